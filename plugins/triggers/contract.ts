import { z } from 'zod';
import { resourceMetaFields } from '../resourceKit/public/contract/resourceSchemas.ts';
import { operationNameSchema } from '../engine/public/contract/service.ts';

export {
  API_KEY_HEADER,
  INBOUND_CALL_PERMISSIONS,
  INBOUND_CALL_RESOURCE,
  INBOUND_PATHS,
  SIGNATURE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  TRIGGER_PERMISSIONS,
  TRIGGER_RESOURCE,
} from './paths.ts';

export const TRIGGER_AUTHS = ['API_KEY', 'HMAC'] as const;
export const TRIGGER_FORMATS = ['JSON', 'XML'] as const;
export const INBOUND_OUTCOMES = ['CREATED', 'REPLAYED', 'REFUSED', 'UNAUTHORIZED'] as const;
export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];

/** A dotted path into the payload: `order.id`. */
const payloadPath = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/,
    'A field is a path into the payload: orderId, order.id.',
  )
  .max(120);

/**
 * An inbound endpoint that turns an outside request into an order: where it is called, how the caller
 * proves itself (an API key, or an HMAC-SHA256 signature of its timestamp and body), what it sends (JSON, or XML
 * turned into the payload, through a translation first when one is named), the service and operation of
 * the order, and the payload fields its idempotency key and subscriber key come from.
 */
export const triggerSchema = z.object({
  triggerId: z.string(),
  name: z.string(),
  description: z.string(),
  path: z.string(),
  /** Where the outside world calls it, under this server: `/inbound/<tenant>/<path>`. */
  endpoint: z.string(),
  auth: z.enum(TRIGGER_AUTHS),
  /** Whether a secret is set; the secret itself is sealed and never answered. */
  secretSet: z.boolean(),
  /** When the secret was last entered (ISO); null when none is set, or it was entered before this was kept. */
  secretUpdatedAt: z.string().nullable(),
  format: z.enum(TRIGGER_FORMATS),
  translation: z.string().nullable(),
  service: z.string(),
  operation: z.string(),
  idempotencyField: z.string().nullable(),
  subscriberKeyField: z.string().nullable(),
  enabled: z.boolean(),
  ...resourceMetaFields,
});
export type Trigger = z.infer<typeof triggerSchema>;

export const createTriggerSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z][A-Za-z0-9 _.-]{0,79}$/,
      'A name starts with a letter: letters, digits, spaces, _, . and -, at most 80.',
    ),
  description: z.string().trim().max(500, 'A description has at most 500 characters.').default(''),
  path: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'A path is lower-case letters, digits and -, at most 60: crm-activation.'),
  auth: z.enum(TRIGGER_AUTHS).default('API_KEY'),
  /** The API key, or the HMAC signing secret: at least 16 characters; an update without it keeps the stored one. */
  secret: z
    .string({ error: 'Enter the API key or the signing secret.' })
    .min(16, 'A secret has at least 16 characters.')
    .max(200),
  format: z.enum(TRIGGER_FORMATS).default('JSON'),
  translation: z.string().trim().min(1).max(80).nullable().default(null),
  service: z.string().trim().min(1, 'Choose the service of the order.').max(80),
  operation: operationNameSchema,
  idempotencyField: payloadPath.nullable().default(null),
  subscriberKeyField: payloadPath.nullable().default(null),
  enabled: z.boolean().default(true),
});
export type CreateTrigger = z.input<typeof createTriggerSchema>;

/** One call the outside world made to a trigger, as the inbound monitor shows it. */
export const inboundCallSchema = z.object({
  callId: z.string(),
  triggerId: z.string().nullable(),
  trigger: z.string(),
  receivedAt: z.string(),
  /** The headers as received, secrets masked. */
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  /** The order payload the body became, when it got that far. */
  payload: z.record(z.string(), z.unknown()).nullable(),
  outcome: z.enum(INBOUND_OUTCOMES),
  httpStatus: z.number().int(),
  message: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  durationMs: z.number().int(),
  /** The call this one replayed, when it is a replay. */
  replayOf: z.string().nullable(),
});
export type InboundCall = z.infer<typeof inboundCallSchema>;

export const replayCallSchema = z.strictObject({ callId: z.uuid('Name the call to replay.') });
