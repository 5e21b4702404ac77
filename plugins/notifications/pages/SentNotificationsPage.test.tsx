import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import type { Alert, SentNotification } from '../contract.ts';
import notificationsPlugin from '../index.ts';
import { ALERT_RESOURCE, NOTIFICATIONS_PATH, SENT_MONITOR_PATH, SENT_PATHS, SENT_RESOURCE } from '../paths.ts';

const SENT: SentNotification = {
  notificationId: '00000000-0000-4000-8000-0000000000d1',
  alertId: '00000000-0000-4000-8000-0000000000d0',
  alert: 'Failed orders to operations',
  channel: 'EMAIL',
  event: 'ORDER_FAILED',
  orderId: '00000000-0000-4000-8000-000000000042',
  orderNumber: 'ORD-00000042',
  recipient: 'operations@aurora.example',
  subject: 'Order ORD-00000042 failed',
  body: 'Order ORD-00000042 is FAILED_TEMP.',
  state: 'SENT',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  sentAt: '2026-11-26T10:00:01.000Z',
  resendOf: null,
};

const ALERT: Alert = {
  alertId: SENT.alertId ?? '',
  name: 'Failed orders to operations',
  description: '',
  channel: 'EMAIL',
  events: ['ORDER_FAILED'],
  service: null,
  recipients: ['operations@aurora.example'],
  subject: 'Order {{order.orderNumber}} failed',
  template: 'Order {{order.orderNumber}} is {{order.state}}.',
  enabled: true,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'seed',
};

function renderNotifications(path: string) {
  return renderWorkspace({
    plugins: [notificationsPlugin],
    path,
    user: adminUser({ permissions: { monitor: { notifications: '0110' }, notifications: '1111' } }),
    http: (http) =>
      http
        .respond('GET', SENT_RESOURCE.paths.list, { items: [SENT], nextCursor: null })
        .respond('GET', ALERT_RESOURCE.paths.list, { items: [ALERT], nextCursor: null })
        .respond('GET', ALERT_RESOURCE.paths.get?.replace(':alertId', ALERT.alertId) ?? '', ALERT)
        .respond('GET', /^\/views\//, [])
        .respond('POST', SENT_PATHS.resend, { ...SENT, notificationId: 'again', state: 'QUEUED', attempts: 0 }),
  });
}

describe('the notifications screens', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists what was sent, opens one and resends it', async () => {
    const { events, http } = await renderNotifications(SENT_MONITOR_PATH);
    const grid = await screen.findByRole('grid', { name: 'Sent notifications' });
    await events.click(await within(grid).findByText('Failed orders to operations'));
    const panel = await screen.findByRole('dialog', { name: /Failed orders to operations/ });
    expect(within(panel).getByText('operations@aurora.example')).toBeTruthy();
    await events.click(within(panel).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(http.callsTo(SENT_PATHS.resend)[0]?.input).toEqual({ notificationId: SENT.notificationId }),
    );
    expect(await within(screen.getByRole('dialog', { name: /Failed orders/ })).findByText('QUEUED')).toBeTruthy();
  });

  it('opens a notification named in the address in its form', async () => {
    await renderNotifications(`${NOTIFICATIONS_PATH}?notificationName=failed%20orders%20to%20operations`);
    const form = await screen.findByRole('dialog', { name: /Failed orders to operations/ });
    expect((within(form).getByLabelText('Recipients') as HTMLTextAreaElement).value).toBe('operations@aurora.example');
  });
});
