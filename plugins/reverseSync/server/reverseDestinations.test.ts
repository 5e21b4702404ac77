import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { caller, expectStatus } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, demoPassword } from '../../../tests/server/support/fixtures.ts';
import { until } from '../../../tests/server/support/until.ts';
import { REVERSE_PATHS, SUBSCRIBER_RESOURCE, type Receiver, type Subscriber } from '../contract.ts';
import { receiverPath } from '../paths.ts';
import { addNetworkInterface, answerHostNames } from './testing/hostNames.ts';
import { reverseServerOfFile } from './testing/reverseServer.ts';

/**
 * Where subscribers may post on a server whose operator allows no inside address (the default): loopback,
 * private and the server's own addresses refused when saved and before every attempt, the built-in
 * receiver reached by its path for the subscriber's own tenant only, and the demo's subscribers delivered.
 */
const reverse = reverseServerOfFile({});
const { endpoint } = reverse;
const names = new Map<string, string[]>();
const restores: (() => void)[] = [];

afterEach(() => {
  for (const restore of restores.splice(0)) restore();
  names.clear();
});

const create = (url: string, name: string) =>
  reverse.operator.post<Subscriber>(SUBSCRIBER_RESOURCE.paths.create ?? '', {
    name,
    url,
    eventTypes: ['ORDER_COMPLETED'],
  });

/** The 400's description of a subscriber refused for its url. */
async function refusedUrl(url: string, name = 'Refused'): Promise<string> {
  const response = await create(url, name);
  expectStatus(response, 400);
  expect(response.body.data).toMatchObject({ fieldErrors: [expect.objectContaining({ path: 'url' })] });
  return response.body.errorDescription ?? '';
}

describe('a subscriber’s address when it is saved', () => {
  it('refuses loopback, private and special addresses, naming url and how an operator allows them', async () => {
    const allowing = /SDP_REVERSE_PRIVATE_DESTINATIONS/;
    expect(await refusedUrl(endpoint.url('/saved'))).toMatch(/body\.url: 127\.0\.0\.1 is a loopback address/);
    expect(await refusedUrl(endpoint.url('/saved'))).toMatch(allowing);
    expect(await refusedUrl('http://10.20.30.40/hook')).toMatch(/10\.20\.30\.40 is a private address/);
    expect(await refusedUrl(`http://[::ffff:127.0.0.1]:${new URL(endpoint.origin).port}/saved`)).toMatch(
      /is a loopback address/,
    );
    expect(await refusedUrl('http://169.254.169.254/latest/meta-data')).toMatch(/a link-local address/);
    expect(await refusedUrl('http://100.64.0.1/hook')).toMatch(/a carrier-grade NAT address/);
    expect(await refusedUrl(`http://localhost:${new URL(endpoint.origin).port}/saved`)).toMatch(
      /localhost resolves to (127\.0\.0\.1|::1), a loopback address/,
    );
    const saved = expectStatus(await create('https://81.2.69.142/hook', 'Outside'), 200).body.data;
    const edit = await reverse.operator.put(recordPath(SUBSCRIBER_RESOURCE, 'update', saved.subscriberId), {
      version: saved.version,
      url: 'http://192.168.1.10/hook',
    });
    expect(expectStatus(edit, 400).body.errorDescription).toMatch(/body\.url: 192\.168\.1\.10 is a private address/);
    expect(endpoint.calls).toEqual([]);
  });

  it('refuses a name resolving to a private address, and this server’s own public address', async () => {
    restores.push(answerHostNames(names).restore);
    names.set('intranet.reverse.test', ['10.1.2.3']);
    expect(await refusedUrl('https://intranet.reverse.test/hook')).toMatch(
      /intranet\.reverse\.test resolves to 10\.1\.2\.3, a private address/,
    );
    restores.push(addNetworkInterface('81.2.69.142').restore);
    expect(await refusedUrl('https://81.2.69.142/hook')).toMatch(/81\.2\.69\.142 is an address of this server/);
  });
});

describe('a subscriber’s address before each attempt', () => {
  it('refuses what resolves to loopback by then, and what was stored before, recording why on the attempt', async () => {
    restores.push(answerHostNames(names).restore);
    names.set('moving.reverse.test', ['81.2.69.142']);
    const moving = expectStatus(
      await create(`http://moving.reverse.test:${new URL(endpoint.origin).port}/moving`, 'Moving'),
      200,
    ).body.data;
    names.set('moving.reverse.test', ['127.0.0.1']);
    const rebound = await reverse.sendTestEvent(moving.subscriberId);
    expect(rebound).toMatchObject({ delivered: false, attempt: { statusCode: null } });
    expect(rebound.attempt.response).toMatch(
      /^Not sent: moving\.reverse\.test resolves to 127\.0\.0\.1, a loopback address\. .*SDP_REVERSE_PRIVATE_DESTINATIONS/,
    );
    const stored = expectStatus(await create('https://81.2.69.142/stored', 'Stored before'), 200).body.data;
    await sql`update reverse_subscribers set url = ${endpoint.url('/stored')} where id = ${stored.subscriberId}`.execute(
      reverse.db,
    );
    const refused = await reverse.sendTestEvent(stored.subscriberId);
    expect(refused.attempt.response).toMatch(/^Not sent: 127\.0\.0\.1 is a loopback address/);
    const [delivery] = await reverse.deliveriesOf(stored.subscriberId);
    expect(delivery?.attempts).toEqual([expect.objectContaining({ ok: false, response: refused.attempt.response })]);
    expect(endpoint.calls).toEqual([]);
  });
});

describe('the built-in receiver', () => {
  it('is reached by its exact path on this server, for the subscriber’s own tenant only', async () => {
    const { baseUrl } = reverse.server;
    const byPath = expectStatus(await create(receiverPath(AURORA, 'by-path'), 'By path'), 200).body.data;
    const byOrigin = expectStatus(await create(`${baseUrl}${receiverPath(AURORA, 'by-origin')}`, 'By origin'), 200).body
      .data;
    expect(await reverse.sendTestEvent(byPath.subscriberId)).toMatchObject({ delivered: true });
    expect(await reverse.sendTestEvent(byOrigin.subscriberId)).toMatchObject({ delivered: true });
    const receiver = expectStatus(await reverse.operator.get<Receiver>(REVERSE_PATHS.receiver), 200).body.data;
    expect(receiver.calls.map((call) => call.name)).toEqual(expect.arrayContaining(['by-path', 'by-origin']));

    expect(await refusedUrl(`${baseUrl}/simulator/${AURORA}/hlr`)).toMatch(/is this server: of its paths only/);
    expect(await refusedUrl(`${baseUrl}${receiverPath(AURORA, 'by-origin')}?copy=1`)).toMatch(/is this server/);
    expect(await refusedUrl(`${baseUrl}${receiverPath('borealis', 'theirs')}`)).toMatch(/another tenant's/);
    expect(await refusedUrl(`${baseUrl}/reverse-receiver/%62orealis/theirs`)).toMatch(/another tenant's/);
    expect(await refusedUrl(receiverPath('borealis', 'theirs'))).toMatch(/names another tenant/);
    const borealis = caller(
      reverse.server,
      await reverse.server.login('borealis-admin', demoPassword('borealis-admin')),
    );
    const intruder = await borealis.post(SUBSCRIBER_RESOURCE.paths.create ?? '', {
      name: 'Into Aurora',
      url: `${baseUrl}${receiverPath(AURORA, 'crm')}`,
      eventTypes: ['ORDER_COMPLETED'],
    });
    expect(expectStatus(intruder, 400).body.errorDescription).toMatch(/body\.url: .*another tenant's/);
  });

  it('delivers the demo subscribers’ events, without any operator setting', async () => {
    const crm = expectStatus(
      await reverse.operator.get<KeysetPage<Subscriber>>(`${SUBSCRIBER_RESOURCE.paths.list}?q=CRM&limit=10`),
      200,
    ).body.data.items.find((subscriber) => subscriber.name === 'CRM') as Subscriber;
    expect(crm.url).toBe(receiverPath(AURORA, 'crm'));
    const orderId = await reverse.completedOrder('46701110077');
    await reverse.deliveriesUntil(
      crm.subscriberId,
      (deliveries) =>
        deliveries.some(
          (delivery) =>
            delivery.orderId === orderId && delivery.eventType === 'ORDER_COMPLETED' && delivery.state === 'DELIVERED',
        ),
      'the CRM’s delivery of the order’s completion',
    );
    const { rows } = await until(
      () =>
        sql<{ calls: number }>`select count(*)::int as calls from reverse_receiver_calls
          where tenant_id = ${AURORA} and name = 'crm' and body like ${`%${orderId}%`}`.execute(reverse.db),
      (result) => (result.rows[0]?.calls ?? 0) > 0,
      'the receiver to record the CRM’s call',
    );
    expect(rows[0]?.calls).toBeGreaterThan(0);
  });
});
