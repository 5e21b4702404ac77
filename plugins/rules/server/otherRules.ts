import { checkExpression, translationTablesIn } from '../../../core/contract/expressionCheck.ts';
import { translationBindings } from '../../../core/server/expressions/ExpressionEvaluator.ts';
import { invalidField } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  RULE_KIND_INFO,
  RULE_TEST_PATHS,
  createSmsTemplateSchema,
  createTransformationRuleSchema,
  createTranslationTableSchema,
  smsTemplateSchema,
  transformationRuleSchema,
  transformationTestResultSchema,
  transformationTestSchema,
  translationTableSchema,
} from '../contract.ts';
import { tablesNamed } from './mappingProvider.ts';
import { assertExpression, ruleResource, type RuleResource } from './ruleResource.ts';

/** Each entry of a table translates a value once. */
function assertEntries(entries: unknown): void {
  if (!Array.isArray(entries)) return;
  const seen = new Set<string>();
  (entries as { from: string }[]).forEach((entry, index) => {
    if (seen.has(entry.from)) throw invalidField('body', `entries.${index}.from`, `${entry.from} is translated twice`);
    seen.add(entry.from);
  });
}

/** Transformation rules on the kit: each mapping an expression checked as the engine will run it. */
export const TRANSFORMATION_RULES = {
  kind: 'transformation',
  table: 'rule_transformations',
  record: transformationRuleSchema,
  create: createTransformationRuleSchema,
  columns: { mappings: 'mappings', sampleInput: 'sample_input' },
  summary:
    'Creates a transformation rule: `mappings` from each target field to the JSONata that makes it from the input, and a `sampleInput` to try them on.',
  check: (values) => {
    const mappings = (values.mappings ?? {}) as Record<string, string>;
    for (const [field, source] of Object.entries(mappings)) assertExpression(`mappings.${field}`, source);
  },
} satisfies RuleResource<typeof createTransformationRuleSchema, 'rule_transformations'>;

/** Translation tables on the kit: each value translated once. */
export const TRANSLATION_TABLES = {
  kind: 'translation',
  table: 'rule_translations',
  record: translationTableSchema,
  create: createTranslationTableSchema,
  columns: { entries: 'entries' },
  summary:
    'Creates a translation table: `entries` of a value (`from`) and what it becomes (`to`), each value once — an outside system’s codes to the tenant’s.',
  check: (values) => assertEntries(values.entries),
} satisfies RuleResource<typeof createTranslationTableSchema, 'rule_translations'>;

/** SMS templates on the kit. */
export const SMS_TEMPLATES = {
  kind: 'sms',
  table: 'rule_sms_templates',
  record: smsTemplateSchema,
  create: createSmsTemplateSchema,
  columns: { text: 'text' },
  summary: 'Creates an SMS template: `text` with `{{ }}` placeholders over the order, at most 1600 characters.',
} satisfies RuleResource<typeof createSmsTemplateSchema, 'rule_sms_templates'>;

/** Transformation rules (with their test on a sample input), translation tables and SMS templates. */
export function otherRules(services: ServerServices): AnyRoute[] {
  return [
    ...ruleResource(services, TRANSFORMATION_RULES),
    defineRoute({
      method: 'POST',
      url: RULE_TEST_PATHS.transformation,
      summary:
        'Applies transformation mappings to a sample input: the output, or each mapping that could not be evaluated by its target field.',
      tags: ['Rules'],
      permission: RULE_KIND_INFO.transformation.descriptor.permissions.read as string,
      body: transformationTestSchema,
      response: transformationTestResultSchema,
      handler: async ({ body, auth }) =>
        services.previews.run(auth, Object.keys(body.mappings).length, async () => {
          const output: Record<string, unknown> = {};
          const problems: { field: string; message: string }[] = [];
          const named = [...new Set(Object.values(body.mappings).flatMap(translationTablesIn))];
          const bindings = translationBindings(await tablesNamed(services.db, auth.tenantId, named));
          for (const [field, source] of Object.entries(body.mappings)) {
            const refused = checkExpression(source);
            if (refused) {
              problems.push({ field, message: refused.message });
              continue;
            }
            try {
              output[field] = await services.expressions.evaluatePreview(source, body.input, bindings);
            } catch (error) {
              problems.push({ field, message: (error as Error).message });
            }
          }
          return ok({ output: problems.length > 0 ? null : output, problems });
        }),
    }),
    ...ruleResource(services, TRANSLATION_TABLES),
    ...ruleResource(services, SMS_TEMPLATES),
  ];
}
