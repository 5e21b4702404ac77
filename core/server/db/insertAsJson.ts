import { sql, type Insertable, type Kysely } from 'kysely';
import type { CoreDatabase } from './schema.ts';

/**
 * Inserts many rows of a table in a few statements, each chunk sent as one JSON document the database
 * reads with `json_to_recordset`: one parameter instead of one per value, which the embedded database
 * takes in about half the time of a multi-row `values` list. The columns are those of the first row (a
 * row without one of them inserts null there), each cast to its type in the table's specs (`TableSpecs`);
 * jsonb values are given as their JSON text, as every insert of the server gives them.
 */
export async function insertAsJson<Table extends object>(
  db: Kysely<CoreDatabase>,
  table: string,
  specs: { readonly [C in keyof Table]-?: string },
  rows: readonly Insertable<Table>[],
  chunk = 2_000,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first) as (keyof Table & string)[];
  const types = columns.map((column) => (specs[column] as string).replace(/ (null|default)$/, ''));
  const names = sql.join(columns.map((column) => sql.ref(column)));
  const casts = sql.join(columns.map((column, index) => sql`r.${sql.ref(column)}::${sql.raw(types[index] as string)}`));
  const record = sql.join(columns.map((column) => sql`${sql.ref(column)} text`));
  for (let start = 0; start < rows.length; start += chunk) {
    const document = JSON.stringify(rows.slice(start, start + chunk));
    await sql`insert into ${sql.table(table)} (${names})
      select ${casts} from json_to_recordset(${document}::json) as r(${record})`.execute(db);
  }
}
