import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  dismissToasts,
  eventually,
  parseSession,
  screenshotsAtBothSizes,
  sessionCookie,
  useConsole,
  type ConsoleHarness,
} from './consoleHarness.ts';
import { ORDER_PATHS } from '../../plugins/engine/public/contract/order.ts';
import { TASK_TEMPLATE_RESOURCE } from '../../plugins/engine/public/contract/taskTemplate.ts';
import type { WorkflowDefinition } from '../../plugins/engine/public/contract/workflowDefinition.ts';
import { offerOperation, publishWorkflow } from '../../plugins/engine/testing/workflowPublisher.ts';
import type { Caller } from '../server/support/adminCalls.ts';
import { openPalette, palette } from './palette.ts';

/**
 * Inventory in the console: stock received by CSV (a dry run refusing rows, then an apply), a transfer
 * shipped and received with one item missing, a requisition asked for by one user and approved by another,
 * the location tree worked by keyboard, and "Find serial…".
 */
const harness = useConsole();
const RUN = Date.now().toString(36).toUpperCase();
const MODEL = `E2E ONT ${RUN}`;
const DEPOT = `E2E Depot ${RUN}`;
const VAN = `E2E Van ${RUN}`;
const serial = (n: number) => `E2E-${RUN}-${n}`;
/** The second test's places, beside the first's. */
const TREE = { model: `${MODEL} B`, depot: `${DEPOT} B`, van: `${VAN} B` };

async function tokenOf(page: Page): Promise<string> {
  const cookie = await sessionCookie(page);
  return parseSession(decodeURIComponent(cookie?.value ?? '')).token;
}

async function apiData<T>(
  consoleHarness: ConsoleHarness,
  path: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await consoleHarness.api(path, { ...init, token });
  const envelope = (await response.json()) as { data: T; errorDescription: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${envelope.errorDescription}`);
  return envelope.data;
}

interface Created {
  modelId: string;
  depotId: string;
  vanId: string;
}

/** The model and the two locations the test works with, under names of its own run. */
async function createPlaces(
  token: string,
  names: { model: string; depot: string; van: string } = { model: MODEL, depot: DEPOT, van: VAN },
): Promise<Created> {
  const model = await apiData<{ modelId: string }>(harness, '/device/models', token, {
    method: 'POST',
    body: { name: names.model, manufacturer: 'Nokia', type: 'ONT' },
  });
  const depot = await apiData<{ locationId: string }>(harness, '/api/location', token, {
    method: 'POST',
    body: { name: names.depot, type: 'WAREHOUSE', region: 'E2E' },
  });
  const van = await apiData<{ locationId: string }>(harness, '/api/location', token, {
    method: 'POST',
    body: { name: names.van, type: 'VAN', parentId: depot.locationId },
  });
  return { modelId: model.modelId, depotId: depot.locationId, vanId: van.locationId };
}

/** The harness's API as the engine's test helpers call it. */
function callerOf(token: string): Caller {
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await harness.api(path, { method, token, body });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  return {
    get: (path) => send('GET', path),
    post: (path, body) => send('POST', path, body),
    put: (path, body) => send('PUT', path, body),
    delete: (path) => send('DELETE', path),
  } as Caller;
}

/** Takes one ONT of the run's model at the run's depot, then completes: the reservation becomes an assignment. */
const TAKING_AN_ONT: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'take', kind: 'TASK', name: 'Assign ONT', taskTemplate: `E2E assign ONT ${RUN}` },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'take' },
    { from: 'take', to: 'end' },
  ],
};

describe('inventory', () => {
  it('receives stock by CSV, transfers it with one item missing, and a requisition is approved by another user', async () => {
    const page = await harness.signedIn('admin');
    const token = await tokenOf(page);
    const created = await createPlaces(token);

    // Receive stock: a dry run answers each row and refuses a duplicate and an unknown model; nothing applied.
    await page.goto(harness.url('/inventory/stock'));
    await page.getByRole('button', { name: 'Receive stock' }).first().click();
    const receive = page.getByRole('dialog', { name: 'Receive stock' });
    await receive.getByLabel('Received at').selectOption({ label: `${DEPOT} (WAREHOUSE)` });
    const rows = [1, 2, 3].map((n) => `${serial(n)},${MODEL}`);
    await receive
      .getByLabel('Rows')
      .fill(['serial,model', ...rows, `${serial(1)},${MODEL}`, `${serial(9)},No such model`].join('\n'));
    await receive.getByRole('button', { name: 'Dry run' }).click();
    const result = receive.getByRole('region', { name: 'Receipt result' });
    await result.getByText('Dry run, nothing applied: 3 accepted, 2 refused.').waitFor();
    await result.getByText('DUPLICATE').waitFor();
    await result.getByText('UNKNOWN_MODEL').waitFor();
    expect(await receive.getByRole('button', { name: /^Apply/ }).isDisabled()).toBe(true);
    await screenshotsAtBothSizes(page, 'inventory-receive-dry-run');
    const nothing = await apiData<{ items: unknown[] }>(harness, `/device/items?serial=${serial(1)}`, token);
    expect(nothing.items).toHaveLength(0);

    await receive.getByLabel('Rows').fill(['serial,model', ...rows].join('\n'));
    await receive.getByRole('button', { name: 'Dry run' }).click();
    await result.getByText('Dry run, nothing applied: 3 accepted, 0 refused.').waitFor();
    await receive.getByRole('button', { name: 'Apply 3 rows' }).click();
    await receive.waitFor({ state: 'detached' });
    const stock = page.getByRole('grid', { name: 'Stock' });
    await page.getByRole('searchbox').first().fill(`E2E-${RUN}`);
    await eventually(() =>
      stock
        .getByRole('row')
        .filter({ hasText: `E2E-${RUN}-` })
        .count(),
    ).toBe(3);
    await dismissToasts(page);
    await screenshotsAtBothSizes(page, 'inventory-stock');

    // An item's page: its whole history.
    await stock
      .getByRole('row')
      .filter({ hasText: serial(1) })
      .getByText(serial(1))
      .click();
    const itemPanel = page.getByRole('dialog', { name: `Item ${serial(1)}` });
    await itemPanel.getByRole('cell', { name: 'RECEIPT' }).waitFor();
    await screenshotsAtBothSizes(page, 'inventory-item');
    await page.keyboard.press('Escape');
    await itemPanel.waitFor({ state: 'detached' });

    // A transfer by serials: shipped, then received with one item missing.
    await page.goto(harness.url('/inventory/transfer'));
    await page.getByRole('button', { name: 'Create transfer' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create transfer' });
    await create.getByLabel('From').selectOption({ label: `${DEPOT} (WAREHOUSE)` });
    await create.getByLabel('To').selectOption({ label: `${VAN} (VAN)` });
    await create.getByRole('textbox', { name: 'Serials' }).fill(rows.map((row) => row.split(',')[0]).join('\n'));
    await create.getByRole('button', { name: 'Create transfer' }).click();
    const transfer = page.getByRole('dialog', { name: /^Transfer / });
    await transfer.getByText('DRAFT', { exact: true }).waitFor();
    await transfer.getByRole('button', { name: 'Ship' }).click();
    await transfer.getByRole('button', { name: 'Confirm receipt' }).waitFor();
    await transfer.getByLabel(`Outcome of ${serial(2)}`).selectOption('MISSING');
    await dismissToasts(page);
    await screenshotsAtBothSizes(page, 'inventory-transfer-receiving');
    await transfer.getByRole('button', { name: 'Confirm receipt' }).click();
    await transfer.getByText('RECEIVED', { exact: true }).first().waitFor();
    await transfer.getByText('MISSING', { exact: true }).waitFor();
    const atVan = await apiData<{ items: { serial: string; state: string }[] }>(
      harness,
      `/device/items?location=${created.vanId}&state=IN_STOCK`,
      token,
    );
    expect(atVan.items.map((item) => item.serial).sort()).toEqual([serial(1), serial(3)]);
    await page.keyboard.press('Escape');

    // The movement log records the discrepancy.
    await page.goto(harness.url('/inventory/logs'));
    await page.getByRole('searchbox').first().fill(serial(2));
    const log = page.getByRole('grid', { name: 'Inventory movements' });
    await log.getByRole('row').filter({ hasText: 'DISCREPANCY' }).first().waitFor();
    await screenshotsAtBothSizes(page, 'inventory-logs');

    // A requisition asked for by the operator (given the keys to ask) and approved by the administrator.
    const roles = await apiData<{ items: { roleId: string; name: string; version: number; permissions: object }[] }>(
      harness,
      '/user/getAllRoleDetails?q=Operator',
      token,
    );
    const operatorRole = roles.items.find((role) => role.name === 'Operator');
    if (!operatorRole) throw new Error('no Operator role');
    await apiData(harness, '/user/role', token, {
      method: 'PUT',
      body: {
        roleId: operatorRole.roleId,
        version: operatorRole.version,
        permissions: {
          ...operatorRole.permissions,
          inventory: { requisition: '1100', locations: '0100', configuration: '0100' },
        },
      },
    });
    const operator = await harness.signedIn('operator');
    await operator.goto(harness.url('/inventory/requisition'));
    await operator.getByRole('heading', { name: 'Requestions' }).waitFor();
    await operator.getByRole('button', { name: 'Request stock' }).first().click();
    const ask = operator.getByRole('dialog', { name: 'Request stock' });
    await ask.getByLabel('For').selectOption({ label: `${DEPOT} (WAREHOUSE)` });
    await ask.getByLabel('Model of line 1').selectOption({ label: `${MODEL} (ONT)` });
    await ask.getByLabel('Quantity of line 1').fill('1');
    await ask.getByRole('button', { name: 'Request stock' }).click();
    const asked = operator.getByRole('dialog', { name: /^Requisition / });
    await asked.getByText('REQUESTED', { exact: true }).waitFor();
    expect(await asked.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    const title = (await asked.getByRole('heading').first().textContent()) ?? '';
    const number = title.replace('Requisition ', '');

    await page.goto(harness.url('/inventory/requisition'));
    await page.getByRole('grid', { name: 'Requisitions' }).getByText(number).click();
    const decide = page.getByRole('dialog', { name: `Requisition ${number}` });
    await decide.getByText('operator', { exact: false }).first().waitFor();
    await decide.getByRole('button', { name: 'Approve' }).click();
    await decide.getByText('APPROVED', { exact: true }).waitFor();
    // The van holds what the depot sent it: the requisition is being fulfilled until the transfer ships.
    await decide.getByLabel('Send from').selectOption({ label: `${VAN} (VAN)` });
    await decide.getByRole('button', { name: 'Fulfil' }).click();
    await decide.getByText(/^Being fulfilled by a draft transfer/).waitFor();
    await decide.getByText('APPROVED', { exact: true }).waitFor();
    expect(await decide.getByRole('button', { name: 'Fulfil' }).count()).toBe(0);
    await decide.getByRole('link', { name: 'Open the transfer' }).waitFor();
    await dismissToasts(page);
    await screenshotsAtBothSizes(page, 'inventory-requisition');
  });

  it('works the location tree by keyboard, finds a serial from the palette and marks it faulty with a reason', async () => {
    const page = await harness.signedIn('admin');
    const token = await tokenOf(page);
    const created = await createPlaces(token, TREE);
    await apiData(harness, '/device/items/receive', token, {
      method: 'POST',
      body: { locationId: created.vanId, csv: `serial,model\n${serial(7)},${TREE.model}`, dryRun: false },
    });

    await page.goto(harness.url('/inventory/locations'));
    const tree = page.getByRole('tree', { name: 'Locations' });
    const depot = tree.getByRole('treeitem').filter({ hasText: TREE.depot });
    await depot.click();
    await eventually(() => depot.getAttribute('aria-selected')).toBe('true');
    if ((await depot.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('ArrowLeft');
    await eventually(() => depot.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowRight');
    await eventually(() => depot.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const van = tree.getByRole('treeitem').filter({ hasText: TREE.van });
    await eventually(() => van.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('region', { name: `Location ${TREE.van}` }).waitFor();
    await screenshotsAtBothSizes(page, 'inventory-locations');
    await page.keyboard.press('ArrowLeft');
    await eventually(() => depot.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `Edit location ${TREE.van}` }).waitFor();
    await page.keyboard.press('Escape');

    await openPalette(page);
    await palette(page).getByRole('combobox').fill('Find serial');
    await palette(page)
      .getByRole('option', { name: /Find serial/ })
      .click();
    await palette(page).getByRole('combobox').fill(serial(7));
    await palette(page)
      .getByRole('option', { name: serial(7), exact: true })
      .click();
    await page
      .getByRole('dialog', { name: `Item ${serial(7)}` })
      .getByText(TREE.van)
      .first()
      .waitFor();

    // Mark the item faulty from its row's menu, with a reason: its state and history say so.
    await page.keyboard.press('Escape');
    const reason = `E2E damaged ${RUN}`;
    await apiData(harness, '/device/reasons', token, { method: 'POST', body: { name: reason, appliesTo: ['FAULTY'] } });
    await page.goto(harness.url(`/inventory/stock?stock.q=${serial(7)}`));
    const row = page
      .getByRole('grid', { name: 'Stock' })
      .getByRole('row')
      .filter({ hasText: serial(7) });
    await row.getByRole('button', { name: 'Row actions' }).click();
    await page.getByRole('menu', { name: 'Row actions' }).getByRole('menuitem', { name: 'Mark faulty' }).click();
    const faulty = page.getByRole('dialog', { name: `Mark faulty ${serial(7)}` });
    await faulty.getByLabel('Reason').selectOption({ label: reason });
    await faulty.getByRole('button', { name: 'Mark faulty' }).click();
    await faulty.waitFor({ state: 'detached' });
    await row.getByText('FAULTY').waitFor();
    await row.getByText(serial(7)).click();
    const history = page.getByRole('dialog', { name: `Item ${serial(7)}` });
    await history.getByRole('cell', { name: reason }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(harness.url('/inventory'));
    await page.waitForURL(/\/inventory\/dashboard$/);
    await page
      .getByRole('list', { name: 'Items by state' })
      .getByRole('link', { name: /IN_STOCK/ })
      .click();
    await page.waitForURL(/\/inventory\/stock\?stock\.f\.state=IN_STOCK/);
    await page.goto(harness.url('/inventory/dashboard'));
    await page.getByText('In stock by location').waitFor();
    await screenshotsAtBothSizes(page, 'inventory-dashboard');
    // A partner reading stock, without the keys of models and locations, is not sent to read them.
    const partner = await harness.signedIn('partner');
    const forbidden: string[] = [];
    partner.on('response', (response) => {
      if (response.status() === 403) forbidden.push(response.url());
    });
    await partner.goto(harness.url('/inventory/stock'));
    await partner
      .getByText(/^\d[\d,]* rows/)
      .first()
      .waitFor();
    await partner.goto(harness.url('/inventory/dashboard'));
    await partner.getByText('In stock by location').waitFor();
    expect(forbidden).toEqual([]);

    await page.goto(harness.url('/inventory/configuration'));
    await page.getByRole('grid', { name: 'Device models' }).getByText(TREE.model).waitFor();
    await screenshotsAtBothSizes(page, 'inventory-configuration');
  });

  it('runs an order whose ASSIGN_STOCK step takes a real ONT: the serial on the order, the order on the item', async () => {
    const page = await harness.signedIn('admin');
    const token = await tokenOf(page);
    const names = { model: `${MODEL} C`, depot: `${DEPOT} C`, van: `${VAN} C` };
    const created = await createPlaces(token, names);
    await apiData(harness, '/device/items/receive', token, {
      method: 'POST',
      body: { locationId: created.depotId, csv: `serial,model\n${serial(5)},${names.model}`, dryRun: false },
    });
    const designer = callerOf(token);
    const template = {
      name: `E2E assign ONT ${RUN}`,
      type: 'ASSIGN_STOCK',
      config: { model: names.model, locationRule: 'FIXED', location: names.depot },
      outputMapping: { serial: 'item.serial' },
    };
    expect((await designer.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', template)).status).toBe(200);
    const service = `e2e-ont-${RUN.toLowerCase()}`;
    await offerOperation(designer, service, 'ADD', await publishWorkflow(designer, `E2E ONT ${RUN}`, TAKING_AN_ONT));
    const order = await apiData<{ orderId: string; orderNumber: string }>(harness, ORDER_PATHS.create, token, {
      method: 'POST',
      body: { service, operation: 'ADD', subscriberKey: `sub-${RUN}`, payload: {} },
    });

    const itemOf = async () =>
      (
        await apiData<{ items: { itemId: string; state: string; orderNumber: string | null }[] }>(
          harness,
          `/device/items?serial=${serial(5)}`,
          token,
        )
      ).items[0];
    await eventually(async () => (await itemOf())?.state, 30_000).toBe('ASSIGNED');
    const item = await itemOf();
    expect(item?.orderNumber).toBe(order.orderNumber);

    await page.goto(harness.url(`/inventory/stock?item=${item?.itemId ?? ''}`));
    const panel = page.getByRole('dialog', { name: `Item ${serial(5)}` });
    await panel.getByRole('cell', { name: 'ASSIGNMENT' }).waitFor();
    await screenshotsAtBothSizes(page, 'inventory-item-assigned');
    await panel.getByRole('link', { name: order.orderNumber }).first().click();
    await page.waitForURL(/\/monitor\/order-listing\/order\?/);
    await page.getByText(order.orderNumber).first().waitFor();
    await page.getByText('Assign ONT').first().click();
    await page.getByText(serial(5)).first().waitFor();
    await screenshotsAtBothSizes(page, 'inventory-order-serial');
  });
});
