import type { Generated, Kysely } from 'kysely';
import type { Migration } from '../../../core/server/db/migrator.ts';
import {
  pluginDb,
  standardTable,
  STANDARD_COLUMN_SPECS,
  type DefaultJson,
  type PluginDb,
  type StandardColumns,
  type TableSpecs,
} from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { DEPENDENCY_ACTIONS } from '../contract.ts';

/** The migration of a kind's table: the kit's columns, a name, description and toggle, and the kind's own. */
function ruleTable(table: string, columns: string): string {
  return standardTable(
    table,
    `name text not null,
  description text not null default '',
  ${columns},
  enabled boolean not null default true`,
    { uniqueName: true },
  );
}

/** The rules' tables, one per kind: their migration, their row types, and the typed view of the database. */
export const RULES_MIGRATIONS: Migration[] = [
  {
    id: 'rules/001_rules',
    sql: [
      ruleTable(
        'rule_validations',
        `service text,
  operations jsonb not null default '[]',
  condition text not null,
  message text not null,
  field text`,
      ),
      ruleTable(
        'rule_dependencies',
        `service text not null,
  operations jsonb not null default '[]',
  blocking_service text,
  blocking_operations jsonb not null default '[]',
  action text not null default 'REFUSE',
  message text not null`,
      ),
      ruleTable(
        'rule_transformations',
        `mappings jsonb not null default '{}',\n  sample_input jsonb not null default '{}'`,
      ),
      ruleTable('rule_translations', `entries jsonb not null default '[]'`),
      ruleTable('rule_sms_templates', `text text not null`),
    ].join('\n'),
  },
];

/** What every kind of rule has: the kit's columns, a name, a description and a toggle. */
export interface RuleColumns extends StandardColumns {
  name: string;
  description: Generated<string>;
  enabled: Generated<boolean>;
}

export interface RuleValidationsTable extends RuleColumns {
  /** Every order of this service (and `operations`, all when empty), besides the operations naming the rule. */
  service: string | null;
  operations: DefaultJson<string[]>;
  /** JSONata over the payload that must hold. */
  condition: string;
  message: string;
  field: string | null;
}

export interface RuleDependenciesTable extends RuleColumns {
  service: string;
  operations: DefaultJson<string[]>;
  blocking_service: string | null;
  blocking_operations: DefaultJson<string[]>;
  action: Generated<(typeof DEPENDENCY_ACTIONS)[number]>;
  message: string;
}

export interface RuleTransformationsTable extends RuleColumns {
  /** Each target field and the JSONata that makes it. */
  mappings: DefaultJson<Record<string, string>>;
  sample_input: DefaultJson<Record<string, unknown>>;
}

export interface RuleTranslationsTable extends RuleColumns {
  entries: DefaultJson<{ from: string; to: string }[]>;
}

export interface RuleSmsTemplatesTable extends RuleColumns {
  text: string;
}

export interface RulesTables {
  rule_validations: RuleValidationsTable;
  rule_dependencies: RuleDependenciesTable;
  rule_transformations: RuleTransformationsTable;
  rule_translations: RuleTranslationsTable;
  rule_sms_templates: RuleSmsTemplatesTable;
}

export type RulesDb = PluginDb<RulesTables>;
export const rulesDb = (db: Kysely<CoreDatabase>): RulesDb => pluginDb<RulesTables>(db);

const RULE_COLUMN_SPECS = {
  ...STANDARD_COLUMN_SPECS,
  name: 'text',
  description: 'text default',
  enabled: 'boolean default',
} as const;

export const RULES_TABLE_SPECS: TableSpecs<RulesTables> = {
  rule_validations: {
    ...RULE_COLUMN_SPECS,
    service: 'text null',
    operations: 'jsonb default',
    condition: 'text',
    message: 'text',
    field: 'text null',
  },
  rule_dependencies: {
    ...RULE_COLUMN_SPECS,
    service: 'text',
    operations: 'jsonb default',
    blocking_service: 'text null',
    blocking_operations: 'jsonb default',
    action: 'text default',
    message: 'text',
  },
  rule_transformations: { ...RULE_COLUMN_SPECS, mappings: 'jsonb default', sample_input: 'jsonb default' },
  rule_translations: { ...RULE_COLUMN_SPECS, entries: 'jsonb default' },
  rule_sms_templates: { ...RULE_COLUMN_SPECS, text: 'text' },
};
