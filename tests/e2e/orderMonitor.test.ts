import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, ORDER_RESOURCE, type Order } from '../../plugins/engine/public/contract/order.ts';
import { SIMULATED_ELEMENTS, SIMULATOR_PATHS } from '../../plugins/engine/public/contract/simulator.ts';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { eventually, parseSession, screenshotsAtBothSizes, sessionCookie, useConsole } from './consoleHarness.ts';
import { gridText } from './gridContent.ts';
import { openPalette, palette } from './palette.ts';

/** Issue 10: operators find, follow and fix orders in the monitor; partners and readers see only their share. */
const harness = useConsole();

async function tokenOf(page: Page): Promise<string> {
  return parseSession((await sessionCookie(page))?.value ?? '').token;
}

async function listOrders(token: string, query: string): Promise<Order[]> {
  const response = await harness.api(`${ORDER_RESOURCE.paths.list}?${query}`, { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: KeysetPage<Order> }).data.items;
}

const stateBadge = (page: Page) => page.getByRole('heading', { level: 1 }).locator('..').locator('[data-state]');

let adminToken = '';

beforeAll(async () => {
  const admin = await harness.signedIn('admin');
  adminToken = await tokenOf(admin);
  // The demo network fails a few percent of calls; these tests want a retried order to go through.
  for (const element of SIMULATED_ELEMENTS) {
    const response = await harness.api(SIMULATOR_PATHS.elements, {
      method: 'PUT',
      token: adminToken,
      body: { element, latencyMs: 20, failureRate: 0 },
    });
    expect(response.status).toBe(200);
  }
  await harness.closeContexts();
});

describe('the order monitor', () => {
  it('lets an operator find a parked order from the palette, retry its step with edited input and watch it finish', async () => {
    const page = await harness.signedIn('operator');
    const [parked] = await listOrders(await tokenOf(page), 'state=FAILED_TEMP&service=mobile-postpaid&limit=1');
    if (!parked) throw new Error('the demo history has no parked mobile order');

    await page.goto(harness.url('/monitor/order-listing'));
    await page.getByRole('grid', { name: 'Orders' }).getByRole('row').nth(1).waitFor();
    await screenshotsAtBothSizes(page, 'order-listing');

    await openPalette(page);
    const combobox = palette(page).getByRole('combobox');
    await combobox.fill('Go to order');
    await palette(page)
      .getByRole('option', { name: /Go to order…/ })
      .click();
    await combobox.fill(parked.orderNumber);
    await palette(page)
      .getByRole('option', { name: new RegExp(parked.orderNumber) })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: new RegExp(parked.orderNumber) }).waitFor();
    expect(await stateBadge(page).first().getAttribute('data-state')).toBe('FAILED_TEMP');
    await page.getByRole('toolbar', { name: 'Order actions' }).waitFor();
    await page.locator('[data-state="FAILED_TERMINAL"], [data-state="FAILED"]').first().waitFor();
    await screenshotsAtBothSizes(page, 'order-detail');

    await page.keyboard.press('e');
    const dialog = page.getByRole('dialog', { name: /Retry with edited input/ });
    await dialog.waitFor();
    await eventually(() =>
      dialog.getByRole('button', { name: 'Retry task' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    const editor = dialog.getByRole('textbox', { name: 'Input (JSON)' });
    const input = JSON.parse(await editor.inputValue()) as Record<string, unknown>;
    await editor.fill(JSON.stringify({ ...input, operatorNote: 'checked with the element team' }, null, 2));
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('PCRF is back');
    await screenshotsAtBothSizes(page, 'order-retry-dialog');
    await dialog.getByRole('button', { name: 'Retry task' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Live: the stream moves the header and the history without a reload.
    await eventually(() => stateBadge(page).first().getAttribute('data-state'), 30_000).toBe('COMPLETED');
    const history = page.getByRole('list', { name: 'History' });
    await history.locator('[data-event="TASK_RETRIED_WITH_INPUT"]').waitFor();
    await history.locator('[data-event="ORDER_COMPLETED"]').waitFor();
    const tasks = await listOrders(await tokenOf(page), `q=${parked.orderNumber}`);
    expect(tasks[0]?.state).toBe('COMPLETED');

    await page.getByLabel('Add a comment (Ctrl+Enter sends)').fill('Retried after the PCRF team fixed the pool');
    await page.keyboard.press('Control+Enter');
    await page
      .getByRole('list', { name: 'Comments' })
      .getByText('Retried after the PCRF team fixed the pool')
      .waitFor();
  });

  it('repushes a filtered set as a server job: the dry-run count first, then the result per order', async () => {
    const page = await harness.signedIn('operator');
    const token = await tokenOf(page);
    const parked = await listOrders(token, 'state=FAILED_TEMP&service=iptv-addon&limit=200');
    expect(parked.length).toBeGreaterThan(0);

    await page.goto(harness.url('/monitor/order-listing?orders.f.state=FAILED_TEMP&orders.f.service=iptv-addon'));
    const grid = page.getByRole('grid', { name: 'Orders' });
    // At most a page of rows is loaded; the dry run counts every order the filters select.
    await eventually(async () => (await gridText(grid)).rows.length).toBe(Math.min(parked.length, 50));
    await page.getByRole('button', { name: 'Repush matching…' }).click();
    const panel = page.getByRole('dialog', { name: 'Repush orders' });
    const count = parked.length === 1 ? '1 order' : `${parked.length} orders`;
    await panel.getByText(`${count} selected`).waitFor();
    await screenshotsAtBothSizes(page, 'order-bulk-dry-run');
    await panel.getByRole('button', { name: `Repush ${count}` }).click();

    const results = panel.getByRole('table', { name: 'Result per order' });
    await results.waitFor();
    await panel.getByText(/^Finished/).waitFor({ timeout: 30_000 });
    expect(await results.locator('tbody tr[data-outcome="PENDING"]').count()).toBe(0);
    expect(await results.locator('tbody tr[data-outcome="DONE"]').count()).toBe(parked.length);
    await screenshotsAtBothSizes(page, 'order-bulk-result');
    const after = await listOrders(token, 'state=FAILED_TEMP&service=iptv-addon&limit=200');
    expect(after.map((order) => order.orderId)).not.toContain(parked[0]?.orderId);
  });

  it('shows a partner only the orders of its accounts, and a reader no action', async () => {
    const partner = await harness.signedIn('partner');
    await partner.goto(harness.url('/monitor/order-listing'));
    const grid = partner.getByRole('grid', { name: 'Orders' });
    await grid.getByRole('row').nth(1).waitFor();
    const { header, rows } = await gridText(grid);
    const account = header.indexOf('Partner account');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[account]))).toEqual(new Set(['Northwind North']));

    const token = await tokenOf(partner);
    const [own] = await listOrders(token, 'limit=1');
    const [foreign] = await listOrders(adminToken, 'accountId=ACC-NW-S&limit=1');
    if (!own || !foreign) throw new Error('the demo history lacks partner orders');
    const detail = (order: Order) =>
      harness.url(`/monitor/order-listing/order?orderNumber=${order.orderNumber}&orderId=${order.orderId}`);
    await partner.goto(detail(foreign));
    await partner.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    expect(await partner.getByRole('link', { name: 'Back to the orders' }).count()).toBe(1);

    // The partner role reads orders but may not act on them: no action, and the keys do nothing.
    await partner.goto(detail(own));
    await partner.getByRole('heading', { level: 1, name: new RegExp(own.orderNumber) }).waitFor();
    expect(await partner.getByRole('toolbar', { name: 'Order actions' }).count()).toBe(0);
    await partner.keyboard.press('x');
    expect(await partner.getByRole('dialog').count()).toBe(0);
    const response = await harness.api(ORDER_PATHS.cancel, { method: 'POST', token, body: { orderId: own.orderId } });
    expect(response.status).toBe(403);
  });

  it('lets an operator claim a worklist item offered to its group and complete it with its form', async () => {
    const page = await harness.signedIn('operator');
    await page.goto(harness.url('/monitor/worklist?view=groups&worklist.f.state=OPEN'));
    const grid = page.getByRole('grid', { name: 'Worklist' });
    await grid.getByRole('row').nth(1).waitFor();
    await screenshotsAtBothSizes(page, 'worklist');
    const { header, rows } = await gridText(grid);
    const title = rows[0]?.[header.indexOf('Item')] ?? '';
    const orderNumber = rows[0]?.[header.indexOf('Order')] ?? '';
    expect(rows.every((row) => row[header.indexOf('Group')] === 'Operator')).toBe(true);

    await grid.getByRole('row').nth(1).click();
    const panel = page.getByRole('dialog', { name: title });
    await panel.getByRole('button', { name: 'Claim' }).click();
    await panel.getByRole('button', { name: 'Release' }).waitFor();
    // The seeded Site survey form: what stands in the way is asked only while fibre cannot be installed.
    const form = panel.getByRole('group', { name: 'Site survey' });
    await form.getByLabel('What stands in the way').waitFor();
    await form.getByLabel('Fibre can be installed').check();
    await form.getByLabel('What stands in the way').waitFor({ state: 'detached' });
    await form.getByLabel('Notes').fill('Duct is clear');
    await screenshotsAtBothSizes(page, 'worklist-item');
    await panel.getByRole('button', { name: 'Complete' }).click();
    await panel
      .locator('dd')
      .filter({ hasText: /^Completed$/ })
      .waitFor();

    const [order] = await listOrders(await tokenOf(page), `q=${orderNumber}`);
    await eventually(async () => (await listOrders(await tokenOf(page), `q=${orderNumber}`))[0]?.state).not.toBe(
      'WAITING_MANUAL',
    );
    expect(order?.orderNumber).toBe(orderNumber);
  });

  it('shows the dashboard live with its charts drawn, and a tile opens the orders it counts', async () => {
    const page = await harness.signedIn('operator');
    await page.goto(harness.url('/dashboard?range=7d'));
    const tiles = page.getByRole('list', { name: 'Key figures' });
    await tiles.waitFor();
    await eventually(() => page.locator('figure canvas').count()).toBeGreaterThanOrEqual(2);
    await screenshotsAtBothSizes(page, 'dashboard-operator');
    await tiles.getByRole('link', { name: /^\d+ Parked$/ }).click();
    await page.waitForURL((url) => url.pathname === '/sdp/monitor/order-listing');
    expect(new URL(page.url()).searchParams.getAll('orders.f.state')).toEqual(['FAILED_TEMP']);
    const grid = page.getByRole('grid', { name: 'Orders' });
    await grid.getByRole('row').nth(1).waitFor();
    const { header, rows } = await gridText(grid);
    expect(new Set(rows.map((row) => row[header.indexOf('State')]))).toEqual(new Set(['Parked']));
  });

  it('follows a workflow version to one of its executions and the path it took', async () => {
    const page = await harness.signedIn('operator');
    await page.goto(harness.url('/monitor/workflows-listing?window=90d'));
    const versions = page.getByRole('table', { name: 'Workflow versions' });
    await versions.getByRole('row').nth(1).waitFor();
    await screenshotsAtBothSizes(page, 'workflows-monitor');
    await versions.getByRole('row').nth(1).focus();
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid', { name: 'Executions' });
    await grid.getByRole('row').nth(1).waitFor();
    await grid.getByRole('row').nth(1).click();
    await page.waitForURL((url) => url.pathname === '/sdp/monitor/workflows-listing/workflows');
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /ORD-\d{8}/ })
      .waitFor();
    await page.locator('[data-step]').first().waitFor();
    expect(await page.getByRole('table', { name: 'Tasks' }).locator('tbody tr').count()).toBeGreaterThan(0);
    await screenshotsAtBothSizes(page, 'workflow-execution');
  });

  it('lets a developer send an order as JSON with an idempotency key, twice making one order', async () => {
    const page = await harness.signedIn('developer');
    await page.waitForURL((url) => url.pathname === '/sdp/dev/order');
    await page.getByLabel('Service').selectOption('mobile-postpaid');
    await page.getByLabel('Operation').selectOption('ADD');
    const msisdn = '491709876543';
    await page
      .getByLabel('Payload (JSON)')
      .fill(JSON.stringify({ msisdn, iccid: `8949${msisdn}`, plan: 'M', services: ['VOICE'] }, null, 2));
    await page.getByLabel('Subscriber key').fill(msisdn);
    await page.getByRole('button', { name: 'Create order' }).click();
    const created = page.getByRole('status').filter({ hasText: /^Created ORD-\d{8}/ });
    await created.waitFor();
    const orderNumber = (await created.getByRole('link').textContent()) ?? '';
    await screenshotsAtBothSizes(page, 'dev-create-order');
    await page.getByRole('button', { name: 'Create order' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Already received as ${orderNumber}` })
      .waitFor();
  });

  it('searches orders by a value inside their payload', async () => {
    const page = await harness.signedIn('operator');
    const [sample] = await listOrders(await tokenOf(page), 'service=mobile-postpaid&limit=1');
    const msisdn = String(sample?.payload.msisdn ?? '');
    expect(msisdn).not.toBe('');
    await page.goto(harness.url('/monitor/order-listing/search/order'));
    await page.getByRole('button', { name: 'Add payload condition' }).click();
    await page.getByRole('textbox', { name: 'Payload path 1' }).fill('msisdn');
    await page.getByRole('textbox', { name: 'Payload text 1' }).fill(msisdn);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const grid = page.getByRole('grid', { name: 'Orders found' });
    await eventually(async () => (await gridText(grid)).rows.map((row) => row[0])).toContain(sample?.orderNumber);
    await screenshotsAtBothSizes(page, 'order-search');
  });
});
