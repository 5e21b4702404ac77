/**
 * Orders and what runs for them (domain model): an order of a service's operation, pinned at intake to a
 * published workflow version; one task per executed step with every attempt; and an event per
 * transition, which the history, monitors and reports read.
 */
import { z } from 'zod';
import { storedIsoTime } from '../../../../core/contract/storedTime.ts';
import { resourceIdSchema } from '../../../resourceKit/public/contract/resourceSchemas.ts';
import { ORDER_STATES, TASK_STATES, type OrderState } from './orderStates.ts';
import { ORDER_WINDOWS } from './orderWindows.ts';
import { stepPositionsSchema } from './layeredLayout.ts';
import { workflowVersionSchema } from './workflow.ts';

export {
  FINAL_ORDER_STATES,
  isMoving,
  MOVING_ORDER_STATES,
  ORDER_ACTION_STATES,
  ORDER_ACTIONS,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  TASK_STATE_LABELS,
  TASK_STATES,
  UNFINISHED_ORDER_STATES,
  type OrderAction,
  type OrderState,
  type TaskState,
} from './orderStates.ts';

export {
  ORDER_PATHS,
  NO_PARTNER_ACCOUNT,
  ORDER_RESOURCE,
  ORDER_PERMISSIONS,
  PAYLOAD_CONDITION,
  WORKFLOW_MONITOR_PERMISSIONS,
} from './enginePaths.ts';

/** Where an order came from: a SUB_WORKFLOW order was started by a step of its parent order. */
export const ORDER_SOURCES = ['UI', 'DEV', 'TRIGGER', 'API', 'SUB_WORKFLOW'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The header making a submission idempotent: the same key answers the same order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const createOrderSchema = z.strictObject({
  /** The service, by name (`mobile-postpaid`). */
  service: z.string().trim().min(1, 'Choose a service.').max(80),
  operation: z.string().trim().min(1, 'Choose an operation.').max(40),
  payload: z.record(z.string(), z.unknown()).default({}),
  /** The subscriber the order is about (an MSISDN, an account number): dependency rules and search use it. */
  subscriberKey: z.string().trim().min(1).max(120).nullable().default(null),
  /** The order's id in the system that sent it; also makes a submission idempotent when no key is sent. */
  externalId: z.string().trim().min(1).max(120).nullable().default(null),
  /** The partner account the order is for; a partner user's own account when left out. */
  accountId: z.string().trim().min(1).max(64).nullable().default(null),
  /** 1 (lowest) to 9 (highest). */
  priority: z.number().int().min(1).max(9).default(5),
  /** When the order is due; with it, SLA breaches are reported. */
  slaDueAt: storedIsoTime().nullable().default(null),
});
export type CreateOrder = z.input<typeof createOrderSchema>;

export const orderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  serviceId: z.string(),
  service: z.string(),
  operation: z.string(),
  workflowId: z.string(),
  workflow: z.string(),
  workflowVersion: z.number().int(),
  accountId: z.string().nullable(),
  subscriberKey: z.string().nullable(),
  externalId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  priority: z.number().int(),
  source: z.enum(ORDER_SOURCES),
  state: z.enum(ORDER_STATES),
  /** Why the order is in its state (the failed step's error, the operator's reason). */
  stateReason: z.string().nullable(),
  slaDueAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  createdBy: z.string(),
  lastEventAt: z.string(),
  /** The order whose SUB_WORKFLOW step started this one, or null. */
  parentOrderId: z.string().nullable(),
  /** The order a PENDING order waits for (a dependency rule holds it until that one ends), or null. */
  waitingFor: z.object({ orderId: z.string(), orderNumber: z.string() }).nullable(),
  /** A step failed under the ROLL_BACK policy and the completed steps are being undone. */
  rollingBack: z.boolean(),
  /** Running, but a scheduled or running step has had no event for longer than its timeout. */
  stalled: z.boolean(),
  /** Grows with every change of state: operator actions send the version they saw (412 when stale). */
  version: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParamsSchema = z.strictObject({ orderId: resourceIdSchema });

export const taskAttemptSchema = z.object({
  attemptId: z.string(),
  number: z.number().int(),
  state: z.enum(['RUNNING', 'SUCCEEDED', 'FAILED']),
  request: z.unknown(),
  response: z.unknown(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
});
export type TaskAttempt = z.infer<typeof taskAttemptSchema>;

export const orderTaskSchema = z.object({
  taskId: z.string(),
  stepId: z.string(),
  stepName: z.string(),
  /** The step's kind, or for a TASK step its template's type. */
  type: z.string(),
  taskTemplate: z.string().nullable(),
  /** The how-many-th run of the step in this order (loops run a step again). */
  iteration: z.number().int(),
  state: z.enum(TASK_STATES),
  input: z.unknown(),
  output: z.unknown(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** A compensation run while rolling back: the task it undoes. */
  compensates: z.string().nullable(),
  attempts: z.array(taskAttemptSchema),
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type OrderTask = z.infer<typeof orderTaskSchema>;

export const orderEventSchema = z.object({
  eventId: z.string(),
  orderId: z.string(),
  type: z.string(),
  stepId: z.string().nullable(),
  taskId: z.string().nullable(),
  data: z.unknown(),
  actor: z.string(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

const reason = z.string().trim().min(1).max(500);
const orderTarget = { orderId: resourceIdSchema, version: z.number().int().min(1).optional() };
const taskTarget = { ...orderTarget, taskId: resourceIdSchema };

/** An action on an order as a whole: the order's version (412 when stale) and, optionally, why. */
export const orderActionSchema = z.strictObject({ ...orderTarget, reason: reason.optional() });
/** An action on one failed task of a parked order. */
export const taskActionSchema = z.strictObject({ ...taskTarget, reason: reason.optional() });
/** Runs the failed task again with an input the operator edited. */
export const retryTaskSchema = z.strictObject({
  ...taskTarget,
  input: z.record(z.string(), z.unknown()),
  reason: reason.optional(),
});
/** Marks a failed task done by hand: the reason is required, the output what later steps read. */
export const markTaskSuccessSchema = z.strictObject({
  ...taskTarget,
  reason: z.string().trim().min(3, 'Say why the task counts as done.').max(500),
  output: z.record(z.string(), z.unknown()).default({}),
});

/** The tenant's services with their operations: what an order can be for, as the monitor offers them. */
export const orderChoicesSchema = z.object({
  services: z.array(
    z.object({
      name: z.string(),
      displayName: z.string(),
      status: z.string(),
      operations: z.array(z.string()),
      /** Operation name → the form its orders are entered with, for the operations that name one. */
      forms: z.record(z.string(), z.string()),
    }),
  ),
});
export type OrderChoices = z.infer<typeof orderChoicesSchema>;

/** The event type of a comment on an order: its data is `{ text }`, its actor the author. */
export const ORDER_COMMENT_EVENT = 'ORDER_COMMENTED';

/**
 * The event type of every change of an order's state, written once per change beside the event of what
 * changed it (`ORDER_PARKED`, an operator's action …): its data is an `OrderStateChange`.
 */
export const ORDER_STATE_CHANGED_EVENT = 'ORDER_STATE_CHANGED';
export interface OrderStateChange {
  /** The state the order left; null when it is new. */
  from: OrderState | null;
  to: OrderState;
  /** Why it is in its new state (the order's `stateReason`), or null. */
  reason: string | null;
}

export const orderCommentSchema = z.strictObject({
  orderId: resourceIdSchema,
  text: z.string().trim().min(1, 'Write a comment.').max(2_000, 'A comment has at most 2000 characters.'),
});
export type OrderComment = z.input<typeof orderCommentSchema>;

/** The event type of the order stream's messages. */
export const ORDER_STREAM_EVENT = 'order-event';

export const orderStreamQuerySchema = z.strictObject({
  /** Only this order's events. */
  orderId: z.uuid('An order id is a UUID').optional(),
  /** Events after this one: an id the stream sent (as the `Last-Event-ID` header says when it reconnects) or an event's id. */
  lastEventId: z
    .string()
    .regex(/^(?:\d{1,19}:)?\d{1,18}$/, 'An event id is the id of an event this stream sent')
    .optional(),
});

/** One message of the order stream: the event, with its order's number and state as they are now. */
export const orderStreamEventSchema = orderEventSchema.extend({
  orderNumber: z.string(),
  orderState: z.enum(ORDER_STATES),
});
export type OrderStreamEvent = z.infer<typeof orderStreamEventSchema>;

export const BULK_ORDER_LIMIT = 10_000;
export const BULK_KINDS = ['REPUSH', 'CANCEL'] as const;
export const BULK_OUTCOMES = ['PENDING', 'DONE', 'SKIPPED', 'FAILED'] as const;

/** A bulk repush or cancel: the orders given, or (without ids) those the listing's filters in the query select. */
export const bulkOrdersSchema = z.strictObject({
  dryRun: z.boolean().default(false),
  orderIds: z.array(z.uuid('An order id is a UUID')).min(1).max(BULK_ORDER_LIMIT).optional(),
  reason: z.string().trim().min(1).max(500).optional(),
});

export const bulkDryRunSchema = z.object({
  /** Orders selected. */
  count: z.number().int(),
  /** Of those, the ones whose state allows the action; the others would be skipped. */
  eligible: z.number().int(),
  /** The first selected orders' numbers, to show what the selection is. */
  sample: z.array(z.string()),
  /** True when more than BULK_ORDER_LIMIT orders matched: only the first are taken. */
  truncated: z.boolean(),
});
export type BulkDryRun = z.infer<typeof bulkDryRunSchema>;

export const bulkOperationSchema = z.object({
  bulkId: z.string(),
  kind: z.enum(BULK_KINDS),
  state: z.enum(['RUNNING', 'COMPLETED']),
  total: z.number().int(),
  done: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  items: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      outcome: z.enum(BULK_OUTCOMES),
      message: z.string().nullable(),
    }),
  ),
});
export type BulkOperation = z.infer<typeof bulkOperationSchema>;

export const workflowExecutionsQuerySchema = z.strictObject({
  window: z.enum(ORDER_WINDOWS).default('7d'),
  /** Only this service's orders (its name). */
  service: z.string().min(1).max(120).optional(),
});

/** The orders created in the window, per workflow version they ran, by their state now. */
export const workflowExecutionsSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(
    z.object({
      workflowId: z.string(),
      workflow: z.string(),
      workflowVersion: z.number().int(),
      total: z.number().int(),
      byState: z.partialRecord(z.enum(ORDER_STATES), z.number().int()),
      lastCreatedAt: z.string(),
    }),
  ),
});
export type WorkflowExecutions = z.infer<typeof workflowExecutionsSchema>;

/**
 * One execution: the order, every task it ran with the attempts, the version's graph, and where each of its
 * steps is drawn (laid out once per published version, which never changes).
 */
export const orderExecutionSchema = z.object({
  order: orderSchema,
  tasks: z.array(orderTaskSchema),
  graph: workflowVersionSchema,
  layout: stepPositionsSchema,
});
export type OrderExecution = z.infer<typeof orderExecutionSchema>;

/**
 * What the order screen opens with, in one answer: the execution, the order's events oldest first, and the
 * order stream's position it was read at — the stream opened with `lastEventId` set to it brings every event
 * the answer may lack, so the screen misses none and reads nothing twice.
 */
export const orderScreenSchema = orderExecutionSchema.extend({
  events: z.array(orderEventSchema),
  position: z.string().regex(/^\d{1,19}:\d{1,18}$/, 'A position is `<transaction>:<event id>`'),
});
export type OrderScreen = z.infer<typeof orderScreenSchema>;
