import type { Kysely } from 'kysely';
import { formDefinitionSchema } from '../public/contract/formDefinition.ts';
import { formProblems, shownFields, type FormValues } from '../public/contract/formValues.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ExpressionEvaluator } from '../../../core/server/expressions/ExpressionEvaluator.ts';
import type { FormChecks } from '../public/server/FormChecks.ts';
import { findForm } from './formLookup.ts';

/**
 * Checks an order's payload or a worklist item's data against the tenant's form of that name, as the
 * renderer does: the fields its conditions show (evaluated in the server's JSONata workers), each
 * required, typed and bounded. A name no enabled form has checks nothing.
 */
export function formCheck(expressions: ExpressionEvaluator): FormChecks {
  return {
    async problems(db: Kysely<CoreDatabase>, tenantId: string, formName: string, values: FormValues) {
      const found = await findForm(db, tenantId, formName);
      if (!found) return [];
      const definition = formDefinitionSchema.parse(found.definition);
      const shown = await shownFields(definition, values, (expression, input) =>
        expressions.evaluate(expression, input),
      );
      return formProblems(definition, values, shown);
    },
  };
}
