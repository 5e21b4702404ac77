import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, ORDER_RESOURCE, type Order } from '../../plugins/engine/public/contract/order.ts';
import { orderDetailHref } from '../../plugins/engine/public/web/orderLinks.ts';
import { eventually, screenshotsAtBothSizes, useConsole } from './consoleHarness.ts';
import { reliableSimulator } from './simulatorSettings.ts';
import { openPalette, palette } from './palette.ts';

/**
 * Issue 11: a workflow built in the studio by keyboard and mouse, published, an earlier version restored,
 * mapped to a service, seen in the service studio, and run: a test order live on the studio's canvas, and
 * an order from Dev on its order page.
 */
const harness = useConsole();
const WORKFLOW = 'Number activation';

let adminToken = '';

beforeAll(async () => {
  adminToken = await reliableSimulator(harness, ['hlr']);
});

describe('the workflow studio', () => {
  it('builds a 4-step workflow, publishes it, restores it over a later change, and an order of a service mapped to it runs to the end', async () => {
    const page = await harness.signedIn('admin');
    await page.goto(harness.url('/configure/workflows?mode=newWorkflow'));
    const create = page.getByRole('dialog', { name: 'Create workflow' });
    await create.getByRole('textbox', { name: 'Name' }).fill(WORKFLOW);
    await create.getByRole('button', { name: 'Create workflow' }).click();
    await create.waitFor({ state: 'hidden' });

    // The palette's "Open workflow…" finds it on the server.
    await openPalette(page);
    const combobox = palette(page).getByRole('combobox');
    await combobox.fill('Open workflow');
    await palette(page)
      .getByRole('option', { name: /Open workflow…/ })
      .click();
    await combobox.fill('Number act');
    await palette(page)
      .getByRole('option', { name: new RegExp(WORKFLOW) })
      .click();
    await page.getByRole('heading', { level: 1, name: WORKFLOW }).waitFor();
    const status = page.getByRole('status').filter({ hasText: 'never published' });
    await status.waitFor();

    // Keyboard: select Start, then add two tasks after it, one after the other.
    await page.locator('[data-step="start"]').click();
    await page.keyboard.press('a');
    await page.keyboard.type('Reserve MSISDN');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Activate subscriber');
    await page.keyboard.press('Enter');
    await page.locator('[data-step="activate-subscriber"]').waitFor();
    await eventually(() => page.locator('[data-step]').count()).toBe(4);

    // Mouse: pick the second task and rename it in the inspector; lay the graph out again.
    await page.locator('[data-step="activate-subscriber"]').click();
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    const name = inspector.getByRole('textbox', { name: 'Name' });
    await name.fill('Activate on the HLR');
    await name.press('Enter');
    await page.locator('[data-step="activate-subscriber"]').getByText('Activate on the HLR').waitFor();
    // Mouse: drag the end aside; it stays where it was let go, and Tidy layout puts it back in line.
    const end = page.locator('[data-step="end"]');
    const before = await end.boundingBox();
    if (!before) throw new Error('the studio drew no end step');
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await page.mouse.move(before.x + before.width / 2 + 160, before.y + before.height / 2, { steps: 8 });
    await page.mouse.up();
    await eventually(async () => ((await end.boundingBox())?.x ?? before.x) - before.x).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Tidy layout' }).click();
    await eventually(async () => Math.abs(((await end.boundingBox())?.x ?? 0) - before.x)).toBeLessThan(2);
    await page
      .getByRole('status')
      .filter({ hasText: 'All changes saved' })
      .filter({ hasText: 'no problems' })
      .waitFor();
    await screenshotsAtBothSizes(page, 'workflow-studio');

    // Undo the rename and redo it.
    await page.locator('[data-step="reserve-msisdn"]').click();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.locator('[data-step="activate-subscriber"]').getByText('Activate subscriber').first().waitFor();
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+y');
    await page.locator('[data-step="activate-subscriber"]').getByText('Activate on the HLR').waitFor();

    await page.getByRole('button', { name: 'Publish…' }).click();
    const publish = page.getByRole('dialog', { name: `Publish ${WORKFLOW} as version 1` });
    await publish.getByRole('textbox', { name: 'What changed' }).fill('First version: reserve and activate.');
    await publish.getByRole('button', { name: 'Publish version 1' }).click();
    await page.getByText(`${WORKFLOW} published as version 1.`).waitFor();
    await page.getByRole('status').filter({ hasText: 'latest version 1' }).waitFor();

    // Change the draft, see the change beside version 1, and restore version 1 over it.
    await page.locator('[data-step="reserve-msisdn"]').click();
    const reserveName = inspector.getByRole('textbox', { name: 'Name' });
    await reserveName.fill('Reserve a number');
    await reserveName.press('Enter');
    await page.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: `Versions of ${WORKFLOW}` });
    await versions.getByText('First version: reserve and activate.', { exact: true }).waitFor();
    await versions.getByRole('cell', { name: 'Reserve a number', exact: true }).waitFor();
    await screenshotsAtBothSizes(page, 'workflow-studio-versions');
    await versions.getByRole('button', { name: 'Restore as draft' }).click();
    await page
      .getByRole('alertdialog', { name: 'Restore version 1 as the draft?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await page.getByText(`Version 1 restored as the draft of ${WORKFLOW}.`).waitFor();
    await page.locator('[data-step="reserve-msisdn"]').getByText('Reserve MSISDN').first().waitFor();

    // Map it to a new service's ADD and run an order of it.
    await page.goto(harness.url('/configure/services?mode=newService'));
    const service = page.getByRole('dialog', { name: 'Create service' });
    await service.getByRole('textbox', { name: 'Name', exact: true }).fill('number-activation');
    await service.getByRole('textbox', { name: 'Display name' }).fill('Number activation');
    await service.getByRole('textbox', { name: 'Category' }).fill('Mobile');
    await service.getByRole('button', { name: 'Add operation' }).click();
    await service
      .getByRole('group', { name: 'ADD' })
      .getByRole('combobox', { name: 'Workflow' })
      .selectOption({ label: WORKFLOW });
    await service.getByRole('button', { name: 'Create service' }).click();
    await service.waitFor({ state: 'hidden' });

    // The service studio draws the service; the workflow's box opens the workflow studio for ADD.
    await openPalette(page);
    await combobox.fill('Open service');
    await palette(page)
      .getByRole('option', { name: /Open service…/ })
      .click();
    await combobox.fill('number-act');
    await palette(page)
      .getByRole('option', { name: /number-activation/ })
      .click();
    await page.waitForURL(/\/configure\/service\?serviceName=number-activation/);
    const workflowBox = page.locator('[data-box^="workflow:"]');
    await workflowBox.getByText('latest published (1)').waitFor();
    await page.locator('[data-box="operation:0"]').getByText('ADD').waitFor();
    await screenshotsAtBothSizes(page, 'service-studio');
    await workflowBox.dblclick();
    await page.waitForURL(/\/configure\/workflow\?workflowName=.*&operation=ADD/);
    await page.getByText('for operation ADD').waitFor();

    // A test order from the studio runs version 1, and the canvas shows each step as it runs.
    await page.locator('[data-step="start"]').waitFor();
    await page.keyboard.press('t');
    const run = page.getByRole('dialog', { name: `Run a test order on ${WORKFLOW}` });
    await run
      .getByRole('combobox', { name: 'Service operation' })
      .selectOption({ label: 'Number activation · ADD (latest: version 1)' });
    await run
      .getByRole('textbox', { name: 'Payload' })
      .fill(JSON.stringify({ msisdn: '46700001233', iccid: '8946000000000001233' }));
    await run.getByRole('button', { name: 'Run test order' }).click();
    await run.waitFor({ state: 'hidden' });
    const bar = page.getByRole('region', { name: 'Test run' });
    await bar.getByText('version 1').waitFor();
    await page.locator('[data-step="end"][data-run="COMPLETED"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-step="activate-subscriber"][data-run="COMPLETED"]').waitFor();
    await bar.getByText('4 of 4 steps done').waitFor();
    await bar.getByText('Completed', { exact: true }).waitFor();
    await screenshotsAtBothSizes(page, 'workflow-studio-test-run');

    const created = await harness.api(ORDER_PATHS.devCreate, {
      method: 'POST',
      token: adminToken,
      body: {
        service: 'number-activation',
        operation: 'ADD',
        payload: { msisdn: '46700001234', iccid: '8946000000000001234' },
      },
    });
    expect([200, 201]).toContain(created.status);
    const order = ((await created.json()) as { data: Order }).data;
    await page.goto(harness.url(orderDetailHref(order)));
    await page.locator('[data-step="activate-subscriber"][data-state="COMPLETED"]').waitFor({ timeout: 30_000 });
    const listed = await harness.api(`${ORDER_RESOURCE.paths.list}?q=${order.orderNumber}`, { token: adminToken });
    const [found] = ((await listed.json()) as { data: { items: Order[] } }).data.items;
    expect(found?.workflowVersion).toBe(1);
  });

  it('redirects the older paths and shows a reader the graph and the service without editing', async () => {
    const page = await harness.signedIn('developer');
    await page.goto(harness.url('/configure/studio/service?serviceName=mobile-postpaid'));
    await page.waitForURL(/\/configure\/service\?serviceName=mobile-postpaid/);
    await page.getByRole('heading', { level: 1, name: 'Mobile postpaid' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Read only' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Display name' }).isDisabled()).toBe(true);

    await page.goto(harness.url(`/studio/workflow?workflowName=${encodeURIComponent('IPTV add-on – add')}`));
    await page.waitForURL(/\/configure\/workflow\?workflowName=/);
    await page.getByRole('status').filter({ hasText: 'Read only' }).waitFor();
    expect(await page.getByRole('button', { name: 'Publish…' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Find a step to add' }).isDisabled()).toBe(true);
  });
});
