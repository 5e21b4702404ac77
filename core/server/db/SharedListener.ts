import type { NotificationHandlers, NotificationListener } from './notifications.ts';
import { unbound } from './tenantBinding.ts';

/** The one session a process LISTENs on (`listenSessions.ts`: a PGlite instance, or a PostgreSQL connection). */
export interface ListenSession {
  listen(channel: string): Promise<void>;
  unlisten(channel: string): Promise<void>;
  /** Resolves once every notification committed before the call has been handed to `notified`. */
  sync(): Promise<void>;
  end(): Promise<void>;
}

/** What a session tells the shared listener. */
export interface ListenSessionEvents {
  notified(channel: string, payload: string): void;
  /** The session is gone (it ends itself): it will hand over nothing more. */
  lost(error: unknown): void;
}

export type OpenListenSession = (events: ListenSessionEvents) => Promise<ListenSession>;

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

interface Subscription {
  readonly handlers: NotificationHandlers;
  /** Told connected() already (by its own listen()); a subscription still being made is not told of others' sessions. */
  told: boolean;
}

interface OpenSession {
  readonly session: ListenSession;
  /** The channels LISTENed, or being LISTENed, on this session. */
  readonly channels: Map<string, Promise<void>>;
}

/**
 * Every listener of one process on one session: a channel is LISTENed when its first listener comes and
 * UNLISTENed when its last leaves, and the session ends when no listener is left. A lost session tells
 * every listener, comes back with growing pauses, LISTENs every channel again and tells every listener
 * it is connected (so each catches up on what it may have missed).
 */
export class SharedListener {
  readonly #subscriptions = new Map<string, Set<Subscription>>();
  #current: OpenSession | null = null;
  #opening: Promise<OpenSession> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #retryMs = RETRY_FIRST_MS;
  #closed = false;

  constructor(private readonly open: OpenListenSession) {}

  async listen(channel: string, handlers: NotificationHandlers): Promise<NotificationListener> {
    if (this.#closed) throw new Error('the database is closed');
    const subscription: Subscription = { handlers, told: false };
    const subscriptions = this.#subscriptions.get(channel) ?? new Set<Subscription>();
    subscriptions.add(subscription);
    this.#subscriptions.set(channel, subscriptions);
    let current: OpenSession;
    try {
      current = await this.#ready();
      await this.#listenOn(current, channel);
    } catch (error) {
      await this.#unsubscribe(channel, subscription);
      if (this.#subscriptions.size > 0) this.#scheduleReconnect();
      throw error;
    }
    subscription.told = true;
    // Lost meanwhile: the session that comes back tells this listener too.
    if (this.#current === current) handlers.connected();
    const isConnected = () => this.#current !== null;
    return {
      get connected() {
        return isConnected();
      },
      sync: () => this.#sync(),
      close: () => this.#unsubscribe(channel, subscription),
    };
  }

  /** The number of channels LISTENed on the open session (none when it is lost or not open). */
  get channels(): number {
    return this.#current?.channels.size ?? 0;
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#subscriptions.clear();
    const current = this.#current;
    this.#current = null;
    await current?.session.end();
  }

  #ready(): Promise<OpenSession> {
    if (this.#current) return Promise.resolve(this.#current);
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#opening ??= this.#open().finally(() => {
      this.#opening = null;
    });
    return this.#opening;
  }

  async #open(): Promise<OpenSession> {
    let opened: OpenSession | null = null;
    let lostWhileOpening: unknown = null;
    const session = await this.open({
      notified: (channel, payload) => this.#notified(channel, payload),
      lost: (error) => {
        if (opened === null) lostWhileOpening ??= error ?? new Error('the listen session was lost');
        else if (this.#current === opened) this.#lost(error);
      },
    });
    const channels = new Map<string, Promise<void>>();
    try {
      for (const channel of this.#subscriptions.keys()) channels.set(channel, session.listen(channel));
      await Promise.all(channels.values());
      if (lostWhileOpening !== null) throw lostWhileOpening;
      if (this.#closed) throw new Error('the database is closed');
    } catch (error) {
      await session.end().catch(() => undefined);
      throw error;
    }
    opened = { session, channels };
    this.#current = opened;
    this.#retryMs = RETRY_FIRST_MS;
    this.#tell((handlers) => handlers.connected());
    return opened;
  }

  async #listenOn(current: OpenSession, channel: string): Promise<void> {
    let listening = current.channels.get(channel);
    if (!listening) {
      listening = current.session.listen(channel);
      current.channels.set(channel, listening);
      const failed = listening;
      failed.catch(() => {
        if (current.channels.get(channel) === failed) current.channels.delete(channel);
      });
    }
    await listening;
  }

  async #unsubscribe(channel: string, subscription: Subscription): Promise<void> {
    const subscriptions = this.#subscriptions.get(channel);
    if (!subscriptions?.delete(subscription) || subscriptions.size > 0) return;
    this.#subscriptions.delete(channel);
    const current = this.#current;
    if (!current) return;
    if (this.#subscriptions.size === 0) {
      this.#current = null;
      await current.session.end().catch(() => undefined);
    } else if (current.channels.delete(channel)) {
      await current.session.unlisten(channel).catch(() => undefined);
    }
  }

  #notified(channel: string, payload: string): void {
    // A notification is heard while the committing statement's answer is read, in that statement's work:
    // what a listener starts is the server's own, whoever committed.
    unbound(() => {
      for (const subscription of this.#subscriptions.get(channel) ?? []) subscription.handlers.notified(payload);
    });
  }

  #lost(error: unknown): void {
    this.#current = null;
    this.#tell((handlers) => handlers.lost(error));
    this.#scheduleReconnect();
  }

  #tell(call: (handlers: NotificationHandlers) => void): void {
    unbound(() => {
      for (const subscriptions of [...this.#subscriptions.values()]) {
        for (const subscription of [...subscriptions]) if (subscription.told) call(subscription.handlers);
      }
    });
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#timer || this.#opening || this.#subscriptions.size === 0) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#ready().catch((error: unknown) => {
        this.#tell((handlers) => handlers.lost(error));
        this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
        this.#scheduleReconnect();
      });
    }, this.#retryMs);
    this.#timer.unref();
  }

  async #sync(): Promise<void> {
    // A lost session has already told its listeners to stop trusting what they heard.
    await this.#current?.session.sync().catch(() => undefined);
  }
}
