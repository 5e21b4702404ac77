import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ExpressionEvaluator } from '../../../core/server/expressions/ExpressionEvaluator.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import {
  OrderIntakeChecks,
  type IntakeCheck,
  type IntakeProblem,
} from '../../engine/public/server/OrderIntakeChecks.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  RULE_KIND_INFO,
  RULE_TEST_PATHS,
  createValidationRuleSchema,
  validationRuleSchema,
  validationTestResultSchema,
  validationTestSchema,
  type ValidationTestResult,
} from '../contract.ts';
import { assertExpression, ruleResource, type RuleResource } from './ruleResource.ts';

interface RuleRow {
  name: string;
  condition: string;
  message: string;
  field: string | null;
}

/** JSONata's truth, as the engine reads an edge condition: an empty sequence, false, 0, '' and null fail. */
const holds = (value: unknown): boolean => (Array.isArray(value) ? value.some(holds) : Boolean(value));

/** A condition over a payload: whether it holds, and what it evaluated to. */
async function evaluateCondition(
  evaluate: ExpressionEvaluator['evaluate'],
  condition: string,
  payload: Record<string, unknown>,
  bindings: Record<string, unknown> = {},
): Promise<ValidationTestResult> {
  try {
    const value = await evaluate(condition, payload, bindings);
    return { passed: holds(value), value: value === undefined ? null : JSON.stringify(value), error: null };
  } catch (error) {
    return { passed: false, value: null, error: (error as Error).message };
  }
}

/**
 * The validation rules an order passes at intake: those its operation names, and those of its service
 * (and operation); each whose condition does not hold refuses it with the rule's message, on its field.
 */
function validationCheck(expressions: ExpressionEvaluator): IntakeCheck {
  return async (db: Kysely<CoreDatabase>, subject) => {
    const named = subject.operation.rules.map((rule) => rule.toLowerCase());
    const { rows } = await sql<RuleRow>`select name, condition, message, field from rule_validations
      where tenant_id = ${subject.tenantId} and enabled
        and (lower(name) in (select jsonb_array_elements_text(${JSON.stringify(named)}::jsonb))
          or (lower(service) = lower(${subject.service})
            and (jsonb_array_length(operations) = 0 or operations ? ${subject.operation.name})))
      order by lower(name)`.execute(db);
    const problems: IntakeProblem[] = [];
    const bindings = {
      service: subject.service,
      operation: subject.operation.name,
      subscriberKey: subject.subscriberKey,
    };
    for (const rule of rows) {
      const result = await evaluateCondition(
        (...args) => expressions.evaluate(...args),
        rule.condition,
        subject.payload,
        bindings,
      );
      if (result.passed) continue;
      const message = result.error
        ? `${rule.message} (the rule ${rule.name} could not be evaluated: ${result.error})`
        : rule.message;
      problems.push({ path: rule.field ? `payload.${rule.field}` : 'payload', message });
    }
    return problems;
  };
}

/** Validation rules on the kit: the condition is checked as the engine will run it (no `$eval`). */
export const VALIDATION_RULES = {
  kind: 'validation',
  table: 'rule_validations',
  record: validationRuleSchema,
  create: createValidationRuleSchema,
  columns: {
    service: 'service',
    operations: 'operations',
    condition: 'condition',
    message: 'message',
    field: 'field',
  },
  summary:
    'Creates a validation rule: a JSONata `condition` over the order payload that must hold (`$service`, `$operation`, `$subscriberKey` bound), the `message` an order is refused with, and the payload `field` it is about. It applies where an operation names it, and to every order of its `service` (and `operations`).',
  check: (values) => assertExpression('condition', values.condition),
} satisfies RuleResource<typeof createValidationRuleSchema, 'rule_validations'>;

/** Validation rules on the kit, the test of a condition over a sample payload, and their check at intake. */
export function validationRules(services: ServerServices): AnyRoute[] {
  services.get(OrderIntakeChecks).add('rules:validation', validationCheck(services.expressions));
  return [
    ...ruleResource(services, VALIDATION_RULES),
    defineRoute({
      method: 'POST',
      url: RULE_TEST_PATHS.validation,
      summary:
        'Evaluates a validation condition over a sample payload: whether it holds, its value, or why it could not be evaluated.',
      tags: ['Rules'],
      permission: RULE_KIND_INFO.validation.descriptor.permissions.read as string,
      body: validationTestSchema,
      response: validationTestResultSchema,
      handler: async ({ body, auth }) => {
        assertExpression('condition', body.condition);
        const evaluate: ExpressionEvaluator['evaluate'] = (...args) => services.expressions.evaluatePreview(...args);
        return ok(
          await services.previews.run(auth, 1, () => evaluateCondition(evaluate, body.condition, body.payload)),
        );
      },
    }),
  ];
}
