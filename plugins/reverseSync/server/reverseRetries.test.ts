import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { expectStatus } from '../../../tests/server/support/adminCalls.ts';
import { until } from '../../../tests/server/support/until.ts';
import { REVERSE_PATHS, type Delivery, type ReplayJob } from '../contract.ts';
import { reverseServerOfFile } from './testing/reverseServer.ts';

/**
 * Retries on the server's (fake) clock with the same webhook-id, a subscriber disabled after failing too
 * long, and replay of one delivery or of all failed ones since a time.
 */
const reverse = reverseServerOfFile();
const { endpoint } = reverse;

describe('retries, disabling and replay', () => {
  it('retries on the schedule with the same webhook-id, then fails for good; replay sends it again', async () => {
    endpoint.answer('/flaky', { status: 503, body: '{"error":"down"}' });
    const flaky = await reverse.subscribe({ name: 'Flaky', url: endpoint.url('/flaky'), retrySchedule: [0, 5, 300] });
    await reverse.completedOrder('46701110002');
    const first = await reverse.deliveriesUntil(
      flaky.subscriberId,
      (deliveries) => deliveries[0]?.attempts.length === 1,
      'the first attempt',
    );
    const delivery = first[0] as Delivery;
    expect(delivery.state).toBe('RETRYING');
    const firstAt = Date.parse(delivery.attempts[0]?.at ?? '');
    expect(Date.parse(delivery.nextAttemptAt ?? '')).toBe(firstAt + 5_000);
    await reverse.advance(5_000);
    const second = (
      await reverse.deliveriesUntil(flaky.subscriberId, (d) => d[0]?.attempts.length === 2, 'the second attempt')
    )[0];
    expect(second?.state).toBe('RETRYING');
    expect(Date.parse(second?.nextAttemptAt ?? '')).toBe(Date.parse(second?.attempts[1]?.at ?? '') + 300_000);
    await reverse.advance(299_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await reverse.deliveriesOf(flaky.subscriberId))[0]?.attempts).toHaveLength(2);
    await reverse.advance(1_000);
    const failed = (
      await reverse.deliveriesUntil(flaky.subscriberId, (d) => d[0]?.state === 'FAILED', 'the final failure')
    )[0];
    expect(failed).toMatchObject({
      nextAttemptAt: null,
      attempts: [{ statusCode: 503 }, { statusCode: 503 }, { statusCode: 503 }],
    });
    expect(failed?.attempts[2]?.response).toBe('{"error":"down"}');
    const calls = endpoint.callsTo('/flaky');
    expect(calls.map((call) => call.headers['webhook-id'])).toEqual([
      delivery.webhookId,
      delivery.webhookId,
      delivery.webhookId,
    ]);
    const health = expectStatus(await reverse.readSubscriber(reverse.operator, flaky.subscriberId), 200).body.data
      .health;
    expect(health.failingSince).toBe(delivery.attempts[0]?.at);
    expect(health.lastFailure).toContain('503');

    endpoint.answer('/flaky', { status: 204 });
    const replay = await reverse.operator.post<Delivery>(REVERSE_PATHS.replay, { deliveryId: delivery.deliveryId });
    const replayed = expectStatus(replay, 200).body.data;
    expect(replayed).toMatchObject({ webhookId: delivery.webhookId, replayOf: delivery.deliveryId });
    await reverse.deliveriesUntil(
      flaky.subscriberId,
      (deliveries) => deliveries.some((d) => d.deliveryId === replayed.deliveryId && d.state === 'DELIVERED'),
      'the replay delivered',
    );
    expect(endpoint.callsTo('/flaky').map((call) => call.headers['webhook-id'])).toEqual(
      Array(4).fill(delivery.webhookId),
    );
    const again = await reverse.operator.post(REVERSE_PATHS.replay, { deliveryId: replayed.deliveryId });
    expectStatus(again, 200);
  });

  it('disables a subscriber failing for longer than the configured period, saying since when', async () => {
    await reverse.configure({ disableAfterHours: 1 });
    try {
      endpoint.answer('/failing', { status: 500 });
      const failing = await reverse.subscribe({
        name: 'Failing',
        url: endpoint.url('/failing'),
        retrySchedule: [0, 7_200],
      });
      const test = await reverse.sendTestEvent(failing.subscriberId);
      expect(test.delivered).toBe(false);
      const [logged] = await reverse.deliveriesOf(failing.subscriberId);
      expectStatus(await reverse.operator.post(REVERSE_PATHS.replay, { deliveryId: logged?.deliveryId }), 200);
      await reverse.deliveriesUntil(
        failing.subscriberId,
        (d) => d.some((x) => x.state === 'RETRYING'),
        'the replay retrying',
      );
      let read = expectStatus(await reverse.readSubscriber(reverse.operator, failing.subscriberId), 200).body.data;
      expect(read.enabled).toBe(true);
      const failingSince = read.health.failingSince;
      expect(failingSince).not.toBeNull();
      await reverse.advance(7_200_000);
      read = await until(
        async () => expectStatus(await reverse.readSubscriber(reverse.operator, failing.subscriberId), 200).body.data,
        (subscriber) => !subscriber.enabled,
        'the subscriber disabled',
      );
      expect(Date.parse(read.health.disabledAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(failingSince ?? '') + 3_600_000,
      );
      expect(read.health.disabledReason).toMatch(/^Failing since \d{4}-\d\d-\d\d \d\d:\d\d UTC, longer than 1 h$/);
      expect(read.health.disabledReason).toContain((failingSince ?? '').slice(11, 16));
    } finally {
      await reverse.configure({ disableAfterHours: 120 });
    }
  });

  it('replays all failed deliveries of a subscriber since a time: a dry-run count, then a job with each result', async () => {
    const { operator } = reverse;
    endpoint.answer('/bulk', { status: 500 });
    const bulk = await reverse.subscribe({ name: 'Bulk', url: endpoint.url('/bulk') });
    const before = new Date(reverse.server.clock.now() - 1_000).toISOString();
    for (let index = 0; index < 3; index += 1) {
      expect((await reverse.sendTestEvent(bulk.subscriberId)).delivered).toBe(false);
    }
    const failed = await reverse.deliveriesOf(bulk.subscriberId);
    expect(failed.map((delivery) => delivery.state)).toEqual(['FAILED', 'FAILED', 'FAILED']);

    const later = new Date(reverse.server.clock.now() + 60_000).toISOString();
    const none = await operator.post<ReplayJob>(REVERSE_PATHS.replayFailed, {
      subscriberId: bulk.subscriberId,
      since: later,
      dryRun: true,
    });
    expect(expectStatus(none, 200).body.data).toMatchObject({ jobId: null, count: 0, dryRun: true });
    const dryRun = await operator.post<ReplayJob>(REVERSE_PATHS.replayFailed, {
      subscriberId: bulk.subscriberId,
      since: before,
      dryRun: true,
    });
    expect(expectStatus(dryRun, 200).body.data).toMatchObject({ jobId: null, count: 3, dryRun: true, results: [] });
    expect(await reverse.deliveriesOf(bulk.subscriberId)).toHaveLength(3);

    endpoint.answer('/bulk', { status: 200 });
    const started = await operator.post<ReplayJob>(REVERSE_PATHS.replayFailed, {
      subscriberId: bulk.subscriberId,
      since: before,
    });
    const job = expectStatus(started, 200).body.data;
    expect(job).toMatchObject({ count: 3, dryRun: false });
    const done = await until(
      async () =>
        expectStatus(
          await reverse.operator.get<ReplayJob>(fillPath(REVERSE_PATHS.replayJob, { jobId: job.jobId ?? '' })),
          200,
        ).body.data,
      (progress) => progress.state === 'DONE',
      'the replay job done',
    );
    expect(done.done).toBe(3);
    expect(done.results.map((result) => result.deliveryId).sort()).toEqual(
      failed.map((delivery) => delivery.deliveryId).sort(),
    );
    expect(done.results.every((result) => result.message === 'Queued again' && result.replayId !== null)).toBe(true);
    const replays = await reverse.deliveriesUntil(
      bulk.subscriberId,
      (deliveries) => deliveries.filter((delivery) => delivery.replayOf && delivery.state === 'DELIVERED').length === 3,
      'the three replays delivered',
    );
    for (const replay of replays.filter((delivery) => delivery.replayOf)) {
      expect(replay.webhookId).toBe(failed.find((delivery) => delivery.deliveryId === replay.replayOf)?.webhookId);
    }
  });
});
