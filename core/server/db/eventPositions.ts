import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Where a reader of an event table has got to: the last read event's writing transaction and id,
 * `<tx>:<id>`. An event table that readers follow has `tx xid8 not null default pg_current_xact_id()`.
 *
 * Ids are taken when a transaction writes, not when it commits, so on PostgreSQL a reader going on from ids
 * alone would pass over an event whose transaction commits after a later one's. A reader goes on from
 * (tx, id) instead and reads only transactions older than every one still running (`settled`).
 */
export interface EventPosition {
  tx: string;
  id: string;
}

const POSITION = /^(\d{1,19}):(\d{1,18})$/;

export const formatEventPosition = (position: EventPosition) => `${position.tx}:${position.id}`;

export function isEventPosition(text: string): boolean {
  return POSITION.test(text);
}

export function parseEventPosition(text: string): EventPosition {
  const match = POSITION.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`Not an event position: ${JSON.stringify(text)}`);
  return { tx: match[1], id: match[2] };
}

/** `(tx, id) > position` over the table's columns (aliased as the query names them). */
export function afterEventPosition(txColumn: string, idColumn: string, position: EventPosition): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(txColumn)}, ${sql.ref(idColumn)}) > (${position.tx}::xid8, ${position.id}::bigint)`;
}

/** True for an event no running transaction can still precede. */
export function settledEvent(txColumn: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(txColumn)} < pg_snapshot_xmin(pg_current_snapshot())`;
}

/**
 * Where a new reader starts: after every settled event. Events not settled yet still come to it — those of
 * running transactions, and those committed while an older transaction anywhere in the cluster still runs.
 */
export async function newReaderPosition<Database>(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(
    db,
  );
  return formatEventPosition({ tx: rows[0]?.xmin ?? '0', id: '0' });
}
