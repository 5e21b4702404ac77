import { sql, type RawBuilder } from 'kysely';
import type { SdpDatabase } from '../../../core/server/db/database.ts';
import type { NotificationListener } from '../../../core/server/db/notifications.ts';

/** The channel a transaction that writes delivery attempts notifies, with the tenant as payload. */
export const DELIVERY_ATTEMPTS_CHANNEL = 'sdp_reverse_attempts';

/** The statement that tells every process's hub, on commit, that the tenant has new attempts. */
export const notifyAttempts = (tenantId: string): RawBuilder<unknown> =>
  sql`select pg_notify(${DELIVERY_ATTEMPTS_CHANNEL}, ${tenantId})`;

type Wake = () => void;

/**
 * This process's ear for delivery attempts: one LISTEN on the channel the dispatcher (of any process)
 * notifies when it writes attempts, waking the open delivery streams of that tenant so they read what is
 * new. Listens from the first stream on; a subscription that comes back after a loss wakes every stream.
 */
export class DeliveryAttemptHub {
  private readonly streams = new Map<string, Set<Wake>>();
  private listener: Promise<NotificationListener> | null = null;

  constructor(private readonly database: Pick<SdpDatabase, 'listen'>) {}

  /** Calls `wake` whenever the tenant has new attempts; answers the unsubscribe. */
  async subscribe(tenantId: string, wake: Wake): Promise<() => void> {
    this.listener ??= this.database.listen(DELIVERY_ATTEMPTS_CHANNEL, {
      notified: (tenant) => this.wake(tenant),
      connected: () => this.wakeAll(),
      lost: () => undefined,
    });
    await this.listener;
    const set = this.streams.get(tenantId) ?? new Set<Wake>();
    set.add(wake);
    this.streams.set(tenantId, set);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.streams.delete(tenantId);
    };
  }

  private wake(tenantId: string): void {
    for (const wake of this.streams.get(tenantId) ?? []) wake();
  }

  private wakeAll(): void {
    for (const set of this.streams.values()) for (const wake of set) wake();
  }
}
