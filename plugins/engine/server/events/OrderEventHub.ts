import type { SdpDatabase } from '../../../../core/server/db/database.ts';
import type { NotificationListener } from '../../../../core/server/db/notifications.ts';

/** The channel an order event's transaction notifies, with the tenant as payload. */
export const ORDER_EVENTS_CHANNEL = 'sdp_order_events';

type Wake = () => void;

/**
 * This process's ear for order events: one LISTEN on the channel every event's transaction notifies
 * (any process's, on commit), waking the streams of that tenant so they read what is new. Listens from
 * the first stream on; when the subscription comes back after a loss every stream is woken, so nothing
 * committed meanwhile is missed.
 */
export class OrderEventHub {
  private readonly streams = new Map<string, Set<Wake>>();
  private listener: Promise<NotificationListener> | null = null;

  constructor(private readonly database: Pick<SdpDatabase, 'listen'>) {}

  /** Calls `wake` whenever the tenant's events change; answers the unsubscribe. */
  async subscribe(tenantId: string, wake: Wake): Promise<() => void> {
    this.listener ??= this.database.listen(ORDER_EVENTS_CHANNEL, {
      notified: (payload) => this.wake(payload),
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

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    this.streams.clear();
    if (listener) await (await listener).close();
  }

  private wake(tenantId: string): void {
    for (const wake of this.streams.get(tenantId) ?? []) wake();
  }

  private wakeAll(): void {
    for (const set of this.streams.values()) for (const wake of set) wake();
  }
}
