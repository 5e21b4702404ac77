import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { NETWORK_ELEMENT_RESOURCE, type NetworkElement } from '../../plugins/engine/public/contract/networkElement.ts';
import { ORDER_PATHS, ORDER_RESOURCE, type Order } from '../../plugins/engine/public/contract/order.ts';
import { SIMULATED_ELEMENTS, SIMULATOR_PATHS } from '../../plugins/engine/public/contract/simulator.ts';
import { WORKLIST_PATHS, WORKLIST_RESOURCE, type WorklistItem } from '../../plugins/engine/public/contract/worklist.ts';
import {
  dismissToasts,
  eventually,
  parseSession,
  screenshotsAtBothSizes,
  sessionCookie,
  useConsole,
} from './consoleHarness.ts';

/**
 * Transfer: the demo administrator copies the fibre service from Aurora to Borealis with everything it
 * names — dry run, one conflict copied under a new name, the rest overwritten, apply — and Borealis's
 * administrator finds the copied items there, enters the secret of the element copied without one, and
 * runs an order of the copied service to its end.
 */
const harness = useConsole();

const ORDER_TIMEOUT_MS = 120_000;

async function tokenOf(page: Page): Promise<string> {
  return parseSession((await sessionCookie(page))?.value ?? '').token;
}

async function call<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await harness.api(path, { ...init, token });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

/** The demo network fails a few percent of calls; an order that must end here should not wait on retries. */
async function reliableNetwork(token: string): Promise<void> {
  for (const element of SIMULATED_ELEMENTS) {
    await call(token, SIMULATOR_PATHS.elements, { method: 'PUT', body: { element, latencyMs: 20, failureRate: 0 } });
  }
}

/**
 * Borealis's OSS made its own (the demo's elements are alike once each calls its tenant's simulator), so
 * the copy meets a conflict to resolve.
 */
async function divergeOss(token: string): Promise<void> {
  const listed = await call<KeysetPage<NetworkElement>>(token, `${NETWORK_ELEMENT_RESOURCE.paths.list}?q=OSS`);
  const oss = listed.items.find((element) => element.name === 'OSS');
  if (!oss) throw new Error('Borealis has no OSS element');
  const path = fillPath(NETWORK_ELEMENT_RESOURCE.paths.update ?? '', { networkElementId: oss.networkElementId });
  await call(token, path, { method: 'PUT', body: { version: oss.version, description: 'Borealis’s own OSS' } });
}

/** An order of the copied fibre service on Borealis: the site survey completed by its administrator, then its end. */
async function runFibreOrder(token: string): Promise<Order> {
  const order = await call<Order>(token, ORDER_PATHS.create, {
    method: 'POST',
    body: {
      service: 'fibre-broadband',
      operation: 'ADD',
      subscriberKey: 'FTTH-COPIED-1',
      payload: { address: 'Harbour Road 12', plan: 'FIBRE-M' },
    },
  });
  const surveys = async () =>
    (await call<KeysetPage<WorklistItem>>(token, `${WORKLIST_RESOURCE.paths.list}?q=${order.orderNumber}`)).items;
  await eventually(async () => (await surveys()).length, ORDER_TIMEOUT_MS).toBe(1);
  const [item] = await surveys();
  if (!item) throw new Error(`no worklist item for ${order.orderNumber}`);
  const claimed = await call<WorklistItem>(token, WORKLIST_PATHS.update, {
    method: 'POST',
    body: { action: 'claim', itemId: item.itemId, version: item.version },
  });
  await call(token, WORKLIST_PATHS.update, {
    method: 'POST',
    body: {
      action: 'complete',
      itemId: item.itemId,
      version: claimed.version,
      data: { feasible: true, notes: 'Duct is clear' },
    },
  });
  const stateOf = async () =>
    (await call<KeysetPage<Order>>(token, `${ORDER_RESOURCE.paths.list}?q=${order.orderNumber}`)).items[0];
  await eventually(async () => (await stateOf())?.state, ORDER_TIMEOUT_MS).toBe('COMPLETED');
  return order;
}

describe('transfer', () => {
  it(
    'copies the fibre service to Borealis with its dependencies, a conflict resolved, and runs an order of it there',
    { timeout: 300_000 },
    async () => {
      const borealis = await harness.signedIn('borealis-admin');
      await divergeOss(await tokenOf(borealis));
      const page = await harness.signedIn('admin');
      await page.goto(harness.url('/transfer'));
      const target = page.getByRole('combobox', { name: 'Copy to' });
      await expect.poll(() => target.inputValue(), { timeout: 15_000 }).toBe('borealis');

      const search = page.getByRole('combobox', { name: 'Add an item by name' });
      await search.fill('fibre-broad');
      await page.getByRole('option', { name: /fibre-broadband/ }).waitFor();
      await search.press('Enter');
      await page.getByRole('list', { name: 'Items named' }).getByText('fibre-broadband').waitFor();

      await page.getByRole('button', { name: 'Dry run', exact: true }).click();
      const table = page.getByRole('table', { name: 'Dry run' });
      await table.waitFor();
      const rows = table.locator('tbody > tr');
      const kinds = await table.locator('tbody > tr > td:nth-child(2)').allTextContents();
      expect(kinds).toEqual(
        expect.arrayContaining(['service', 'workflow', 'task template', 'network element', 'form']),
      );
      await table.getByText('used by the service "fibre-broadband"', { exact: false }).first().waitFor();
      expect(await rows.count()).toBeGreaterThan(5);

      const choices = table.getByRole('combobox', { name: /^What to do with / });
      const conflicts = await choices.count();
      expect(conflicts).toBeGreaterThan(0);
      const firstLabel = (await choices.first().getAttribute('aria-label')) ?? '';
      const renamed = `${firstLabel.replace('What to do with ', '')} (Aurora)`;
      await choices.first().selectOption('copy');
      const newName = table.getByRole('textbox', { name: /^New name of / });
      await newName.fill('');
      await table.getByText('Name the copy.').waitFor();
      await newName.fill(renamed);
      for (let index = 1; index < conflicts; index += 1) await choices.nth(index).selectOption('overwrite');
      // The dry run again: the items naming the renamed one now name the copy, which may differ from the
      // target's; those are overwritten too.
      await page.getByRole('button', { name: 'Dry run again', exact: true }).click();
      await table
        .getByText(`instead of "${firstLabel.replace('What to do with ', '')}"`, { exact: false })
        .first()
        .waitFor();
      for (let index = 0; index < (await choices.count()); index += 1) {
        if ((await choices.nth(index).inputValue()) === '') await choices.nth(index).selectOption('overwrite');
      }
      await screenshotsAtBothSizes(page, 'transfer-dry-run');

      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: /^Copy to Borealis/ });
      await confirm.waitFor();
      expect(await confirm.textContent()).toMatch(/\d+ to create/);
      await confirm.getByRole('button', { name: /^Copy to Borealis/ }).click();
      await page.getByRole('heading', { name: 'Applied' }).waitFor();
      // The element's provisioning templates follow it under its new name.
      const applied = page.getByRole('list', { name: 'Items applied' });
      await applied.getByText(`provisioning template “${renamed}/`, { exact: false }).first().waitFor();
      await applied.getByText(renamed, { exact: false }).first().waitFor();
      await screenshotsAtBothSizes(page, 'transfer-applied');

      await dismissToasts(page);
      await page.getByRole('link', { name: 'See the copy event' }).click();
      const events = page.getByRole('grid', { name: 'Copy events' });
      await events.getByText('Copied out').first().waitFor();

      await borealis.goto(harness.url('/configure/services'));
      await borealis.getByRole('grid').getByText('fibre-broadband').first().waitFor();
      // The item copied under a new name is there too (OSS, made to differ on Borealis).
      await borealis.goto(harness.url('/configure/networks'));
      const renamedRow = borealis.getByRole('row').filter({ hasText: renamed }).first();
      await renamedRow.getByText('Secret needed').waitFor();
      await screenshotsAtBothSizes(borealis, 'transfer-on-borealis');

      // The element copied under a new name came without its secret, so disabled: its password is entered
      // and it is enabled; then an order of the copied service runs on Borealis to its end.
      await borealis.getByRole('grid').getByText(renamed).first().click();
      const element = borealis.getByRole('dialog', { name: `Edit network element ${renamed}` });
      await element.waitFor();
      const enabled = element.getByRole('checkbox', { name: 'Enabled' });
      expect(await enabled.isChecked()).toBe(false);
      const notice = element.getByText(/^Enter the Password: this network element was copied/);
      await notice.waitFor();
      await screenshotsAtBothSizes(borealis, 'transfer-secret-needed');
      await element.getByLabel('Password').fill('entered-on-borealis');
      expect(await notice.count()).toBe(0);
      await enabled.check();
      await element.getByRole('button', { name: 'Save', exact: true }).click();
      await element.waitFor({ state: 'detached' });

      const token = await tokenOf(borealis);
      await reliableNetwork(token);
      await reliableNetwork(await tokenOf(page));
      const order = await runFibreOrder(token);
      await borealis.goto(
        harness.url(`/monitor/order-listing/order?orderNumber=${order.orderNumber}&orderId=${order.orderId}`),
      );
      await borealis.getByRole('heading', { level: 1, name: new RegExp(order.orderNumber) }).waitFor();
      await screenshotsAtBothSizes(borealis, 'transfer-order-on-borealis');
    },
  );

  it('refuses a bundle changed by hand with the server’s message, keeping the screen', async () => {
    const page = await harness.signedIn('admin');
    await page.goto(harness.url('/transfer'));
    await page.getByRole('combobox', { name: 'Copy to' }).waitFor();
    const bundle = { format: 'sdp-configuration-bundle', schemaVersion: 2, exportedAt: '2026-11-01T00:00:00.000Z' };
    await page.getByLabel('Bundle file').setInputFiles({
      name: 'edited.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({ ...bundle, sourceTenantId: 'aurora', family: 'copyall', items: [], hash: '0'.repeat(64) }),
      ),
    });
    await page.getByRole('heading', { name: 'Import a bundle into this tenant' }).waitFor();
    await page.getByRole('button', { name: 'Dry run', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'bundle.hash' }).count(), { timeout: 15_000 })
      .toBe(1);
  });
});
