const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are uuids; anything else names no row (and must not reach a uuid column, where it is a SQL error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** True for PostgreSQL's unique_violation, on PostgreSQL and on PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
