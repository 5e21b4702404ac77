/**
 * A task template: what a workflow's TASK step does (domain model). Its type decides the settings it
 * needs (`config`); mappings are JSONata over the step's context; the retry policy, timeout and the
 * retryable error codes govern its attempts. Templates are named in workflow graphs, so a name never
 * changes once created.
 */
import { z } from 'zod';
import { resourceMetaFields } from '../../../resourceKit/public/contract/resourceSchemas.ts';
import { retryPolicySchema, TASK_TYPES, type TaskType } from './workflowDefinition.ts';

export { TASK_TEMPLATE_RESOURCE } from './enginePaths.ts';

/** Error codes an attempt can end with; a template lists which of them are worth another attempt. */
export const TASK_ERROR_CODES = [
  'TIMEOUT',
  'CONNECTION',
  'HTTP_4XX',
  'HTTP_5XX',
  'HTTP_429',
  'SUCCESS_CONDITION',
  'MAPPING',
  'NOT_AVAILABLE',
] as const;
export type TaskErrorCode = (typeof TASK_ERROR_CODES)[number];

export const MAX_TASK_TIMEOUT_MS = 30 * 86_400_000;

/**
 * Where an ASSIGN_STOCK step takes its item: a FIXED location; the location the order names in a payload
 * field (ORDER_FIELD: its name or id); or an active location serving the subscriber's region, read from a
 * payload field (SUBSCRIBER_REGION, `region` by default).
 */
export const STOCK_LOCATION_RULES = ['FIXED', 'ORDER_FIELD', 'SUBSCRIBER_REGION'] as const;
export type StockLocationRule = (typeof STOCK_LOCATION_RULES)[number];

const name = z.string().trim().min(1, 'Enter a name.').max(120, 'A name has at most 120 characters.');
const expression = z.string().trim().min(1, 'Enter an expression.').max(10_000);
const mappingKey = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,199}$/, 'A field name starts with a letter or _: letters, digits, _, . and -');

/** Field name → JSONata expression. */
export const mappingSchema = z.record(mappingKey, expression);

/** The settings each type needs, checked against the template's type on every write. */
export const TASK_CONFIG_SCHEMAS = {
  HTTP_CALL: z.strictObject({
    /** The network element called, by name. */
    networkElement: name,
    /** The element's provisioning template used, by operation name (ADD, MODIFY …). */
    operation: name,
  }),
  TRANSFORM: z.strictObject({
    /** A transformation rule applied to the step's input, by name: its output is the step's. */
    rule: name.optional(),
  }),
  DECISION: z.strictObject({}),
  WAIT: z.union([
    z.strictObject({ durationMs: z.number().int().min(0).max(MAX_TASK_TIMEOUT_MS) }),
    /** JSONata giving an ISO time to wait until. */
    z.strictObject({ until: expression }),
  ]),
  HUMAN: z.strictObject({
    /** The worklist item's title: JSONata, or plain text in quotes. */
    title: expression,
    /** The form the person completes, by name. */
    form: name.optional(),
    /** The group (a role name) the item is offered to. */
    group: name.optional(),
    dueInMs: z.number().int().min(60_000).max(MAX_TASK_TIMEOUT_MS).optional(),
  }),
  NOTIFY: z.strictObject({ alert: name }),
  ASSIGN_STOCK: z
    .strictObject({
      /** The device model reserved: a model's name, or a device type (`ONT`) for any model of it. */
      model: name,
      /** Where the item is taken from (see STOCK_LOCATION_RULES); without one, any location holding the model. */
      locationRule: z.enum(STOCK_LOCATION_RULES).optional(),
      /** The FIXED location, by name. */
      location: name.optional(),
      /** The order payload's field naming the location (ORDER_FIELD) or the subscriber's region (SUBSCRIBER_REGION). */
      locationField: mappingKey.optional(),
    })
    .superRefine((config, ctx) => {
      if (config.locationRule === 'FIXED' && !config.location) {
        ctx.addIssue({ code: 'custom', path: ['location'], message: 'Name the location stock is taken from.' });
      }
      if (config.locationRule === 'ORDER_FIELD' && !config.locationField) {
        ctx.addIssue({
          code: 'custom',
          path: ['locationField'],
          message: 'Name the order field holding the location.',
        });
      }
    }),
  SUB_WORKFLOW: z.strictObject({ workflow: name, version: z.number().int().min(1).optional() }),
  TERMINATE: z.strictObject({ outcome: z.enum(['COMPLETED', 'FAILED']) }),
} satisfies Record<TaskType, z.ZodType>;

export const taskTemplateSchema = z.object({
  taskTemplateId: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(TASK_TYPES),
  config: z.record(z.string(), z.unknown()),
  inputMapping: z.record(z.string(), z.string()),
  outputMapping: z.record(z.string(), z.string()),
  retryPolicy: retryPolicySchema,
  timeoutMs: z.number().int(),
  retryableErrors: z.array(z.enum(TASK_ERROR_CODES)),
  enabled: z.boolean(),
  ...resourceMetaFields,
});
export type TaskTemplate = z.infer<typeof taskTemplateSchema>;

export const DEFAULT_RETRY_POLICY = {
  maxAttempts: 3,
  backoff: 'EXPONENTIAL',
  delayMs: 1_000,
  maxDelayMs: 60_000,
  jitter: true,
} as const;

/** The body creating a task template; an update sends any of these but the name, with `version`. */
export const createTaskTemplateSchema = z.strictObject({
  name,
  description: z.string().trim().max(500, 'A description has at most 500 characters.').default(''),
  type: z.enum(TASK_TYPES),
  config: z.record(z.string(), z.unknown()).default({}),
  inputMapping: mappingSchema.default({}),
  outputMapping: mappingSchema.default({}),
  retryPolicy: retryPolicySchema.default({ ...DEFAULT_RETRY_POLICY }),
  timeoutMs: z.number().int().min(1).max(MAX_TASK_TIMEOUT_MS).default(30_000),
  retryableErrors: z
    .array(z.enum(TASK_ERROR_CODES))
    .max(TASK_ERROR_CODES.length)
    .default(['TIMEOUT', 'CONNECTION', 'HTTP_5XX', 'HTTP_429']),
  enabled: z.boolean().default(true),
});
export type CreateTaskTemplate = z.input<typeof createTaskTemplateSchema>;
