import type { Kysely } from 'kysely';
import { translationTablesIn } from '../../../../core/contract/expressionCheck.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import {
  translationBindings,
  type ExpressionEvaluator,
} from '../../../../core/server/expressions/ExpressionEvaluator.ts';
import type { EngineDeps } from './engineDeps.ts';

/** What evaluates a step's expressions. */
export type Evaluates = Pick<ExpressionEvaluator, 'evaluate'>;

/**
 * The evaluator as an order's steps use it: an expression that names translation tables in
 * `$translate("<table>", value)` reads the tenant's tables of those names.
 */
export function tenantExpressions(
  deps: Pick<EngineDeps, 'expressions' | 'mappings'>,
  db: Kysely<CoreDatabase>,
  tenantId: string,
): Evaluates {
  return {
    async evaluate(source, input, bindings) {
      const names = translationTablesIn(source);
      if (names.length === 0) return deps.expressions.evaluate(source, input, bindings);
      const tables = await deps.mappings.translationTables(db, tenantId, names);
      return deps.expressions.evaluate(source, input, { ...bindings, ...translationBindings(tables) });
    },
  };
}
