import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { TranslationTable } from '../../../../core/server/expressions/ExpressionEvaluator.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';

/** What the engine asks of the tenant's transformation rules and translation tables. */
export interface MappingRule {
  /** The tenant's enabled translation tables of these names; a name it has none of is left out. */
  translationTables(
    db: Kysely<CoreDatabase>,
    tenantId: string,
    names: readonly string[],
  ): Promise<Record<string, TranslationTable>>;
  /**
   * The output of the tenant's transformation rule of that name over the input: each mapping's value by its
   * target field. Throws an Error naming the rule (and the field) when it is missing, disabled or fails.
   */
  transform(db: Kysely<CoreDatabase>, tenantId: string, name: string, input: unknown): Promise<Record<string, unknown>>;
}

/**
 * Where the engine finds transformation rules (a TRANSFORM step naming one) and translation tables
 * (`$translate` in its expressions): the plugin that keeps the rules provides them. Without one, no table
 * is known and a named rule is missing.
 */
export interface MappingRules {
  provide(provider: MappingRule): void;
}

export const MappingRules = serverToken<MappingRules>('engine', 'MappingRules');
