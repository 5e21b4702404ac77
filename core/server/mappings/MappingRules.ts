import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import type { TranslationTable } from '../expressions/ExpressionEvaluator.ts';

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
 * (`$translate` in its expressions). The plugin that keeps the rules provides them; without one, no
 * table is known and a named rule is missing.
 */
export class MappingRules implements MappingRule {
  private provider: MappingRule | null = null;

  provide(provider: MappingRule): void {
    if (this.provider) throw new Error('Mapping rules are provided already');
    this.provider = provider;
  }

  async translationTables(
    db: Kysely<CoreDatabase>,
    tenantId: string,
    names: readonly string[],
  ): Promise<Record<string, TranslationTable>> {
    if (names.length === 0 || !this.provider) return {};
    return this.provider.translationTables(db, tenantId, names);
  }

  async transform(
    db: Kysely<CoreDatabase>,
    tenantId: string,
    name: string,
    input: unknown,
  ): Promise<Record<string, unknown>> {
    if (!this.provider) throw new Error(`There is no transformation rule named "${name}"`);
    return this.provider.transform(db, tenantId, name, input);
  }
}
