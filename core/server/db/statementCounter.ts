import type { DatabaseConnection, Dialect, Driver } from 'kysely';
import type { JobsSqlExecutor } from './database.ts';

/** A statement's kind: its first keyword and the table it reads or writes first, e.g. `insert order_events`. */
export type StatementKind = string;

const TRANSACTION_CONTROL = /^\s*(begin|start transaction|commit|rollback)\b/i;
const LEADING_COMMENTS = /^(\s*(--[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*/;
const FIRST_TABLE = /\b(?:from|into|update|join)\s+(?:only\s+)?"?([a-z_][\w]*)"?(?:\s*\.\s*"?([a-z_][\w]*)"?)?/i;
/** Statements whose text starts with this comment are not counted (a bench's own polling). */
export const UNCOUNTED = '/* uncounted */';

/** The kind of one SQL text: `with` statements are named by the table their first CTE touches. */
export function statementKind(text: string): StatementKind {
  const body = text.replace(LEADING_COMMENTS, '');
  const keyword = (/^[a-z]+/i.exec(body)?.[0] ?? '?').toLowerCase();
  if (keyword === 'begin' || keyword === 'commit' || keyword === 'rollback') return keyword;
  if (keyword === 'start') return 'begin';
  const table = FIRST_TABLE.exec(body);
  const name = table ? (table[2] ? `${table[1]}.${table[2]}` : table[1]) : null;
  return name ? `${keyword} ${name.toLowerCase()}` : keyword;
}

/**
 * Counts the SQL statements one server process sends, by kind: through Kysely (the driver's queries and
 * its transactions' begin and commit) and through the job queue's own connection. Off unless
 * `SDP_COUNT_STATEMENTS` is set, for the bench and the statement-budget test: production pays nothing.
 */
export class StatementCounter {
  readonly #counts = new Map<StatementKind, number>();

  count(text: string): void {
    if (text.startsWith(UNCOUNTED)) return;
    const kind = statementKind(text);
    this.#counts.set(kind, (this.#counts.get(kind) ?? 0) + 1);
  }

  /** The counts so far, by kind. */
  snapshot(): Record<StatementKind, number> {
    return Object.fromEntries(this.#counts);
  }

  total(): number {
    let sum = 0;
    for (const count of this.#counts.values()) sum += count;
    return sum;
  }

  reset(): void {
    this.#counts.clear();
  }

  /** The dialect with every statement its driver runs counted. */
  observe(dialect: Dialect): Dialect {
    return {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: (): Driver => this.observeDriver(dialect.createDriver()),
    };
  }

  /** The executor with every statement counted (the job queue's way in). */
  observeExecutor<T extends JobsSqlExecutor>(executor: T): T {
    const executeSql = executor.executeSql.bind(executor);
    executor.executeSql = (text, values) => {
      this.count(text);
      return executeSql(text, values);
    };
    return executor;
  }

  private observeDriver(driver: Driver): Driver {
    const counted = new WeakSet<DatabaseConnection>();
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => {
      const connection = await acquire();
      if (!counted.has(connection)) {
        counted.add(connection);
        const executeQuery = connection.executeQuery.bind(connection);
        // Transaction control is counted where the driver runs it (some drivers bypass executeQuery).
        connection.executeQuery = (query) => {
          if (!TRANSACTION_CONTROL.test(query.sql)) this.count(query.sql);
          return executeQuery(query);
        };
      }
      return connection;
    };
    for (const [method, kind] of [
      ['beginTransaction', 'begin'],
      ['commitTransaction', 'commit'],
      ['rollbackTransaction', 'rollback'],
    ] as const) {
      const original = driver[method].bind(driver) as (...args: unknown[]) => Promise<void>;
      (driver as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        this.count(kind);
        return original(...args);
      };
    }
    return driver;
  }
}
