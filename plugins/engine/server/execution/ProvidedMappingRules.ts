import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { TranslationTable } from '../../../../core/server/expressions/ExpressionEvaluator.ts';
import type { MappingRule, MappingRules } from '../../public/server/MappingRules.ts';

/** The mapping rules a plugin provided, as the engine's steps ask them. */
export class ProvidedMappingRules implements MappingRules, MappingRule {
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
