import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, ORDER_RESOURCE, type Order, type OrderTask } from '../../engine/public/contract/order.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { SIMULATOR_PATHS } from '../../engine/public/contract/enginePaths.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import type { PermissionTree } from '../../../core/contract/permissions.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { ALERT_RESOURCE, SENT_PATHS, SENT_RESOURCE, type Alert, type SentNotification } from '../contract.ts';
import { until } from '../../../tests/server/support/until.ts';

/** Notifications over real HTTP: defined on the kit, sent when their event happens, resent on request. */
let server: TestServer;
let designer: Caller;
let operator: Caller;
let watcher: Caller;
let foreigner: Caller;

async function signIn(tenantId: string, username: string, permissions: PermissionTree): Promise<Caller> {
  const user = await createUserWithPermissions(server, { tenantId, username, permissions });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  designer = await signIn(AURORA, 'alert-designer', { notifications: '1111' });
  operator = await signIn(AURORA, 'alert-operator', {
    monitor: { orders: '1100', notifications: '0110' },
    networks: '1111',
  });
  watcher = await signIn(AURORA, 'alert-watcher', { monitor: { notifications: '0100' } });
  foreigner = await signIn(BOREALIS, 'alert-foreigner', { monitor: { notifications: '0100' } });
});

afterAll(async () => {
  await server?.close();
});

const sentFor = async (who: Caller, orderNumber: string) =>
  expectStatus(await who.get<KeysetPage<SentNotification>>(`${SENT_RESOURCE.paths.list}?q=${orderNumber}`), 200).body
    .data.items;

const outboxFor = async (orderNumber: string) =>
  (
    await sql<{ subject: string; recipient: string }>`select subject, recipient from mail_outbox
      where tenant_id = ${AURORA} and subject like ${`%${orderNumber}%`}`.execute(server.runtime.services.db)
  ).rows;

const readOrder = async (orderId: string) =>
  expectStatus(await operator.get<Order>(fillPath(ORDER_RESOURCE.paths.get ?? '', { orderId })), 200).body.data;

const mailsTo = async (recipient: string, orderNumber: string) =>
  (
    await sql<{ subject: string; body: string }>`select subject, body from mail_outbox
      where tenant_id = ${AURORA} and recipient = ${recipient} and subject like ${`%${orderNumber}%`}`.execute(
      server.runtime.services.db,
    )
  ).rows;

/** A mobile DELETE parked at its billing step: the simulated billing fails every call while it runs. */
async function parkedDelete(msisdn: string): Promise<Order> {
  const billing = (failureRate: number) =>
    operator.put(SIMULATOR_PATHS.elements, { element: 'billing', latencyMs: 0, failureRate });
  expectStatus(await billing(1), 200);
  try {
    const body = { service: 'mobile-postpaid', operation: 'DELETE', subscriberKey: msisdn, payload: { msisdn } };
    const created = expectStatus(await operator.post<Order>(ORDER_PATHS.create, body), 200).body.data;
    return await until(
      () => readOrder(created.orderId),
      (candidate) => candidate.state === 'FAILED_TEMP',
      'the order to be parked',
    );
  } finally {
    expectStatus(await billing(0), 200);
  }
}

describe('notifications', () => {
  it('checks recipients against the channel, reading one from the order when it holds a placeholder', async () => {
    const bad = expectStatus(
      await designer.post(ALERT_RESOURCE.paths.create ?? '', {
        name: 'Bad mail',
        channel: 'EMAIL',
        events: ['ORDER_FAILED'],
        recipients: ['ops@aurora.example', 'not-an-address'],
        template: 'x',
      }),
      400,
    );
    expect(bad.body.errorDescription).toContain('body.recipients.1');
    const sms = expectStatus(
      await designer.post<Alert>(ALERT_RESOURCE.paths.create ?? '', {
        name: 'Task failed SMS',
        channel: 'SMS',
        events: ['TASK_FAILED'],
        service: 'iptv-addon',
        recipients: ['{{payload.msisdn}}', '+46700000001'],
        template: 'Task {{event.step}} failed on {{order.orderNumber}}',
      }),
      200,
    ).body.data;
    expect(sms).toMatchObject({ channel: 'SMS', events: ['TASK_FAILED'], enabled: true, version: 1 });
    const path = ALERT_RESOURCE.paths.update?.replace(':alertId', sms.alertId) ?? '';
    const webhook = expectStatus(await designer.put(path, { channel: 'WEBHOOK', version: 1 }), 400);
    expect(webhook.body.errorDescription).toContain('recipients.1');
    expectStatus(await watcher.post(ALERT_RESOURCE.paths.create ?? '', { name: 'Mine' }), 403);
    expectStatus(await designer.post(ALERT_RESOURCE.paths.create ?? '', { name: 'No events', channel: 'SMS' }), 400);
  });

  it('sends a failed order’s notification to the outbox once, and again on resend', async () => {
    expectStatus(
      await designer.post(ALERT_RESOURCE.paths.create ?? '', {
        name: 'Parked orders to the operators',
        channel: 'EMAIL',
        events: ['ORDER_FAILED'],
        service: 'mobile-postpaid',
        recipients: ['role:Operator', 'user:nobody-here'],
        subject: 'A parked order for the operators',
        template: '{{order.orderNumber}} waits for you.',
      }),
      200,
    );
    const order = await parkedDelete('491708880001');
    const toOperations = (item: SentNotification) => item.alert === 'Failed orders to operations';
    const sent = (
      await until(
        () => sentFor(watcher, order.orderNumber),
        (items) => items.some((item) => toOperations(item) && item.state === 'SENT'),
        'the notification to be sent',
      )
    ).find(toOperations);
    expect(sent).toMatchObject({
      alert: 'Failed orders to operations',
      channel: 'EMAIL',
      event: 'ORDER_FAILED',
      recipient: `operations@${AURORA}.example`,
      subject: `Order ${order.orderNumber} failed`,
      attempts: 1,
    });
    const toOperators = await until(
      () => sentFor(watcher, order.orderNumber),
      (items) => items.filter((item) => item.alert === 'Parked orders to the operators').length === 2,
      'the notifications to the operators',
    );
    expect(
      toOperators
        .filter((item) => item.alert === 'Parked orders to the operators')
        .map((item) => [item.recipient, item.state === 'FAILED' ? item.lastError : 'ok'])
        .sort(),
    ).toEqual([
      ['operator@aurora.example', 'ok'],
      ['user:nobody-here', 'user:nobody-here names no active user of the tenant with an email address.'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(await outboxFor(order.orderNumber)).toEqual([
      { subject: `Order ${order.orderNumber} failed`, recipient: `operations@${AURORA}.example` },
    ]);
    expect(await sentFor(foreigner, order.orderNumber)).toEqual([]);

    expectStatus(await watcher.post(SENT_PATHS.resend, { notificationId: sent?.notificationId }), 403);
    const again = expectStatus(
      await operator.post<SentNotification>(SENT_PATHS.resend, { notificationId: sent?.notificationId }),
      200,
    ).body.data;
    expect(again).toMatchObject({ state: 'QUEUED', resendOf: sent?.notificationId });
    await until(
      () => outboxFor(order.orderNumber),
      (rows) => rows.length === 2,
      'the resent mail',
    );
    expect(
      expectStatus(await operator.post(SENT_PATHS.resend, { notificationId: 'nope' }), 400).body.errorDescription,
    ).toContain('body.notificationId');
  });

  it('mails a parked order in the console’s words: the step that failed, why, and a link to the order', async () => {
    const order = await parkedDelete('491708880002');
    const [mail] = await until(
      () => mailsTo(`operations@${AURORA}.example`, order.orderNumber),
      (mails) => mails.length > 0,
      'the failed-order mail',
    );
    const tasks = expectStatus(
      await operator.get<OrderTask[]>(fillPath(ORDER_PATHS.tasks, { orderId: order.orderId })),
      200,
    ).body.data;
    const failed = tasks.find((task) => task.state === 'FAILED') as OrderTask;
    expect(failed).toMatchObject({ stepName: 'Close billing account', errorCode: 'HTTP_5XX' });
    expect(failed.errorMessage).toContain('The element answered 503');
    const { PORT } = server.runtime.services.config;
    const link = `http://localhost:${PORT}/sdp/monitor/order-listing/order?orderNumber=${order.orderNumber}&orderId=${order.orderId}`;
    expect(mail?.subject).toBe(`Order ${order.orderNumber} failed`);
    expect(mail?.body.split('\n')).toEqual([
      `Order ${order.orderNumber} (mobile-postpaid DELETE) stopped.`,
      'State: Parked',
      'Step: Close billing account',
      `Why: Close billing account: ${failed.errorMessage}`,
      `Open it to retry or mend it: ${link}`,
    ]);
  });

  it('tells of an order past its SLA due time, once', async () => {
    expectStatus(
      await designer.post(ALERT_RESOURCE.paths.create ?? '', {
        name: 'Late IPTV',
        channel: 'EMAIL',
        events: ['SLA_BREACHED'],
        service: 'iptv-addon',
        recipients: ['sla@aurora.example'],
        subject: 'Late: {{order.orderNumber}}',
        template: '{{order.orderNumber}} was due.',
      }),
      200,
    );
    const late = expectStatus(
      await operator.post<Order>(ORDER_PATHS.create, {
        service: 'iptv-addon',
        operation: 'ADD',
        payload: { bundle: 'Cinema' },
        slaDueAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      200,
    ).body.data;
    const lateIptv = (item: SentNotification) => item.alert === 'Late IPTV';
    const sent = (
      await until(
        () => sentFor(watcher, late.orderNumber),
        (items) => items.some((item) => lateIptv(item) && item.state === 'SENT'),
        'the SLA notification to be sent',
      )
    ).find(lateIptv);
    expect(sent).toMatchObject({ alert: 'Late IPTV', event: 'SLA_BREACHED', recipient: 'sla@aurora.example' });
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    // Only the breach is told to this alert's recipient (the order may also fail: other alerts tell of that).
    const told = (await outboxFor(late.orderNumber)).filter((mail) => mail.recipient === 'sla@aurora.example');
    expect(told).toEqual([{ subject: `Late: ${late.orderNumber}`, recipient: 'sla@aurora.example' }]);
  });
});
