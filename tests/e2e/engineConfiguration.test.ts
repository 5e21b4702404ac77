import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS, WORKFLOW_RESOURCE } from '../../plugins/engine/public/contract/enginePaths.ts';
import type { Workflow, WorkflowXml } from '../../plugins/engine/public/contract/workflow.ts';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { eventually, screenshotsAtBothSizes, useConsole } from './consoleHarness.ts';
import { reliableSimulator } from './simulatorSettings.ts';

/** Issue 11: the engine's configuration screens over the real server, its simulator and its XML reader. */
const harness = useConsole();

let adminToken = '';

async function dataOf<T>(path: string): Promise<T> {
  const response = await harness.api(path, { token: adminToken });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function rowAction(page: Page, grid: string, rowText: string, action: string): Promise<void> {
  const row = page.getByRole('grid', { name: grid }).getByRole('row').filter({ hasText: rowText }).first();
  await row.getByRole('button', { name: 'Row actions' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: action }).click();
}

beforeAll(async () => {
  adminToken = await reliableSimulator(harness, ['hlr']);
});

describe('the engine’s configuration screens', () => {
  it('sends a provisioning template’s test request to the simulator and shows both sides', async () => {
    const page = await harness.signedIn('admin');
    await page.goto(harness.url('/configure/networks'));
    await page.getByRole('grid', { name: 'Networks' }).getByRole('row').filter({ hasText: 'HLR' }).waitFor();
    await screenshotsAtBothSizes(page, 'configure-networks');
    await rowAction(page, 'Networks', '/simulator/aurora/hlr', 'Provisioning templates');
    await page.waitForURL(/\/configure\/networks\/provisioning\?networkElementId=/);
    await page.getByText('The requests HTTP tasks send to HLR, one per operation.').waitFor();
    await screenshotsAtBothSizes(page, 'configure-provisioning');

    await rowAction(page, 'Provisioning templates', 'ADD', 'Send test request');
    const panel = page.getByRole('dialog', { name: 'Send test request · HLR › ADD' });
    const input = panel.getByRole('textbox', { name: 'Task input (JSON)' });
    await input.fill('{ "msisdn": "46700009999", "iccid": "8946000000000009999" }');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText('Succeeded', { exact: true }).waitFor();
    await panel.getByText(/^Request · POST .*\/simulator\/aurora\/hlr/).waitFor();
    await panel.getByText(/^Response · 2\d\d in \d+ ms$/).waitFor();
    await screenshotsAtBothSizes(page, 'configure-provisioning-test');
  });

  it('creates a task template, the server’s refusal of a nested setting shown on its field', async () => {
    const page = await harness.signedIn('admin');
    await page.goto(harness.url('/configure/tasks?new=1'));
    const panel = page.getByRole('dialog', { name: 'Create task template' });
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('Wait for activation date');
    await panel.getByRole('combobox', { name: 'Type' }).selectOption('WAIT');
    await panel.getByRole('textbox', { name: 'Wait until' }).fill('order.activationDate (');
    await panel.getByRole('button', { name: 'Create task template' }).click();
    const until = panel.getByRole('textbox', { name: 'Wait until' });
    await eventually(() => until.getAttribute('aria-invalid')).toBe('true');
    await eventually(() => until.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await until.inputValue()).toBe('order.activationDate (');
    await screenshotsAtBothSizes(page, 'configure-task-form');

    await until.fill('order.activationDate');
    await panel.getByRole('button', { name: 'Create task template' }).click();
    await panel.waitFor({ state: 'hidden' });
    const row = page
      .getByRole('grid', { name: 'Tasks' })
      .getByRole('row')
      .filter({ hasText: 'Wait for activation date' });
    await row.getByText('until order.activationDate').waitFor();
    await screenshotsAtBothSizes(page, 'configure-tasks');
  });

  it('maps a new service’s operation to a workflow', async () => {
    const page = await harness.signedIn('admin');
    await page.goto(harness.url('/configure/workflows'));
    await page.getByRole('grid', { name: 'Workflows' }).getByRole('row').filter({ hasText: 'IPTV add-on' }).waitFor();
    await screenshotsAtBothSizes(page, 'configure-workflows');

    await page.goto(harness.url('/configure/services?mode=newService'));
    const panel = page.getByRole('dialog', { name: 'Create service' });
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('iptv-premium');
    await panel.getByRole('textbox', { name: 'Display name' }).fill('IPTV premium');
    await panel.getByRole('textbox', { name: 'Category' }).fill('TV');
    await panel.getByRole('button', { name: 'Add operation' }).click();
    const operation = panel.getByRole('group', { name: 'ADD' });
    await operation.getByRole('combobox', { name: 'Workflow' }).selectOption({ label: 'IPTV add-on – add' });
    await operation.getByRole('combobox', { name: 'Version' }).selectOption('1');
    await screenshotsAtBothSizes(page, 'configure-service-form');
    await panel.getByRole('button', { name: 'Create service' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('grid', { name: 'Services' }).getByRole('row').filter({ hasText: 'IPTV premium' }).waitFor();
    await screenshotsAtBothSizes(page, 'configure-services');
  });

  it('edits a workflow as XML: a broken document marked at its line, the server’s problems too, then imported', async () => {
    const workflows = await dataOf<KeysetPage<Workflow>>(`${WORKFLOW_RESOURCE.paths.list}?q=IPTV`);
    const iptv = workflows.items.find((workflow) => workflow.name === 'IPTV add-on – add');
    if (!iptv) throw new Error('the demo catalogue has no IPTV workflow');
    const original = await dataOf<WorkflowXml>(fillPath(WORKFLOW_PATHS.xml, { workflowId: iptv.workflowId }));

    const page = await harness.signedIn('admin');
    await page.goto(harness.url('/dev/configure/workflow/xml'));
    await page.getByRole('combobox', { name: 'Workflow' }).selectOption({ label: 'IPTV add-on – add' });
    const editor = page.getByRole('textbox', { name: 'XML of IPTV add-on – add' });
    await page.getByRole('status').filter({ hasText: 'Draft of IPTV add-on – add' }).waitFor();
    await screenshotsAtBothSizes(page, 'dev-workflow-xml');

    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n<oops');
    const problems = page.getByRole('list', { name: 'Problems' });
    await problems.getByText(/^Line \d+, column \d+: /).waitFor();

    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(original.xml.replace('<step ', '<step colour="red" '));
    await page.getByRole('button', { name: 'Import into draft' }).click();
    await problems.getByText(/<step>: unknown attribute colour/).waitFor();
    await screenshotsAtBothSizes(page, 'dev-workflow-xml-problems');

    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(original.xml);
    await page.keyboard.press('Control+s');
    await page.getByText('XML imported as the draft of IPTV add-on – add.').waitFor();
    await page.getByRole('status').filter({ hasText: 'Draft of IPTV add-on – add · well-formed' }).waitFor();
  });
});
