import { sql, type Kysely } from 'kysely';
import { translationTablesIn } from '../../../core/contract/expressionCheck.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import {
  translationBindings,
  type ExpressionEvaluator,
  type TranslationTable,
} from '../../../core/server/expressions/ExpressionEvaluator.ts';
import type { MappingRule } from '../../engine/public/server/MappingRules.ts';
import { rulesDb } from './rulesTables.ts';

type Db = Kysely<CoreDatabase>;

/** The tenant's enabled translation tables of these names, each as value → translation. */
export async function tablesNamed(
  db: Db,
  tenantId: string,
  names: readonly string[],
): Promise<Record<string, TranslationTable>> {
  if (names.length === 0) return {};
  const rows = await rulesDb(db)
    .selectFrom('rule_translations')
    .select(['name', 'entries'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .where('name', 'in', names)
    .execute();
  return Object.fromEntries(
    rows.map((row) => [row.name, Object.fromEntries(row.entries.map((entry) => [entry.from, entry.to]))]),
  );
}

/**
 * The rules plugin's answer to the engine: translation tables by name, and a transformation rule run
 * over a step's input — each mapping evaluated on its own, so a failure names its target field; the
 * mappings may `$translate` through the tenant's tables.
 */
export function mappingProvider(expressions: ExpressionEvaluator): MappingRule {
  return {
    translationTables: tablesNamed,
    async transform(db, tenantId, name, input) {
      const rule = await rulesDb(db)
        .selectFrom('rule_transformations')
        .select(['mappings', 'enabled'])
        .where('tenant_id', '=', tenantId)
        .where(sql<boolean>`lower(name) = lower(${name})`)
        .executeTakeFirst();
      if (!rule) throw new Error(`There is no transformation rule named "${name}"`);
      if (!rule.enabled) throw new Error(`The transformation rule "${name}" is disabled`);
      const tables = await tablesNamed(db, tenantId, [
        ...new Set(Object.values(rule.mappings).flatMap(translationTablesIn)),
      ]);
      const bindings = translationBindings(tables);
      const output: Record<string, unknown> = {};
      for (const [field, source] of Object.entries(rule.mappings)) {
        try {
          const value = await expressions.evaluate(source, input, bindings);
          if (value !== undefined) output[field] = value;
        } catch (error) {
          throw new Error(`The transformation rule "${name}" failed at ${field}: ${(error as Error).message}`);
        }
      }
      return output;
    },
  };
}
