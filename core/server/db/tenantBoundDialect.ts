import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type RootOperationNode } from 'kysely';
import { boundTenant } from './tenantBinding.ts';
import { TENANT_SETTING } from './tenantGuard.ts';

const TRANSACTION_CONTROL = /^\s*(begin|start transaction|commit|rollback|savepoint|release)\b/i;
const LEADING_COMMENTS = /^(\s*(--[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*/;
const WRITE_WORDS = /\b(insert|update|delete|merge|copy|truncate)\b/i;

/** Nothing of a connection's setting is known: the next write sets it whatever it holds. */
const UNKNOWN = Symbol('unknown');

interface ConnectionSetting {
  /** The session's value (outside any transaction); '' when unbound. */
  session: string | typeof UNKNOWN;
  /** The open transaction's own value, set for its rest alone; null when none was set in it. */
  local: string | typeof UNKNOWN | null;
  inTransaction: boolean;
}

/**
 * A statement that writes no table needs no binding: a plain select (whose common table expressions
 * select too), or raw SQL that says it selects and names no writing verb. Anything else counts as a write.
 */
function writesNothing(query: CompiledQuery): boolean {
  const node = query.query as RootOperationNode & { with?: { expressions: readonly { expression: unknown }[] } };
  if (node.kind === 'SelectQueryNode') {
    return (node.with?.expressions ?? []).every(
      (cte) => (cte.expression as { kind?: string } | undefined)?.kind === 'SelectQueryNode',
    );
  }
  if (node.kind !== 'RawNode') return false;
  const text = query.sql.replace(LEADING_COMMENTS, '');
  return /^select\b/i.test(text) && !WRITE_WORDS.test(text);
}

/**
 * The dialect with every write run under the tenant binding of the work that sends it (`tenantBinding.ts`):
 * before a write, the connection's `sdp.tenant` is made the bound tenant ('' when unbound) if it holds
 * another — at the session's level outside a transaction, for the rest of the transaction inside one (so a
 * rollback cannot leave it other than this knows). Reads never wait for it. `onStatement` is told of each
 * setting sent (the statement counter).
 */
export function tenantBoundDialect(dialect: Dialect, onStatement?: (text: string) => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: (): Driver => bindDriver(dialect.createDriver(), onStatement),
  };
}

function bindDriver(driver: Driver, onStatement?: (text: string) => void): Driver {
  const settings = new WeakMap<DatabaseConnection, ConnectionSetting>();
  const settingOf = (connection: DatabaseConnection) => {
    let setting = settings.get(connection);
    if (!setting) {
      setting = { session: UNKNOWN, local: null, inTransaction: false };
      settings.set(connection, setting);
    }
    return setting;
  };

  const acquire = driver.acquireConnection.bind(driver);
  driver.acquireConnection = async (...args) => {
    const connection = await acquire(...args);
    if (!settings.has(connection)) {
      const setting = settingOf(connection);
      const executeQuery = connection.executeQuery.bind(connection);
      connection.executeQuery = async (query) => {
        if (!TRANSACTION_CONTROL.test(query.sql) && !writesNothing(query)) {
          await bind(setting, executeQuery);
        }
        return executeQuery(query);
      };
    }
    return connection;
  };

  const bind = async (setting: ConnectionSetting, executeQuery: DatabaseConnection['executeQuery']): Promise<void> => {
    const wanted = boundTenant() ?? '';
    if (setting.inTransaction) {
      const current = setting.local ?? setting.session;
      if (current === wanted) return;
      onStatement?.('set sdp.tenant');
      await executeQuery(CompiledQuery.raw(`select set_config('${TENANT_SETTING}', $1, true)`, [wanted]));
      setting.local = wanted;
      return;
    }
    if (setting.session === wanted) return;
    onStatement?.('set sdp.tenant');
    setting.session = UNKNOWN;
    await executeQuery(CompiledQuery.raw(`select set_config('${TENANT_SETTING}', $1, false)`, [wanted]));
    setting.session = wanted;
  };

  const begin = driver.beginTransaction.bind(driver);
  driver.beginTransaction = async (connection, transactionSettings) => {
    await begin(connection, transactionSettings);
    const setting = settingOf(connection);
    setting.inTransaction = true;
    setting.local = null;
  };
  for (const method of ['commitTransaction', 'rollbackTransaction'] as const) {
    const end = driver[method].bind(driver);
    driver[method] = async (connection) => {
      const setting = settingOf(connection);
      try {
        await end(connection);
      } finally {
        setting.inTransaction = false;
        setting.local = null;
      }
    };
  }
  const rollbackToSavepoint = driver.rollbackToSavepoint?.bind(driver);
  if (rollbackToSavepoint) {
    driver.rollbackToSavepoint = async (connection, ...rest) => {
      await rollbackToSavepoint(connection, ...rest);
      // What the savepoint rolled back may have set the transaction's value: no longer known.
      const setting = settingOf(connection);
      if (setting.local !== null) setting.local = UNKNOWN;
    };
  }
  return driver;
}
