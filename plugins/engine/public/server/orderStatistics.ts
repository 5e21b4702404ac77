import { sql, type RawBuilder } from 'kysely';

/**
 * The engine keeps hourly rollups of its orders (`order_stats`, with `order_stats_deltas` not yet folded
 * in; readers add both): `created` rows count the orders created in an hour by their state now,
 * `completed` rows the orders completed in an hour by how long they took, as a duration band.
 */

/** Upper bounds of the duration bands, in ms; the last band has none. */
export const DURATION_BANDS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 3_600_000, 21_600_000, 86_400_000];

/** The band of a duration: the index of the first bound above it. */
export function durationBand(ms: number): number {
  const band = DURATION_BANDS_MS.findIndex((bound) => ms < bound);
  return band === -1 ? DURATION_BANDS_MS.length : band;
}

/** The band of a duration in ms, in SQL: as `durationBand`, for counts made in the database. */
export function durationBandSql(ms: RawBuilder<number>): RawBuilder<number> {
  const bands = DURATION_BANDS_MS.map((bound, index) => sql`when ${ms} < ${sql.lit(bound)} then ${sql.lit(index)}`);
  return sql<number>`(case ${sql.join(bands, sql` `)} else ${sql.lit(DURATION_BANDS_MS.length)} end)`;
}
