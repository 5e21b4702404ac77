import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';

// The engine's tables are the plugin's own, not in the core's database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EngineDb = Kysely<any>;
export const engineDb = (db: Kysely<CoreDatabase>) => db as unknown as EngineDb;
