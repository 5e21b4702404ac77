import type { SdpDatabase } from './database.ts';
import type { NotificationListener } from './notifications.ts';

type Wake = () => void;

/**
 * This process's ear for one NOTIFY channel whose payload is a tenant id: one LISTEN, opened with the first
 * subscription, waking that tenant's subscribers (open streams) so they read what is new. When the
 * subscription comes back after a loss every subscriber is woken, so nothing committed meanwhile is missed.
 */
export class TenantChannelHub {
  private readonly streams = new Map<string, Set<Wake>>();
  private listener: Promise<NotificationListener> | null = null;

  constructor(
    private readonly database: Pick<SdpDatabase, 'listen'>,
    private readonly channel: string,
  ) {}

  /** Calls `wake` whenever the channel names the tenant; answers the unsubscribe. */
  async subscribe(tenantId: string, wake: Wake): Promise<() => void> {
    this.listener ??= this.database.listen(this.channel, {
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
