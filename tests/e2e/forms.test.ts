import { describe, expect, it } from 'vitest';
import { SERVICE_RESOURCE, type Service } from '../../plugins/engine/public/contract/service.ts';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { recordPath } from '../../plugins/resourceKit/public/contract/resource.ts';
import {
  dismissToasts,
  eventually,
  parseSession,
  screenshotsAtBothSizes,
  sessionCookie,
  useConsole,
} from './consoleHarness.ts';
import { openPalette, palette } from './palette.ts';

/** Forms: a designer builds one with a conditional field, and a developer enters an order with it. */
const harness = useConsole();
const FORM = 'Port-in request';

async function tokenOf(page: Parameters<typeof sessionCookie>[0]): Promise<string> {
  const cookie = await sessionCookie(page);
  if (!cookie) throw new Error('not signed in');
  return parseSession(decodeURIComponent(cookie.value)).token;
}

describe('forms', () => {
  it('designs a form with a conditional field, and Dev › Create Order enters an order with it', async () => {
    const page = await harness.signedIn('designer');
    await openPalette(page);
    await palette(page).getByRole('combobox').fill('Create form');
    await palette(page)
      .getByRole('option', { name: /Create form/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Create form' });
    await panel.getByLabel('Name').fill(FORM);
    await panel.getByLabel('Description').fill('A number moved in from another operator.');
    await panel.getByRole('button', { name: 'Create form' }).click();
    await page.getByRole('heading', { level: 1, name: FORM }).waitFor();

    // Three fields from the keyboard and the inspector: the third shown only when the second is ticked.
    const inspector = page.getByRole('group', { name: /^Field / });
    const addField = async (label: string, key: string) => {
      await page.getByRole('button', { name: 'Add field' }).click();
      await inspector.getByLabel('Label').fill(label);
      await inspector.getByLabel('Key', { exact: true }).fill(key);
    };
    await addField('Number to port', 'msisdn');
    await inspector.getByLabel('Required').check();
    await inspector.getByLabel('Pattern').fill('\\d{8,15}');
    await addField('Keep the current plan', 'keepPlan');
    await inspector.getByLabel('Type').selectOption('checkbox');
    await addField('Current plan', 'currentPlan');
    await inspector.getByLabel('Type').selectOption('select');
    await inspector.getByLabel('Options').fill('S = Small\nM = Medium\nL = Large');
    await inspector.getByLabel('Required').check();
    await inspector.getByLabel('Shown when').fill('keepPlan = true');

    // The preview hides the plan until the box is ticked, and checks like order entry.
    const preview = page.getByRole('group', { name: `Preview of ${FORM}` });
    await preview.getByLabel('Number to port *').waitFor();
    expect(await preview.getByLabel('Current plan *').count()).toBe(0);
    await preview.getByLabel('Keep the current plan').check();
    await preview.getByLabel('Current plan *').waitFor();
    await preview.getByLabel('Number to port *').fill('12ab');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Order entry would refuse these values: 2 fields to mend.' })
      .waitFor();
    await preview.getByText('Does not match the pattern \\d{8,15}.').waitFor();

    // Alt+↑ moves the selected field up in the outline; Ctrl+S saves.
    const outline = page.getByRole('list', { name: 'Sections and fields' });
    await outline.getByRole('button', { name: /Current plan/ }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await eventually(async () =>
      (await outline.getByRole('button').allTextContents()).map((text) => text.slice(0, 14)),
    ).toEqual(['Section 11 col', 'Number to port', 'Current plan *', 'Keep the curre']);
    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: 'Saved · version 2' }).waitFor();
    await dismissToasts(page);
    await screenshotsAtBothSizes(page, 'form-designer');

    // The form on mobile postpaid's MODIFY, as a designer would set it on the service.
    const token = await tokenOf(page);
    const listed = await harness.api(`${SERVICE_RESOURCE.paths.list}?q=mobile-postpaid`, { token });
    const service = ((await listed.json()) as { data: KeysetPage<Service> }).data.items[0] as Service;
    const operations = service.operations.map((operation) =>
      operation.name === 'MODIFY' ? { ...operation, form: FORM } : operation,
    );
    const updated = await harness.api(recordPath(SERVICE_RESOURCE, 'update', service.serviceId), {
      method: 'PUT',
      token,
      body: { operations, version: service.version },
    });
    expect(updated.status).toBe(200);

    await page.goto(harness.url('/configure/forms'));
    await page.getByRole('grid', { name: 'Forms' }).getByText(FORM).waitFor();
    await screenshotsAtBothSizes(page, 'forms');

    // A developer enters the order through the form: the plan appears when asked for, and is required.
    const dev = await harness.signedIn('developer');
    await dev.goto(harness.url('/dev/order'));
    await dev.getByLabel('Service').selectOption('mobile-postpaid');
    await dev.getByLabel('Operation').selectOption('MODIFY');
    const entry = dev.getByRole('group', { name: FORM });
    await entry.getByLabel('Number to port *').fill('46700005555');
    await entry.getByLabel('Keep the current plan').check();
    await dev.getByRole('button', { name: 'Create order' }).click();
    await entry.getByText('Required.').waitFor();
    await dev.getByRole('alert').filter({ hasText: 'The form has 1 field to mend.' }).waitFor();
    await entry.getByLabel('Current plan *').selectOption('M');
    await screenshotsAtBothSizes(dev, 'dev-order-form');
    await dev.getByRole('button', { name: 'Create order' }).click();
    const created = dev.getByRole('status').filter({ hasText: /^Created ORD-/ });
    await created.waitFor();

    // The payload carries the form's values, typed.
    const orderNumber = (await created.getByRole('link').textContent()) ?? '';
    const orders = await harness.api(`/order/fetchOrderLists?q=${orderNumber}`, { token: await tokenOf(dev) });
    const order = ((await orders.json()) as { data: { items: { payload: unknown }[] } }).data.items[0];
    expect(order?.payload).toEqual({ msisdn: '46700005555', keepPlan: true, currentPlan: 'M' });
  });
});
