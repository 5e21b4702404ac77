/**
 * A provisioning template: how an HTTP task calls one operation of a network element (domain model).
 * The path, header values and an XML body are text with `{{ expression }}` placeholders; a JSON body is
 * one JSONata expression building the document (`{"msisdn": msisdn}`); both read the task's input. The
 * response mapping (JSONata over `{status, headers, body}`) gives the task's output, and the success
 * condition decides whether the call succeeded. An XML body may go through a translation of the
 * translator (XSLT) before it is sent. One template per element and operation.
 */
import { z } from 'zod';
import { resourceMetaFields } from '../../../resourceKit/public/contract/resourceSchemas.ts';
import { operationNameSchema } from './service.ts';

export { PROVISIONING_PATHS, PROVISIONING_TEMPLATE_RESOURCE } from './enginePaths.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const BODY_FORMATS = ['NONE', 'JSON', 'XML'] as const;
export type BodyFormat = (typeof BODY_FORMATS)[number];
/** Without a success condition, a call succeeds with a 2xx status. */
export const DEFAULT_SUCCESS_CONDITION = 'status >= 200 and status < 300';
export const MAX_TEMPLATE_HEADERS = 30;

const expression = z.string().trim().min(1, 'Enter an expression.').max(10_000);

export const provisioningTemplateSchema = z.object({
  provisioningTemplateId: z.string(),
  networkElementId: z.string(),
  /** The element's name. */
  networkElement: z.string(),
  operation: z.string(),
  description: z.string(),
  method: z.enum(HTTP_METHODS),
  path: z.string(),
  headers: z.record(z.string(), z.string()),
  bodyFormat: z.enum(BODY_FORMATS),
  body: z.string().nullable(),
  /** The translator's translation (XSLT) the rendered XML body goes through, by name. */
  translation: z.string().nullable(),
  responseMapping: z.string().nullable(),
  successCondition: z.string().nullable(),
  enabled: z.boolean(),
  ...resourceMetaFields,
});
export type ProvisioningTemplate = z.infer<typeof provisioningTemplateSchema>;

export const createProvisioningTemplateSchema = z.strictObject({
  networkElementId: z.uuid('Choose a network element.'),
  /** The operation task templates name (ADD, MODIFY, QUALIFY …). */
  operation: operationNameSchema,
  description: z.string().trim().max(500, 'A description has at most 500 characters.').default(''),
  method: z.enum(HTTP_METHODS).default('POST'),
  path: z
    .string()
    .trim()
    .max(2_000)
    .refine(
      (path) => /^\/\S*$/.test(path.replace(/\{\{[^}]*\}\}/g, 'x')),
      'A path starts with / and has no spaces outside placeholders',
    ),
  headers: z
    .record(
      z.string().regex(/^[A-Za-z0-9-]{1,80}$/, 'A header name has letters, digits and -'),
      z
        .string()
        .max(2_000)
        .refine((value) => !/[\r\n]/.test(value), 'A header value is one line'),
    )
    .refine((headers) => Object.keys(headers).length <= MAX_TEMPLATE_HEADERS, `At most ${MAX_TEMPLATE_HEADERS} headers`)
    .default({}),
  bodyFormat: z.enum(BODY_FORMATS).default('JSON'),
  body: z.string().max(100_000).nullable().default(null),
  translation: z.string().trim().min(1).max(120).nullable().default(null),
  responseMapping: expression.nullable().default(null),
  successCondition: expression.nullable().default(null),
  enabled: z.boolean().default(true),
});
export type CreateProvisioningTemplate = z.input<typeof createProvisioningTemplateSchema>;

/** A test call: the task input the template reads, and an optional idempotency key to send. */
export const provisioningTestSchema = z.strictObject({
  input: z.record(z.string(), z.unknown()).default({}),
  idempotencyKey: z.string().min(1).max(200).optional(),
});

export const networkExchangeSchema = z.object({
  request: z.object({
    method: z.string(),
    url: z.string(),
    /** Headers sent; authentication values are shown as •••. */
    headers: z.record(z.string(), z.string()),
    body: z.string().nullable(),
  }),
  response: z
    .object({
      status: z.number().int(),
      headers: z.record(z.string(), z.string()),
      body: z.string(),
      durationMs: z.number(),
    })
    .nullable(),
  outcome: z.object({
    succeeded: z.boolean(),
    /** One of the task error codes when the call failed (TIMEOUT, HTTP_5XX, SUCCESS_CONDITION …). */
    errorCode: z.string().nullable(),
    message: z.string(),
    output: z.unknown(),
  }),
});
export type NetworkExchange = z.infer<typeof networkExchangeSchema>;
