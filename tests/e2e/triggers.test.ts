import { describe, expect, it } from 'vitest';
import { AURORA_TENANT } from '../../core/server/seed/demoData.ts';
import { signatureOf } from '../../plugins/triggers/server/inboundRunner.ts';
import { demoTriggerSecret } from '../../plugins/triggers/server/triggersSeed.ts';
import { eventually, screenshotsAtBothSizes, useConsole } from './consoleHarness.ts';

/** Triggers: an outside system posts to one as curl would, and an operator finds the call and replays it. */
const harness = useConsole();

const CRM_XML = `<?xml version="1.0"?>
<crmOrder id="CRM-E2E-1"><customer><phone>46700004242</phone></customer><sim iccid="8946000000000004242"/><product code="med-4g"/></crmOrder>`;

describe('triggers', () => {
  it('takes a signed XML call as an order, shows it in the inbound monitor and replays it without a second order', async () => {
    const endpoint = `${harness.server.baseUrl}/inbound/${AURORA_TENANT}/crm-activation`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const post = (signature: string) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/xml', 'x-signature': signature, 'x-signature-timestamp': timestamp },
        body: CRM_XML,
      });
    expect((await post('sha256=forged')).status).toBe(401);
    const accepted = await post(signatureOf(demoTriggerSecret(AURORA_TENANT, 'crm'), timestamp, CRM_XML));
    expect(accepted.status).toBe(201);
    const { orderNumber } = (await accepted.json()) as { orderNumber: string };

    const page = await harness.signedIn('operator');
    await page.goto(harness.url('/monitor/inbound-triggers'));
    const grid = page.getByRole('grid', { name: 'Inbound Triggers' });
    await grid.getByRole('link', { name: orderNumber }).waitFor();
    // The forged call, beside the refusals the demo start seeds.
    await grid.getByText('Unauthorized').first().waitFor();
    expect(await grid.getByText('Unauthorized').count()).toBeGreaterThanOrEqual(2);

    await grid
      .getByRole('row', { name: new RegExp(orderNumber) })
      .getByText('Order created')
      .click();
    const panel = page.getByRole('dialog', { name: /CRM activation/ });
    await panel.getByText('46700004242').first().waitFor();
    await screenshotsAtBothSizes(page, 'inbound-call');
    await panel.getByRole('button', { name: 'Replay' }).click();
    await page
      .getByRole('dialog', { name: /CRM activation/ })
      .getByText('Same order')
      .waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => grid.getByRole('link', { name: orderNumber }).count()).toBe(2);
    await screenshotsAtBothSizes(page, 'inbound-triggers');

    const designer = await harness.signedIn('designer');
    await designer.goto(harness.url('/configure/triggers'));
    await designer
      .getByRole('grid', { name: 'Triggers' })
      .getByText(`POST /inbound/${AURORA_TENANT}/crm-activation`)
      .waitFor();
    await screenshotsAtBothSizes(designer, 'triggers');
  });
});
