import type { Generated, Kysely } from 'kysely';
import type { Migration } from '../../../core/server/db/migrator.ts';
import {
  pluginDb,
  standardTable,
  STANDARD_COLUMN_SPECS,
  type PluginDb,
  type StandardColumns,
  type TableSpecs,
} from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';

/** The translator's table: its migration, its row type, and the typed view of the database. */
export const TRANSLATOR_MIGRATIONS: Migration[] = [
  {
    id: 'translator/001_translators',
    sql: standardTable(
      'translators',
      `name text not null,
  description text not null default '',
  xslt text not null,
  sample_input text not null default '',
  enabled boolean not null default true`,
      { uniqueName: true },
    ),
  },
];

export interface TranslatorsTable extends StandardColumns {
  name: string;
  description: Generated<string>;
  /** An XSLT 1.0 stylesheet. */
  xslt: string;
  sample_input: Generated<string>;
  enabled: Generated<boolean>;
}

export interface TranslatorTables {
  translators: TranslatorsTable;
}

export type TranslatorDb = PluginDb<TranslatorTables>;
export const translatorDb = (db: Kysely<CoreDatabase>): TranslatorDb => pluginDb<TranslatorTables>(db);

export const TRANSLATOR_TABLE_SPECS: TableSpecs<TranslatorTables> = {
  translators: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    description: 'text default',
    xslt: 'text',
    sample_input: 'text default',
    enabled: 'boolean default',
  },
};
