import { describe, expect, it } from 'vitest';
import { ORDER_PATHS } from '../../plugins/engine/public/contract/order.ts';
import { dismissToasts, parseSession, screenshotsAtBothSizes, sessionCookie, useConsole } from './consoleHarness.ts';

/** Rules: a designer adds a validation rule on the screen, and intake refuses an order with its message. */
const harness = useConsole();

describe('rules', () => {
  it('adds a validation rule tried on a sample, which then refuses an order; SMS segments as typed', async () => {
    const page = await harness.signedIn('designer');
    await page.goto(harness.url('/configure/rules'));
    await page.getByRole('grid', { name: 'Validation rules' }).getByText('Known IPTV bundle').waitFor();
    const tabs = page.getByRole('tablist', { name: 'Kinds of rule' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      'Validation',
      'Dependency',
      'Transformation',
      'Translation',
      'SMS templates',
    ]);
    await screenshotsAtBothSizes(page, 'rules');

    await page.getByRole('button', { name: 'Create validation rule' }).click();
    const panel = page.getByRole('dialog', { name: 'Create validation rule' });
    await panel.getByLabel('Name').fill('Fibre address has a number');
    await panel.getByLabel('Service').fill('fibre-broadband');
    await panel.getByLabel('Condition', { exact: true }).fill('$contains(address, /[0-9]/)');
    await panel.getByLabel('Sample payload').fill('{ "address": "Harbour Road" }');
    await panel.getByRole('button', { name: 'Test on the sample' }).click();
    await panel.getByText('Fails: the order would be refused (false).').waitFor();
    await panel.getByLabel('Message').fill('Give the house number.');
    await panel.getByLabel('Field', { exact: true }).fill('address');
    await panel.getByRole('button', { name: 'Create validation rule' }).click();
    await page.getByRole('grid', { name: 'Validation rules' }).getByText('Fibre address has a number').waitFor();

    const cookie = await sessionCookie(page);
    const token = parseSession(decodeURIComponent(cookie?.value ?? '')).token;
    const refused = await harness.api(ORDER_PATHS.create, {
      method: 'POST',
      token,
      body: { service: 'fibre-broadband', operation: 'ADD', payload: { address: 'Harbour Road' } },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errorDescription: string }).errorDescription).toBe(
      'Invalid request: body.payload.address: Give the house number.',
    );

    await dismissToasts(page);
    await page.getByRole('tab', { name: 'SMS templates' }).click();
    await page.getByRole('grid', { name: 'SMS templates' }).getByText('Line activated').click();
    const sms = page.getByRole('dialog', { name: /Edit SMS template|Line activated/ });
    await sms.getByRole('status', { name: 'Segments' }).waitFor();
    expect(await sms.getByRole('status', { name: 'Segments' }).textContent()).toMatch(
      /^GSM-7 · \d+ septets · 1 segment/,
    );
    await screenshotsAtBothSizes(page, 'rules-sms');
  });
});
