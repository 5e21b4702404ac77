import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { demoPassword } from '../../../tests/server/support/fixtures.ts';
import { TEST_ADMIN_PASSWORD } from '../../../tests/server/support/testServer.ts';
import { HEADER_VALUE_MASK, SUBSCRIBER_RESOURCE, type Subscriber } from '../contract.ts';
import { sealStoredHeaders } from './sealStoredHeaders.ts';
import { reverseServerOfFile } from './testing/reverseServer.ts';

/**
 * A subscriber's headers over real HTTP: their values are secrets — sealed, never answered to any reader,
 * an export or the audit log, kept on an edit that does not send them — and a header that could split or
 * steer the request is refused when saved.
 */
const reverse = reverseServerOfFile();
const { endpoint } = reverse;
const TOKEN = 'Bearer tok-7f3a9c-header-secret';

/** What the test reads of the configuration logs' page (their contract is not public to other plugins). */
interface AuditPage {
  items: { entityId: string; after: unknown }[];
}

let admin: Caller;
let reader: Caller;

beforeAll(async () => {
  admin = caller(reverse.server, await reverse.server.login('admin', TEST_ADMIN_PASSWORD));
  reader = caller(reverse.server, await reverse.server.login('developer', demoPassword('developer')));
});

const update = async (subscriber: Subscriber, fields: Record<string, unknown>) => {
  const current = expectStatus(await reverse.readSubscriber(reverse.operator, subscriber.subscriberId), 200).body.data;
  const path = recordPath(SUBSCRIBER_RESOURCE, 'update', subscriber.subscriberId);
  return reverse.operator.put<Subscriber>(path, { version: current.version, ...fields });
};

/** The headers the endpoint received with the subscriber's test event. */
async function sentHeaders(subscriber: Subscriber, path: string) {
  expect(await reverse.sendTestEvent(subscriber.subscriberId)).toMatchObject({ delivered: true });
  return endpoint.callsTo(path).at(-1)?.headers ?? {};
}

async function storedColumns(subscriberId: string) {
  const { rows } = await sql<{ headers: string; unsealed: string }>`select headers::text as headers,
    unsealed_headers::text as unsealed from reverse_subscribers where id = ${subscriberId}`.execute(reverse.db);
  return rows[0] ?? { headers: '', unsealed: '' };
}

describe('header values', () => {
  it('are answered masked to every reader, in exports and in the audit log, stored sealed and sent as typed', async () => {
    const created = await reverse.subscribe({
      name: 'Header secrets',
      url: endpoint.url('/secrets'),
      headers: { Authorization: TOKEN, 'X-Env': 'prod' },
    });
    const masked = { Authorization: HEADER_VALUE_MASK, 'X-Env': HEADER_VALUE_MASK };
    expect(created.headers).toEqual(masked);
    const answers = [
      await reverse.readSubscriber(reverse.operator, created.subscriberId),
      await reverse.readSubscriber(reader, created.subscriberId),
      await reader.get<KeysetPage<Subscriber>>(`${SUBSCRIBER_RESOURCE.paths.list}?q=Header%20secrets`),
      await reader.get(`${SUBSCRIBER_RESOURCE.paths.export}?q=Header%20secrets`),
      await admin.get<AuditPage>('/audit/getAuditDetails?entity=subscriber&limit=20'),
    ];
    for (const answer of answers) expect(JSON.stringify(expectStatus(answer, 200).body)).not.toContain('tok-7f3a9c');
    expect(expectStatus(answers[1] as (typeof answers)[1], 200).body.data).toMatchObject({ headers: masked });
    const audit = (answers[4] as { body: { data: AuditPage } }).body.data.items;
    // The log keeps of each value that it is set, and when it was entered.
    const entered = { secret: 'set', setAt: expect.any(String) };
    expect(audit.find((entry) => entry.entityId === created.subscriberId)?.after).toMatchObject({
      headers: { Authorization: entered, 'X-Env': entered },
    });
    expect(JSON.stringify(await storedColumns(created.subscriberId))).not.toContain('tok-7f3a9c');
    expect(await sentHeaders(created, '/secrets')).toMatchObject({ authorization: TOKEN, 'x-env': 'prod' });
  });

  it('are kept by an edit that sends null or the mask, replaced when sent, dropped when left out', async () => {
    const subscriber = await reverse.subscribe({
      name: 'Header edits',
      url: endpoint.url('/edits'),
      headers: { Authorization: TOKEN, 'X-Env': 'prod' },
    });
    const nulls = await update(subscriber, { headers: { Authorization: null, 'X-Env': 'staging', 'X-New': 'n' } });
    expect(expectStatus(nulls, 200).body.data.headers).toEqual({
      Authorization: HEADER_VALUE_MASK,
      'X-Env': HEADER_VALUE_MASK,
      'X-New': HEADER_VALUE_MASK,
    });
    expect(await sentHeaders(subscriber, '/edits')).toMatchObject({ authorization: TOKEN, 'x-env': 'staging' });
    expectStatus(await update(subscriber, { headers: { authorization: HEADER_VALUE_MASK } }), 200);
    const kept = await sentHeaders(subscriber, '/edits');
    expect(kept).toMatchObject({ authorization: TOKEN });
    expect(kept).not.toHaveProperty('x-env');
    expectStatus(await update(subscriber, { description: 'Headers untouched' }), 200);
    expect(await sentHeaders(subscriber, '/edits')).toMatchObject({ authorization: TOKEN });

    const nothingStored = await update(subscriber, { headers: { 'X-Unknown': null } });
    expect(expectStatus(nothingStored, 400).body.errorDescription).toBe(
      'Invalid request: body.headers.X-Unknown: Enter a value: none is stored to keep.',
    );
    const created = await reverse.operator.post(SUBSCRIBER_RESOURCE.paths.create ?? '', {
      name: 'Masked on create',
      url: endpoint.url('/masked'),
      eventTypes: ['ORDER_COMPLETED'],
      headers: { Authorization: HEADER_VALUE_MASK },
    });
    expect(expectStatus(created, 400).body.errorDescription).toMatch(/body\.headers\.Authorization: Enter a value/);
  });

  it('stored in clear before they were secrets are still sent, answered masked, and sealed by the worker’s pass', async () => {
    const subscriber = await reverse.subscribe({ name: 'Header legacy', url: endpoint.url('/legacy') });
    await sql`update reverse_subscribers set unsealed_headers = ${JSON.stringify({ Authorization: TOKEN })}::jsonb
      where id = ${subscriber.subscriberId}`.execute(reverse.db);
    const read = expectStatus(await reverse.readSubscriber(reader, subscriber.subscriberId), 200).body.data;
    expect(read.headers).toEqual({ Authorization: HEADER_VALUE_MASK });
    expect(await sentHeaders(subscriber, '/legacy')).toMatchObject({ authorization: TOKEN });
    expect(await sealStoredHeaders(reverse.server.runtime.services)).toBeGreaterThanOrEqual(1);
    const stored = await storedColumns(subscriber.subscriberId);
    expect(stored.unsealed).toBe('{}');
    expect(stored.headers).toMatch(/^\{"Authorization": "v1\./);
    expect(await sentHeaders(subscriber, '/legacy')).toMatchObject({ authorization: TOKEN });
  });
});

describe('a header refused when saved', () => {
  it('names the header and why: line breaks, NUL, bad names, connection and signature headers', async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ 'X-Split': 'a\r\nX-Injected: 1' }, 'X-Split', /line break/],
      [{ 'X-Split': 'a\nb' }, 'X-Split', /line break/],
      [{ 'X-Nul': 'a\u0000b' }, 'X-Nul', /NUL/],
      [{ 'X-Wide': 'naïve' }, 'X-Wide', /printable ASCII/],
      [{ 'Bad Header': 'x' }, 'Bad Header', /not a header name/],
      [{ 'X-Split\r\nInjected': 'x' }, 'X-Split\r\nInjected', /line break/],
      [{ Expect: '100-continue' }, 'Expect', /a header of the connection/],
      [{ Upgrade: 'websocket' }, 'Upgrade', /a header of the connection/],
      [{ 'Keep-Alive': 'timeout=5' }, 'Keep-Alive', /a header of the connection/],
      [{ Connection: 'close' }, 'Connection', /a header of the connection/],
      [{ 'Proxy-Authorization': 'Basic x' }, 'Proxy-Authorization', /a header of the connection/],
      [{ TE: 'trailers' }, 'TE', /a header of the connection/],
      [{ 'Transfer-Encoding': 'chunked' }, 'Transfer-Encoding', /a header of the connection/],
      [{ Host: 'elsewhere.example' }, 'Host', /a header of the connection/],
      [{ 'Content-Length': '0' }, 'Content-Length', /a header of the connection/],
      [{ 'Webhook-Signature': 'v1,forged' }, 'Webhook-Signature', /the server's: it signs/],
      [{ 'Content-Type': 'text/plain' }, 'Content-Type', /the server's: it signs/],
      [{ 'X-Twice': 'a', 'x-twice': 'b' }, 'x-twice', /named twice/],
    ];
    const problems: string[] = [];
    for (const [headers, name, why] of cases) {
      const response = await reverse.operator.post(SUBSCRIBER_RESOURCE.paths.create ?? '', {
        name: 'Refused header',
        url: endpoint.url('/refused'),
        eventTypes: ['ORDER_COMPLETED'],
        headers,
      });
      const description = response.body.errorDescription ?? '';
      if (response.status !== 400 || !description.includes(`body.headers.${name}`) || !why.test(description))
        problems.push(`${JSON.stringify(headers)}: ${response.status} ${description}`);
    }
    expect(problems).toEqual([]);
    expect(endpoint.callsTo('/refused')).toEqual([]);
  });
});
