import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AURORA } from '../../../tests/server/support/fixtures.ts';
import { OtherProcess } from '../../../tests/server/support/otherProcess.ts';
import type { Subscriber } from '../contract.ts';
import { readConfiguration } from './configuration.ts';
import { recordOutcomes } from './recordOutcomes.ts';
import { ENDPOINT_ALLOWED, reverseServerOfFile } from './testing/reverseServer.ts';

/**
 * A delivery being sent names the lease of the process sending it: once that lease has expired, another
 * process sends it again at once (not when its own time runs out), with its webhook-id; and a process
 * whose lease is gone cannot write the outcome of a send.
 */
const reverse = reverseServerOfFile({ ...ENDPOINT_ALLOWED, SDP_LEASE_SECONDS: '3' });
const { endpoint } = reverse;
const HOUR_MS = 3_600_000;

describe('a delivery held under a lease', () => {
  let subscriber: Subscriber;
  let deliveryId: string;

  beforeAll(async () => {
    subscriber = await reverse.subscribe({ name: 'Held', url: endpoint.url('/held') });
    await reverse.completedOrder('46701110901');
    const [delivered] = await reverse.deliveriesUntil(
      subscriber.subscriberId,
      (deliveries) => deliveries.length === 1 && deliveries[0]?.state === 'DELIVERED',
      'the completion delivered',
    );
    deliveryId = delivered?.deliveryId ?? '';
  });

  /** The delivery due again and claimed by `holder` for an hour of the server's time, as a send under way. */
  async function heldBy(holder: OtherProcess): Promise<void> {
    const now = new Date(reverse.server.clock.now());
    await sql`update reverse_deliveries set state = 'PENDING', next_attempt_at = ${now},
        lease_until = ${new Date(now.getTime() + HOUR_MS)}, leased_by = ${holder.id}::uuid
      where id = ${deliveryId}::uuid`.execute(reverse.db);
  }

  it('is sent again at once, with its webhook-id, once the lease has expired', async () => {
    const sending = await new OtherProcess(reverse.db).holdLease();
    await heldBy(sending);
    await sending.die();

    const [again] = await reverse.deliveriesUntil(
      subscriber.subscriberId,
      (deliveries) => deliveries[0]?.state === 'DELIVERED' && deliveries[0].attempts.length === 2,
      'the delivery sent again',
    );
    const calls = endpoint.callsTo('/held');
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((call) => call.headers['webhook-id']))).toEqual(new Set([again?.webhookId]));
  });

  it('keeps no outcome written by a process whose lease is gone, and the holder’s', async () => {
    const holder = await new OtherProcess(reverse.db).holdLease();
    const gone = new OtherProcess(reverse.db);
    await heldBy(holder);
    const finished = {
      deliveryId,
      tenantId: AURORA,
      subscriberId: subscriber.subscriberId,
      attemptsBefore: 1,
      retrySchedule: null,
      configuration: await readConfiguration(reverse.db, AURORA),
      outcome: { ok: true, statusCode: 200, latencyMs: 5, response: 'ok' },
      at: new Date(reverse.server.clock.now()),
    };
    const attempts = async () =>
      (
        await sql<{ count: number }>`select count(*)::int as count from reverse_attempts
          where delivery_id = ${deliveryId}::uuid`.execute(reverse.db)
      ).rows[0]?.count;

    const before = await attempts();

    await recordOutcomes(reverse.db, [finished], gone.id);
    expect((await reverse.deliveriesOf(subscriber.subscriberId))[0]).toMatchObject({ state: 'PENDING' });
    expect(await attempts()).toBe(before);

    await recordOutcomes(reverse.db, [finished], holder.id);
    expect((await reverse.deliveriesOf(subscriber.subscriberId))[0]).toMatchObject({ state: 'DELIVERED' });
    expect(await attempts()).toBe((before ?? 0) + 1);
  });
});
