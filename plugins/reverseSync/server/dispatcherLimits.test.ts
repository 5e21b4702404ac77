import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { continueChain } from '../../../core/server/jobs/runRegularly.ts';
import { until } from '../../../tests/server/support/until.ts';
import { expectStatus } from '../../../tests/server/support/adminCalls.ts';
import { REVERSE_EVENT_TYPES, SUBSCRIBER_RESOURCE } from '../contract.ts';
import { DISPATCH_QUEUE } from './dispatcher.ts';
import { reverseServerOfFile } from './testing/reverseServer.ts';

/**
 * What holds a delivery back and what does not: a slow subscriber never holds another's delivery, a
 * per-second rate limit lets a subscriber's deliveries start only as fast as its bucket refills on the
 * server's (fake) clock, the others waiting rather than failing, and the dispatcher's chain never doubles.
 */
const reverse = reverseServerOfFile();
const { endpoint } = reverse;

describe('the dispatcher’s limits', () => {
  it('writes a quick subscriber’s delivery while a slow one has not answered yet', async () => {
    endpoint.answer('/slow', { status: 200, delayMs: 6_000 });
    const slow = await reverse.subscribe({ name: 'Slow', url: endpoint.url('/slow') });
    const quick = await reverse.subscribe({ name: 'Quick', url: endpoint.url('/quick') });
    await reverse.completedOrder('46701120001');
    await reverse.deliveriesUntil(quick.subscriberId, (d) => d[0]?.state === 'DELIVERED', 'the quick delivery');
    expect(endpoint.callsTo('/slow')).toHaveLength(1);
    const waiting = await reverse.deliveriesOf(slow.subscriberId);
    expect(waiting).toMatchObject([{ state: 'PENDING', attempts: [] }]);
    await reverse.deliveriesUntil(slow.subscriberId, (d) => d[0]?.state === 'DELIVERED', 'the slow delivery');
  });

  it('starts at most the rate limit’s deliveries per second; the rest wait as pending', async () => {
    const limited = await reverse.subscribe({
      name: 'Limited',
      url: endpoint.url('/limited'),
      eventTypes: [...REVERSE_EVENT_TYPES],
      ratePerSecond: 2,
    });
    expect(limited.ratePerSecond).toBe(2);
    for (const msisdn of ['46701120002', '46701120003', '46701120004']) await reverse.completedOrder(msisdn);
    const made = await reverse.deliveriesOf(limited.subscriberId);
    expect(made.length).toBeGreaterThanOrEqual(5);
    const sentAfter = async (count: number) => {
      await until(
        async () => endpoint.callsTo('/limited').length,
        (sent) => sent >= count,
        `${count} sends`,
      );
      await sleep(1_000);
      expect(endpoint.callsTo('/limited')).toHaveLength(count);
    };
    await sentAfter(2);
    const held = await reverse.deliveriesOf(limited.subscriberId);
    expect(held.filter((delivery) => delivery.state === 'PENDING' && delivery.attempts.length === 0)).toHaveLength(
      made.length - 2,
    );
    expect(held.some((delivery) => delivery.state === 'FAILED' || delivery.state === 'RETRYING')).toBe(false);
    await reverse.advance(1_000);
    await sentAfter(4);
    await reverse.advance(500);
    await sentAfter(5);
  });

  it('reads and changes the rate limit, refusing one out of bounds by its field', async () => {
    const created = await reverse.subscribe({ name: 'Bounded', url: endpoint.url('/bounded'), ratePerSecond: 50 });
    const refused = await reverse.operator.post(SUBSCRIBER_RESOURCE.paths.create ?? '', {
      name: 'Unbounded',
      url: endpoint.url('/unbounded'),
      eventTypes: ['ORDER_COMPLETED'],
      ratePerSecond: 0,
    });
    expect(expectStatus(refused, 400).body.message).toContain('ratePerSecond');
    const read = expectStatus(await reverse.readSubscriber(reverse.operator, created.subscriberId), 200).body.data;
    expect(read).toMatchObject({ ratePerSecond: 50, concurrency: 4 });
  });

  it('continues the chain from only one of two runs that end together', async () => {
    const { jobs } = reverse.server.runtime.services;
    const continued = await Promise.all([
      continueChain(jobs, DISPATCH_QUEUE, 60_000),
      continueChain(jobs, DISPATCH_QUEUE, 60_000),
    ]);
    expect(continued.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(await jobs.count(DISPATCH_QUEUE, 'created')).toBe(1);
  });
});
