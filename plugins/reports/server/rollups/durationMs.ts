import { sql } from 'kysely';

/** The milliseconds between two timestamp columns, as the reports and their rollups both count them. */
export const msBetween = (later: string, earlier: string) =>
  sql<number>`(extract(epoch from (${sql.raw(later)} - ${sql.raw(earlier)})) * 1000)::float8`;
