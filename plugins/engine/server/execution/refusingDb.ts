import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type Driver } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';

/** Thrown by a refusing database's every statement. */
export class StatementRefused extends Error {
  constructor() {
    super('A transition worked out ahead needed the database');
  }
}

/**
 * A database that compiles queries and refuses to run any: a transition worked out ahead of its write runs
 * on it, so that whatever it would have read or written (a template not read ahead, an order's end, a
 * job to send) shows, and the transition is left to a transaction instead. `refused` stays true once one
 * statement was refused, even when the caller caught the error.
 */
export class RefusingDb {
  refused = false;
  readonly db: Kysely<CoreDatabase>;

  constructor() {
    const refuse = (): never => {
      this.refused = true;
      throw new StatementRefused();
    };
    const driver: Driver = {
      init: async () => {},
      acquireConnection: async () => refuse(),
      beginTransaction: async () => refuse(),
      commitTransaction: async () => refuse(),
      rollbackTransaction: async () => refuse(),
      releaseConnection: async () => {},
      destroy: async () => {},
    };
    this.db = new Kysely<CoreDatabase>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => driver,
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
  }
}
