import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';

/** The start's seed transaction, in which the demo inventory of every tenant is written. */
export type SeedDb = Kysely<CoreDatabase>;
