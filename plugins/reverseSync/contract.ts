import { z } from 'zod';
import { storedIsoTime } from '../../core/contract/storedTime.ts';
import { resourceMetaFields } from '../resourceKit/public/contract/resourceSchemas.ts';
import { BUILT_IN_RECEIVER_URL, RECEIVER_PREFIX } from './paths.ts';

export {
  BUILT_IN_RECEIVER_URL,
  CONFIGURATION_PERMISSIONS,
  DELIVERY_RESOURCE,
  DELIVERY_STREAM_EVENT,
  EVENT_PERMISSIONS,
  REVERSE_PATHS,
  SUBSCRIBER_PERMISSIONS,
  SUBSCRIBER_RESOURCE,
} from './paths.ts';

/** The order events a subscriber may ask for. */
export const REVERSE_EVENT_TYPES = [
  'ORDER_CREATED',
  'ORDER_STATE_CHANGED',
  'ORDER_COMPLETED',
  'ORDER_FAILED',
  'TASK_FAILED',
  'WORKLIST_ITEM_CREATED',
  'WORKLIST_ITEM_COMPLETED',
  'STOCK_ASSIGNED',
] as const;
export type ReverseEventType = (typeof REVERSE_EVENT_TYPES)[number];
/** What a test event is called; it is sent on request only. */
export const TEST_EVENT_TYPE = 'TEST';

export const REVERSE_EVENT_LABELS: Readonly<Record<ReverseEventType, string>> = {
  ORDER_CREATED: 'Order created',
  ORDER_STATE_CHANGED: 'Order state changed',
  ORDER_COMPLETED: 'Order completed',
  ORDER_FAILED: 'Order failed',
  TASK_FAILED: 'Task failed',
  WORKLIST_ITEM_CREATED: 'Worklist item created',
  WORKLIST_ITEM_COMPLETED: 'Worklist item completed',
  STOCK_ASSIGNED: 'Stock assigned',
};

export const DELIVERY_STATES = ['PENDING', 'RETRYING', 'DELIVERED', 'FAILED', 'SKIPPED'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** JSON as is; XML: the event as elements, through the subscriber's translation (XSLT) when it names one. */
export const PAYLOAD_FORMATS = ['JSON', 'XML'] as const;

/** The spec's default retry schedule, in seconds from the failure before: 0 s, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const DEFAULT_RETRY_SCHEDULE = [0, 5, 300, 1_800, 7_200, 18_000, 36_000, 36_000] as const;
const MAX_DELAY_SECONDS = 7 * 86_400;

const retrySchedule = z
  .array(z.number().int().min(0).max(MAX_DELAY_SECONDS, 'A delay is at most 7 days (604800 s).'))
  .min(1, 'A schedule has at least one attempt.')
  .max(20, 'A schedule has at most 20 attempts.');

/** Stands for a stored header value in every answer; sent back (as null does) it keeps that value. */
export const HEADER_VALUE_MASK = '••••';
const HEADER_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/;
/** Headers of the connection rather than of the message: the server's transport sets them. */
const CONNECTION_HEADER =
  /^(connection|keep-alive|proxy-.*|te|trailer|transfer-encoding|upgrade|expect|host|content-length|http2-settings)$/i;
/** The signature's headers and the payload's type: the server's own. */
const SIGNATURE_HEADER = /^(webhook-(id|timestamp|signature)|content-type)$/i;
const LINE_BREAK = /[\r\n\0]/;

function headerNameProblem(name: string): string | null {
  if (LINE_BREAK.test(name)) return 'A header name may not hold a line break (CR, LF) or NUL.';
  if (!HEADER_TOKEN.test(name))
    return `${name.slice(0, 64)} is not a header name: letters, digits and !#$%&'*+-.^_\`|~, at most 64.`;
  if (CONNECTION_HEADER.test(name)) return `${name} is a header of the connection: the server sets those itself.`;
  if (SIGNATURE_HEADER.test(name)) return `${name} is the server's: it signs every request and sets its content type.`;
  return null;
}

function headerValueProblem(value: string): string | null {
  if (LINE_BREAK.test(value)) return 'A header value may not hold a line break (CR, LF) or NUL.';
  if (/[^\t\x20-\x7e]/.test(value)) return 'A header value holds printable ASCII, spaces and tabs only.';
  return null;
}

/**
 * Extra request headers by name. Their values are secrets (a token): sealed when saved and never answered
 * again (`HEADER_VALUE_MASK` stands for each), so null or the mask keeps a stored value on an edit.
 */
const headers = z
  .record(z.string(), z.string().max(500, 'A header value has at most 500 characters.').nullable())
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 headers.')
  .superRefine((value, context) => {
    const seen = new Set<string>();
    for (const [name, headerValue] of Object.entries(value)) {
      const kept = headerValue === null || headerValue === HEADER_VALUE_MASK;
      const problem = headerNameProblem(name) ?? (kept ? null : headerValueProblem(headerValue));
      if (problem) context.addIssue({ code: 'custom', path: [name], message: problem });
      else if (seen.has(name.toLowerCase()))
        context.addIssue({ code: 'custom', path: [name], message: `${name} is named twice (names ignore case).` });
      seen.add(name.toLowerCase());
    }
  });

/** Health of a subscriber: how its deliveries went over the last day, and since when it fails. */
export const subscriberHealthSchema = z.object({
  /** Delivered attempts out of all attempts of the last 24 h (0…1), null without attempts. */
  successRate: z.number().nullable(),
  attempts: z.number().int(),
  lastFailureAt: z.string().nullable(),
  lastFailure: z.string().nullable(),
  failingSince: z.string().nullable(),
  /** Set when the server disabled it after failing for the configured period. */
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
});
export type SubscriberHealth = z.infer<typeof subscriberHealthSchema>;

/** A subscriber: where the order events it asked for are posted, signed. */
export const subscriberSchema = z.object({
  subscriberId: z.string(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  eventTypes: z.array(z.enum(REVERSE_EVENT_TYPES)),
  service: z.string().nullable(),
  operation: z.string().nullable(),
  accountId: z.string().nullable(),
  payloadFormat: z.enum(PAYLOAD_FORMATS),
  /** The translation (XSLT, by name) an XML payload goes through; null sends the plain XML. */
  translation: z.string().nullable(),
  /** Every header by name, its value masked: values are written, never read. */
  headers: z.record(z.string(), z.literal(HEADER_VALUE_MASK)),
  /** When each header's value was last entered (ISO), by name; null when that was before this was kept. */
  headersUpdatedAt: z.record(z.string(), z.string().nullable()),
  enabled: z.boolean(),
  /** Null: the configuration's default schedule. */
  retrySchedule: z.array(z.number()).nullable(),
  /** Deliveries in flight at once. */
  concurrency: z.number().int(),
  /** Attempts started per second at most (every process together); null for no limit. */
  ratePerSecond: z.number().int().nullable(),
  /** Each order's events one after the other, in order. */
  inOrder: z.boolean(),
  /** Answered once, on create; never again. */
  secret: z.string().optional(),
  /** When the signing secret was made (ISO): on create, and at each rotation; null when that was before this was kept. */
  secretUpdatedAt: z.string().nullable(),
  /** While a rotated secret still signs beside the new one. */
  previousSecretUntil: z.string().nullable(),
  health: subscriberHealthSchema,
  ...resourceMetaFields,
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const createSubscriberSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z][A-Za-z0-9 _.-]{0,79}$/,
      'A name starts with a letter: letters, digits, spaces, _, . and -, at most 80.',
    ),
  description: z.string().trim().max(500, 'A description has at most 500 characters.').default(''),
  url: z.union([z.url({ protocol: /^https?$/ }).max(2_000), z.string().regex(BUILT_IN_RECEIVER_URL)], {
    error: `Enter an http(s) address of at most 2000 characters, or ${RECEIVER_PREFIX}/<tenant>/<name> for the built-in receiver.`,
  }),
  eventTypes: z
    .array(z.enum(REVERSE_EVENT_TYPES))
    .min(1, 'Choose at least one event type.')
    .max(REVERSE_EVENT_TYPES.length),
  service: z.string().trim().min(1).max(80).nullable().default(null),
  operation: z.string().trim().min(1).max(80).nullable().default(null),
  accountId: z.string().trim().min(1).max(80).nullable().default(null),
  payloadFormat: z.enum(PAYLOAD_FORMATS).default('JSON'),
  translation: z
    .string()
    .trim()
    .min(1)
    .max(80, 'A translation name has at most 80 characters.')
    .nullable()
    .default(null),
  headers: headers.default({}),
  enabled: z.boolean().default(true),
  retrySchedule: retrySchedule.nullable().default(null),
  concurrency: z.number().int().min(1, 'At least 1.').max(50, 'At most 50.').default(4),
  ratePerSecond: z.number().int().min(1, 'At least 1.').max(10_000, 'At most 10000.').nullable().default(null),
  inOrder: z.boolean().default(false),
});
export type CreateSubscriber = z.input<typeof createSubscriberSchema>;

/** A new secret, answered once. */
export const rotatedSecretSchema = z.object({
  subscriberId: z.string(),
  secret: z.string(),
  previousSecretUntil: z.string().nullable(),
});

/** What a subscriber answered to one attempt. */
export const attemptSchema = z.object({
  number: z.number().int(),
  at: z.string(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  /** The start of the response body (at most 1 KiB), or why there was no answer. */
  response: z.string(),
  ok: z.boolean(),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** One event for one subscriber, and its attempts. */
export const deliverySchema = z.object({
  deliveryId: z.string(),
  webhookId: z.string(),
  subscriberId: z.string().nullable(),
  subscriber: z.string(),
  accountId: z.string().nullable(),
  eventType: z.string(),
  engineEvent: z.string(),
  eventId: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  stepId: z.string().nullable(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.array(attemptSchema),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  replayOf: z.string().nullable(),
  payload: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const testEventResultSchema = z.object({
  delivered: z.boolean(),
  attempt: attemptSchema,
});

export const replaySchema = z.strictObject({ deliveryId: z.uuid('Name the delivery to send again.') });

export const replayFailedSchema = z.strictObject({
  subscriberId: z.uuid('Name the subscriber.'),
  since: storedIsoTime('Send an ISO time.'),
  dryRun: z.boolean().default(false),
});

export const REPLAY_JOB_STATES = ['RUNNING', 'DONE'] as const;
export const replayJobSchema = z.object({
  jobId: z.string().nullable(),
  /** The failed deliveries the replay covers. */
  count: z.number().int(),
  dryRun: z.boolean(),
  state: z.enum(REPLAY_JOB_STATES),
  done: z.number().int(),
  results: z.array(z.object({ deliveryId: z.string(), replayId: z.string().nullable(), message: z.string() })),
});
export type ReplayJob = z.infer<typeof replayJobSchema>;

/** The tenant's rules of reverse sync. */
export const reverseConfigurationSchema = z.object({
  retentionDays: z.number().int(),
  retrySchedule: z.array(z.number().int()),
  disableAfterHours: z.number().int(),
  rotationOverlapHours: z.number().int(),
  version: z.number().int(),
});
export type ReverseConfiguration = z.infer<typeof reverseConfigurationSchema>;

export const updateConfigurationSchema = z.strictObject({
  retentionDays: z.number().int().min(1, 'At least 1 day.').max(365, 'At most 365 days.'),
  retrySchedule,
  disableAfterHours: z
    .number()
    .int()
    .min(1, 'At least 1 hour.')
    .max(30 * 24, 'At most 30 days (720 h).'),
  rotationOverlapHours: z
    .number()
    .int()
    .min(0)
    .max(14 * 24, 'At most 14 days (336 h).'),
  version: z.number().int().optional(),
});

export const DEFAULT_CONFIGURATION: Omit<ReverseConfiguration, 'version'> = {
  retentionDays: 30,
  retrySchedule: [...DEFAULT_RETRY_SCHEDULE],
  disableAfterHours: 5 * 24,
  rotationOverlapHours: 24,
};

export const RECEIVER_MODES = ['OK', 'FAIL', 'SLOW'] as const;
export const receiverSettingsSchema = z.strictObject({
  /** OK answers 200, FAIL answers `failStatus`, SLOW answers after `latencyMs`. */
  mode: z.enum(RECEIVER_MODES, { error: (issue) => (issue.input === undefined ? 'required' : undefined) }),
  failStatus: z.number().int().min(400).max(599).default(503),
  latencyMs: z.number().int().min(0).max(30_000).default(0),
});
export const receiverCallSchema = z.object({
  callId: z.string(),
  name: z.string(),
  webhookId: z.string(),
  eventType: z.string(),
  status: z.number().int(),
  signatureValid: z.boolean(),
  receivedAt: z.string(),
});
export const receiverSchema = z.object({
  mode: z.enum(RECEIVER_MODES),
  failStatus: z.number().int(),
  latencyMs: z.number().int(),
  calls: z.array(receiverCallSchema),
});
export type Receiver = z.infer<typeof receiverSchema>;

/** One message of the delivery stream: an attempt was made (its id is the message's id). */
export const deliveryStreamEventSchema = z.object({
  attemptId: z.string(),
  deliveryId: z.string(),
  subscriberId: z.string().nullable(),
  orderId: z.string().nullable(),
  ok: z.boolean(),
  at: z.string(),
});
export type DeliveryStreamEvent = z.infer<typeof deliveryStreamEventSchema>;
