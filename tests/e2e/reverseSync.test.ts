import { describe, expect, it } from 'vitest';
import { AURORA_TENANT } from '../../core/server/seed/demoData.ts';
import { signatureOf } from '../../plugins/triggers/server/inboundRunner.ts';
import { demoTriggerSecret } from '../../plugins/triggers/server/triggersSeed.ts';
import { REVERSE_PATHS, receiverPath } from '../../plugins/reverseSync/paths.ts';
import { parseSession, screenshotsAtBothSizes, sessionCookie, useConsole } from './consoleHarness.ts';

/**
 * Reverse sync end to end: a subscriber to the built-in receiver gets an order's events, which the events
 * screen shows as they arrive; when the receiver fails the delivery retries, and a replay sends it again.
 */
const harness = useConsole();
const SUBSCRIBER = 'E2E CRM';

/** Places an order through the demo's signed CRM trigger; answers its number. */
async function placeOrder(externalId: string): Promise<string> {
  const body = `<?xml version="1.0"?>
<crmOrder id="${externalId}"><customer><phone>46700005${externalId.slice(-3)}</phone></customer><sim iccid="894600000000000${externalId.slice(-4)}"/><product code="med-4g"/></crmOrder>`;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${harness.server.baseUrl}/inbound/${AURORA_TENANT}/crm-activation`, {
    method: 'POST',
    headers: {
      'content-type': 'application/xml',
      'x-signature': signatureOf(demoTriggerSecret(AURORA_TENANT, 'crm'), timestamp, body),
      'x-signature-timestamp': timestamp,
    },
    body,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

describe('reverse sync', () => {
  it(
    'delivers an order’s events live, retries while the receiver fails, and replays',
    { timeout: 240_000 },
    async () => {
      const page = await harness.signedIn('admin');
      const cookie = await sessionCookie(page);
      const token = parseSession(cookie?.value ?? '').token;
      const receiver = (mode: 'OK' | 'FAIL') =>
        harness.api(REVERSE_PATHS.receiver, { method: 'PUT', body: { mode, failStatus: 503 }, token });

      await page.goto(harness.url('/reverse/subscribers?new=1'));
      const form = page.getByRole('dialog', { name: /subscriber/i });
      await form.getByLabel('Name', { exact: true }).fill(SUBSCRIBER);
      await form
        .getByLabel('URL', { exact: true })
        .fill(`${harness.server.baseUrl}${receiverPath(AURORA_TENANT, 'e2e')}`);
      await form.getByLabel('Order created', { exact: true }).check();
      await form.getByLabel('Retry schedule').fill('0 s, 3 s, 3 s, 3 s');
      await form.getByRole('button', { name: /^(Create|Save)/ }).click();
      const secret = page.getByRole('alertdialog', { name: `Signing secret of ${SUBSCRIBER}` });
      await secret.getByText(/^whsec_/).waitFor();
      await secret.getByRole('button', { name: 'OK' }).click();

      await page.goto(harness.url('/reverse/events'));
      const grid = page.getByRole('grid', { name: 'Events' });
      await page.getByText('Live', { exact: true }).waitFor();
      const delivered = await placeOrder('CRM-E2E-R01');
      const deliveredRow = grid.getByRole('row', { name: new RegExp(`${delivered}.*${SUBSCRIBER}`) });
      await deliveredRow.getByText('Delivered').waitFor({ timeout: 60_000 });
      await screenshotsAtBothSizes(page, 'reverse-events');

      expect((await receiver('FAIL')).status).toBe(200);
      const failing = await placeOrder('CRM-E2E-R02');
      const failingRow = grid.getByRole('row', { name: new RegExp(`${failing}.*${SUBSCRIBER}`) });
      await failingRow.getByText('Retrying').waitFor({ timeout: 60_000 });
      await failingRow.getByText('503').first().waitFor();

      expect((await receiver('OK')).status).toBe(200);
      await failingRow.getByText('Retrying').click();
      const panel = page.getByRole('dialog', { name: `Order created → ${SUBSCRIBER}` });
      await panel.getByText('HTTP 503').first().waitFor();
      await panel.getByRole('button', { name: 'Replay' }).click();
      await page.keyboard.press('Escape');
      await expect
        .poll(() => grid.getByRole('row', { name: new RegExp(`${failing}.*${SUBSCRIBER}.*Delivered`) }).count(), {
          timeout: 60_000,
        })
        .toBeGreaterThanOrEqual(1);
    },
  );
});
