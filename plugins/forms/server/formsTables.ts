import type { Generated, Kysely } from 'kysely';
import type { Migration } from '../../../core/server/db/migrator.ts';
import {
  pluginDb,
  standardTable,
  STANDARD_COLUMN_SPECS,
  type Json,
  type PluginDb,
  type StandardColumns,
  type TableSpecs,
} from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { FormDefinition } from '../public/contract/formDefinition.ts';

/** The forms plugin's table: its migration, its row type, and the typed view of the database. */
export const FORMS_MIGRATIONS: Migration[] = [
  {
    id: 'forms/001_form_templates',
    sql: standardTable(
      'form_templates',
      `name text not null,
  description text not null default '',
  definition jsonb not null,
  enabled boolean not null default true`,
      { uniqueName: true },
    ),
  },
];

export interface FormTemplatesTable extends StandardColumns {
  name: string;
  description: Generated<string>;
  definition: Json<FormDefinition>;
  enabled: Generated<boolean>;
}

export interface FormsTables {
  form_templates: FormTemplatesTable;
}

export type FormsDb = PluginDb<FormsTables>;
export const formsDb = (db: Kysely<CoreDatabase>): FormsDb => pluginDb<FormsTables>(db);

export const FORMS_TABLE_SPECS: TableSpecs<FormsTables> = {
  form_templates: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    description: 'text default',
    definition: 'jsonb',
    enabled: 'boolean default',
  },
};
