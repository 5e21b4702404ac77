import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSubscriber } from '../testing/localSubscriber.ts';
import { sendAttempt, type OutgoingMessage } from './sendAttempt.ts';

/** One attempt against an endpoint on loopback, without a server: redirects, long answers and slow ones. */
const endpoint = new LocalSubscriber();

beforeAll(() => endpoint.start());
afterAll(() => endpoint.stop());

const message = (path: string): OutgoingMessage => ({
  destination: { url: endpoint.url(path), addresses: ['127.0.0.1'] },
  webhookId: 'msg_0123456789abcdef0123456789abcdef',
  body: '{"type":"TEST"}',
  contentType: 'application/json',
  secrets: ['whsec_' + Buffer.alloc(24, 7).toString('base64')],
  headers: {},
  timestampSeconds: Math.floor(Date.now() / 1000),
});

describe('one attempt', () => {
  it('does not follow a redirect, and keeps at most 1 KiB of an answer', async () => {
    endpoint.answer('/destination', { status: 302, location: endpoint.url('/redirected') });
    const redirect = await sendAttempt(message('/destination'));
    expect(redirect).toMatchObject({ ok: false, statusCode: 302 });
    expect(redirect.response).toContain('not followed');
    expect(endpoint.callsTo('/redirected')).toEqual([]);
    endpoint.answer('/destination', { status: 500, body: 'x'.repeat(5_000) });
    const long = await sendAttempt(message('/destination'));
    expect(long).toMatchObject({ statusCode: 500, response: 'x'.repeat(1_024) });
  });

  it('connects to the address checked, not to what the name resolves to now, and keeps the name as the host', async () => {
    const { port } = new URL(endpoint.origin);
    const pinned = await sendAttempt({
      ...message('/pinned'),
      destination: { url: `http://unresolvable.reverse.test:${port}/pinned`, addresses: ['127.0.0.1'] },
      headers: { authorization: 'Bearer sealed-before' },
    });
    expect(pinned).toMatchObject({ ok: true, statusCode: 200 });
    const [call] = endpoint.callsTo('/pinned');
    expect(call?.headers).toMatchObject({
      host: `unresolvable.reverse.test:${port}`,
      authorization: 'Bearer sealed-before',
      'content-length': String(Buffer.byteLength('{"type":"TEST"}')),
    });
  });

  it('gives up on an answer that takes longer than the timeout', { timeout: 30_000 }, async () => {
    endpoint.answer('/slow', { status: 200, delayMs: 12_000 });
    const slow = await sendAttempt(message('/slow'));
    expect(slow).toMatchObject({ ok: false, statusCode: null, response: 'No answer within 10 s.' });
    expect(slow.latencyMs).toBeGreaterThanOrEqual(9_900);
  });
});
