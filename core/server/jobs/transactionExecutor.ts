import { CompiledQuery, type Kysely } from 'kysely';
import type { JobsSqlExecutor } from '../db/database.ts';
import type { CoreDatabase } from '../db/schema.ts';

/** The job queue's SQL run in a Kysely transaction: a job sent or handed back commits with it. */
export function transactionExecutor(trx: Kysely<CoreDatabase>): JobsSqlExecutor {
  return {
    executeSql: async (text, values = []) => ({ rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows }),
  };
}
