import type {
  Dialect,
  Driver,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
} from 'kysely';

/** What a listener tells its owner. */
export interface NotificationHandlers {
  /** A NOTIFY payload arrived on the channel. */
  notified(payload: string): void;
  /** The listener is subscribed (again): every change committed from now on will be heard. */
  connected(): void;
  /** The subscription is gone: changes may be missed until connected() is called again. */
  lost(error: unknown): void;
}

/** One listener's subscription to a NOTIFY channel (each process shares one session: `SharedListener.ts`). */
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
