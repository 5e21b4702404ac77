import { z } from 'zod';
import { MAX_EXPRESSION_LENGTH } from '../../core/contract/expressionCheck.ts';
import { resourceMetaFields } from '../resourceKit/public/contract/resourceSchemas.ts';
import { operationNameSchema } from '../engine/public/contract/service.ts';

export { RULE_KIND_INFO, RULE_KINDS, RULE_TEST_PATHS, RULES_READ_KEYS, type RuleKind } from './paths.ts';

const name = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z][A-Za-z0-9 _.-]{0,79}$/,
    'A name starts with a letter: letters, digits, spaces, _, . and -, at most 80.',
  );
const description = z.string().trim().max(500, 'A description has at most 500 characters.').default('');
const expression = (what: string) => z.string().trim().min(1, `Write the ${what}.`).max(MAX_EXPRESSION_LENGTH);
const serviceName = z.string().trim().min(1).max(80);
const common = { name, description, enabled: z.boolean().default(true) };
const recordCommon = {
  ruleId: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  ...resourceMetaFields,
};

/**
 * A validation rule: a JSONata condition over an order's payload that must hold, and the message an order
 * is refused with when it does not. It applies to the operations that name it, and to every order of its
 * service (and operations) when it names one.
 */
export const createValidationRuleSchema = z.strictObject({
  ...common,
  service: serviceName.nullable().default(null),
  operations: z.array(operationNameSchema).max(20).default([]),
  condition: expression('condition'),
  message: z.string().trim().min(1, 'Write the message an order is refused with.').max(300),
  /** The payload field the message is about (`msisdn`), or none for the payload as a whole. */
  field: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_.]{0,99}$/, 'A field is a payload key: msisdn, address.city.')
    .nullable()
    .default(null),
});
export const validationRuleSchema = z.object({
  ...recordCommon,
  service: z.string().nullable(),
  operations: z.array(z.string()),
  condition: z.string(),
  message: z.string(),
  field: z.string().nullable(),
});
export type ValidationRule = z.infer<typeof validationRuleSchema>;

/** What a dependency rule does with an order while the order it names is open: refuse it (409), or take it and hold it. */
export const DEPENDENCY_ACTIONS = ['REFUSE', 'WAIT'] as const;

/**
 * A dependency rule: while another order on the same subscriber key — of a service and operations it
 * names, or any — has not ended, an order of its service (and operations) is refused, or taken as
 * PENDING and started once that order has ended.
 */
export const createDependencyRuleSchema = z.strictObject({
  ...common,
  service: serviceName,
  operations: z.array(operationNameSchema).max(20).default([]),
  blockingService: serviceName.nullable().default(null),
  blockingOperations: z.array(operationNameSchema).max(20).default([]),
  action: z.enum(DEPENDENCY_ACTIONS).default('REFUSE'),
  message: z.string().trim().min(1, 'Write the message an order is refused or held with.').max(300),
});
export const dependencyRuleSchema = z.object({
  ...recordCommon,
  service: z.string(),
  operations: z.array(z.string()),
  blockingService: z.string().nullable(),
  blockingOperations: z.array(z.string()),
  action: z.enum(DEPENDENCY_ACTIONS),
  message: z.string(),
});
export type DependencyRule = z.infer<typeof dependencyRuleSchema>;

/** A transformation rule: field mappings, each a target field and the JSONata that makes it from the input. */
export const createTransformationRuleSchema = z.strictObject({
  ...common,
  mappings: z
    .record(
      z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,59}$/, 'A target field is a key: letters, digits and _.'),
      expression('mapping'),
    )
    .refine((mappings) => Object.keys(mappings).length <= 100, 'At most 100 mappings.')
    .default({}),
  sampleInput: z.record(z.string(), z.unknown()).default({}),
});
export const transformationRuleSchema = z.object({
  ...recordCommon,
  mappings: z.record(z.string(), z.string()),
  sampleInput: z.record(z.string(), z.unknown()),
});
export type TransformationRule = z.infer<typeof transformationRuleSchema>;

export const translationEntrySchema = z.strictObject({
  from: z.string().trim().min(1, 'An entry needs a value to translate.').max(200),
  to: z.string().trim().max(200),
});
export const MAX_TRANSLATION_ENTRIES = 5_000;

/** A translation table: values looked up and replaced (an outside system's plan code → ours). */
export const createTranslationTableSchema = z.strictObject({
  ...common,
  entries: z.array(translationEntrySchema).max(MAX_TRANSLATION_ENTRIES).default([]),
});
export const translationTableSchema = z.object({
  ...recordCommon,
  entries: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type TranslationTable = z.infer<typeof translationTableSchema>;

/** An SMS template: text with `{{ }}` placeholders over the order. */
export const createSmsTemplateSchema = z.strictObject({
  ...common,
  text: z.string().min(1, 'Write the message.').max(1_600, 'An SMS template has at most 1600 characters.'),
});
export const smsTemplateSchema = z.object({ ...recordCommon, text: z.string() });
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;

export const validationTestSchema = z.strictObject({
  condition: expression('condition'),
  payload: z.record(z.string(), z.unknown()),
});
export const validationTestResultSchema = z.object({
  passed: z.boolean(),
  /** What the condition evaluated to, as JSON text; null when it could not be evaluated. */
  value: z.string().nullable(),
  error: z.string().nullable(),
});
export type ValidationTestResult = z.infer<typeof validationTestResultSchema>;

export const transformationTestSchema = z.strictObject({
  mappings: z.record(z.string(), expression('mapping')),
  input: z.record(z.string(), z.unknown()),
});
export const transformationTestResultSchema = z.object({
  output: z.record(z.string(), z.unknown()).nullable(),
  /** A mapping that could not be evaluated, by its target field. */
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type TransformationTestResult = z.infer<typeof transformationTestResultSchema>;
