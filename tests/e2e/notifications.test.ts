import { describe, expect, it } from 'vitest';
import { ORDER_PATHS, type Order } from '../../plugins/engine/public/contract/order.ts';
import { SIMULATOR_PATHS } from '../../plugins/engine/public/contract/simulator.ts';
import { TASK_TEMPLATE_RESOURCE, type TaskTemplate } from '../../plugins/engine/public/contract/taskTemplate.ts';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { recordPath } from '../../plugins/resourceKit/public/contract/resource.ts';
import { SENT_RESOURCE, type SentNotification } from '../../plugins/notifications/contract.ts';
import { parseSession, screenshotsAtBothSizes, sessionCookie, useConsole } from './consoleHarness.ts';

/** Notifications: a failed order's email is in the monitor of what was sent, and can be sent again. */
const harness = useConsole();

describe('notifications', () => {
  it('lists the notification a failed order caused, and resends it', async () => {
    const admin = await harness.signedIn('admin');
    const token = parseSession((await sessionCookie(admin))?.value ?? '').token;
    const simulate = (failureRate: number) =>
      harness.api(SIMULATOR_PATHS.elements, {
        method: 'PUT',
        token,
        body: { element: 'billing', latencyMs: 5, failureRate },
      });
    expect((await simulate(1)).status).toBe(200);
    // One attempt at closing the billing account: the order parks at once instead of after billing's retries.
    const found = await harness.api(`${TASK_TEMPLATE_RESOURCE.paths.list}?q=${encodeURIComponent('Close billing')}`, {
      token,
    });
    const billing = ((await found.json()) as { data: KeysetPage<TaskTemplate> }).data.items[0] as TaskTemplate;
    const once = await harness.api(recordPath(TASK_TEMPLATE_RESOURCE, 'update', billing.taskTemplateId), {
      method: 'PUT',
      token,
      body: { version: billing.version, retryPolicy: { ...billing.retryPolicy, maxAttempts: 1 } },
    });
    expect(once.status).toBe(200);
    const created = await harness.api(ORDER_PATHS.create, {
      method: 'POST',
      token,
      body: {
        service: 'mobile-postpaid',
        operation: 'DELETE',
        subscriberKey: '46700009191',
        payload: { msisdn: '46700009191' },
      },
    });
    const { orderNumber } = ((await created.json()) as { data: Order }).data;

    // The order parks at once (billing is tried once); the notifier sends within seconds.
    const sentFor = async () => {
      const sent = await harness.api(`${SENT_RESOURCE.paths.list}?q=${orderNumber}`, { token });
      return ((await sent.json()) as { data: KeysetPage<SentNotification> }).data.items;
    };
    await expect.poll(async () => (await sentFor()).length, { timeout: 30_000, interval: 500 }).toBeGreaterThan(0);

    const page = await harness.signedIn('operator');
    await page.goto(harness.url(`/monitor/notification-listing?sentNotifications.q=${orderNumber}`));
    const grid = page.getByRole('grid', { name: 'Sent notifications' });
    await grid.getByRole('link', { name: orderNumber }).waitFor();
    expect((await simulate(0)).status).toBe(200);
    await grid.getByText('SENT').waitFor();
    await grid.getByText('Failed orders to operations').click();
    const panel = page.getByRole('dialog', { name: /Failed orders to operations/ });
    await panel.getByText(`Order ${orderNumber} failed`).waitFor();
    await screenshotsAtBothSizes(page, 'notification-sent');
    await panel.getByRole('button', { name: 'Resend' }).click();
    await page
      .getByRole('dialog', { name: /Failed orders to operations/ })
      .getByText('QUEUED')
      .waitFor();
    await page.keyboard.press('Escape');
    await screenshotsAtBothSizes(page, 'notifications-monitor');

    const designer = await harness.signedIn('designer');
    await designer.goto(harness.url('/configure/notifications?notificationName=Line%20activated%20SMS'));
    const form = designer.getByRole('dialog', { name: /Line activated SMS/ });
    await form.getByLabel('Recipients').waitFor();
    expect(await form.getByLabel('Recipients').inputValue()).toBe('{{payload.msisdn}}');
    await screenshotsAtBothSizes(designer, 'notifications');
  });
});
