import type { PGlite } from '@electric-sql/pglite';
import type {
  Dialect,
  Driver,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
} from 'kysely';
import pg from 'pg';

/** What a listener tells its owner. */
export interface NotificationHandlers {
  /** A NOTIFY payload arrived on the channel. */
  notified(payload: string): void;
  /** The listener is subscribed (again): every change committed from now on will be heard. */
  connected(): void;
  /** The subscription is gone: changes may be missed until connected() is called again. */
  lost(error: unknown): void;
}

/** One process's subscription to a NOTIFY channel. */
export interface NotificationListener {
  readonly connected: boolean;
  /** Resolves once every notification committed before the call has reached `notified`. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode', 'RawNode']);

/**
 * Counts the writes this process completes through Kysely: each write statement when it returns and
 * each commit. A cache that has heard its listener up to count N knows every change this process made
 * before N was reached is either heard or still uncommitted (raw SQL counts as a write, to be safe).
 */
export class WriteCounter implements KyselyPlugin {
  #completed = 0;
  readonly #writes = new WeakSet<QueryId>();

  get completed(): number {
    return this.#completed;
  }

  transformQuery(args: PluginTransformQueryArgs) {
    if (WRITE_NODES.has(args.node.kind)) this.#writes.add(args.queryId);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs) {
    if (this.#writes.has(args.queryId)) this.#completed += 1;
    return args.result;
  }

  /** The dialect with its driver's commits counted too (a transaction's writes count again once committed). */
  observeCommits(dialect: Dialect): Dialect {
    const countCommit = () => {
      this.#completed += 1;
    };
    return {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: (): Driver => {
        const driver = dialect.createDriver();
        const commit = driver.commitTransaction.bind(driver);
        driver.commitTransaction = async (connection) => {
          await commit(connection);
          countCommit();
        };
        return driver;
      },
    };
  }
}

/**
 * PGlite runs in this process on one session: a NOTIFY reaches the listener while the committing
 * statement's answer is read, before that statement's caller resumes, so there is nothing to wait for.
 */
export async function listenEmbedded(
  pglite: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  const unlisten = await pglite.listen(channel, (payload) => handlers.notified(payload));
  handlers.connected();
  return { connected: true, sync: async () => undefined, close: () => unlisten() };
}

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * A dedicated PostgreSQL connection (not one of the pool's) that LISTENs on the channel, and comes back
 * with growing pauses when it is lost. PostgreSQL signals listeners before it acknowledges the commit
 * and hands them pending notifications before it runs their next statement, so a round trip on this
 * connection after a commit (sync) means that commit's notification has been heard.
 */
class PostgresListener implements NotificationListener {
  #client: pg.Client | null = null;
  #closed = false;
  #retryMs = RETRY_FIRST_MS;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
  ) {}

  get connected(): boolean {
    return this.#client !== null;
  }

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: `sdp-listener:${this.channel}` });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.handlers.notified(message.payload);
    });
    client.on('error', (error) => this.#drop(client, error));
    client.on('end', () => this.#drop(client, new Error('the listener connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#retryMs = RETRY_FIRST_MS;
    this.handlers.connected();
  }

  #drop(client: pg.Client, error: unknown): void {
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.#client !== client) return;
    this.#client = null;
    this.handlers.lost(error);
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.connect().catch((error: unknown) => {
        this.handlers.lost(error);
        this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
        this.#scheduleReconnect();
      });
    }, this.#retryMs);
    this.#timer.unref();
  }

  async sync(): Promise<void> {
    // A lost connection has already told its owner to stop trusting what it heard.
    await this.#client?.query('select 1').catch(() => undefined);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}

export async function listenPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  const listener = new PostgresListener(url, channel, handlers);
  await listener.connect();
  return listener;
}
