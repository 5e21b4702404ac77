import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE, type KeysetPage, type SortDirection } from '../../contract/pagination.ts';
import { badRequest } from '../http/errors.ts';

/** SQL types a keyset column may have; the cursor carries each value as text and casts it back. */
export type KeysetType = 'text' | 'timestamptz' | 'integer' | 'uuid';

export interface KeysetOrder {
  /** Names the sort inside the cursor (`lastLogin:desc`); a cursor made for another sort is refused. */
  name: string;
  /** The sort expression. It must never be null: coalesce nullable columns. */
  key: RawBuilder<unknown>;
  keyType: KeysetType;
  /** A unique tie-breaker (the primary key), so rows with equal keys keep one order across pages. */
  id: RawBuilder<unknown>;
  idType: KeysetType;
  direction: SortDirection;
}

export interface PageRequest {
  cursor?: string | undefined;
  limit?: number | undefined;
}

interface CursorPayload {
  s: string;
  k: string;
  i: string;
}

const INVALID_CURSOR =
  'Invalid request: query.cursor: not a cursor of this listing and sort; start again from the first page';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^-?\d{1,15}$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const MAX_TEXT = 1000;

/** Timestamps travel in the cursor as UTC with microseconds: JavaScript dates would drop the last three digits. */
function asText(expression: RawBuilder<unknown>, type: KeysetType): RawBuilder<string> {
  if (type === 'timestamptz') {
    return sql<string>`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  return sql<string>`(${expression})::text`;
}

function isValidTimestamp(text: string): boolean {
  const parts = TIMESTAMP.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** Values are checked before they reach SQL, so an altered cursor is a 400 and never a database error. */
function isValidValue(value: string, type: KeysetType): boolean {
  switch (type) {
    case 'text':
      return value.length <= MAX_TEXT;
    case 'integer':
      return INTEGER.test(value);
    case 'uuid':
      return UUID.test(value);
    case 'timestamptz':
      return isValidTimestamp(value);
  }
}

export function encodeCursor(order: Pick<KeysetOrder, 'name'>, key: string, id: string): string {
  const payload: CursorPayload = { s: order.name, k: key, i: id };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** The key and id a cursor carries, or a 400 when it is malformed, altered or made for another sort. */
export function decodeCursor(order: Omit<KeysetOrder, 'key' | 'id'>, cursor: string): { key: string; id: string } {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (!payload || typeof payload !== 'object') throw badRequest(INVALID_CURSOR);
  const { s, k, i } = payload as Partial<CursorPayload>;
  if (s !== order.name || typeof k !== 'string' || typeof i !== 'string') throw badRequest(INVALID_CURSOR);
  if (!isValidValue(k, order.keyType) || !isValidValue(i, order.idType)) throw badRequest(INVALID_CURSOR);
  return { key: k, id: i };
}

function cast(value: string, type: KeysetType): RawBuilder<unknown> {
  return sql`cast(${value} as ${sql.raw(type)})`;
}

const KEY_COLUMN = '__keyset_key';
const ID_COLUMN = '__keyset_id';

/**
 * Runs the query for one page in the given order: rows after the cursor's row, at most `limit` of
 * them, and the cursor of the last one when more follow. The query brings its own filters; this adds
 * the order, the position and the limit. Rows with equal sort keys are ordered by the id, so no row
 * is repeated or skipped across pages.
 */
export async function fetchKeysetPage<O extends object>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: SelectQueryBuilder<any, any, O>,
  order: KeysetOrder,
  page: PageRequest,
): Promise<KeysetPage<O>> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  let paged = query.select([
    asText(order.key, order.keyType).as(KEY_COLUMN),
    asText(order.id, order.idType).as(ID_COLUMN),
  ]);
  if (page.cursor !== undefined) {
    const after = decodeCursor(order, page.cursor);
    const comparison = sql.raw(order.direction === 'asc' ? '>' : '<');
    paged = paged.where(
      sql<boolean>`(${order.key}, ${order.id}) ${comparison} (${cast(after.key, order.keyType)}, ${cast(after.id, order.idType)})`,
    );
  }
  const rows = (await paged
    .orderBy(order.key, order.direction)
    .orderBy(order.id, order.direction)
    .limit(limit + 1)
    .execute()) as (O & { [KEY_COLUMN]: string | null; [ID_COLUMN]: string })[];

  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  if (last && last[KEY_COLUMN] === null) throw new Error(`The sort key of ${order.name} is null: coalesce it`);
  const items = pageRows.map((row) => {
    const { [KEY_COLUMN]: _key, [ID_COLUMN]: _id, ...item } = row;
    return item as unknown as O;
  });
  const nextCursor = rows.length > limit && last ? encodeCursor(order, last[KEY_COLUMN] ?? '', last[ID_COLUMN]) : null;
  return { items, nextCursor };
}
