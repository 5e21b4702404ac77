import {
  bulkDryRunSchema,
  bulkOperationSchema,
  ORDER_PATHS,
  orderChoicesSchema,
  orderExecutionSchema,
  workflowExecutionsSchema,
  orderEventSchema,
  orderSchema,
  orderScreenSchema,
  type BulkDryRun,
  type BulkOperation,
  type OrderChoices,
  type OrderComment,
  type OrderExecution,
  type WorkflowExecutions,
  type Order,
  type OrderEvent,
  type OrderScreen,
} from '../engine/public/contract/order.ts';
import type { OrderWindow } from '../engine/public/contract/orderWindows.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall, type Query } from '../../core/http/callDefinition.ts';

export { orderCalls, orderInfoCall, orderTasksCall } from '../engine/public/web/orderCalls.ts';

/** What every operator action sends: the order, the version seen, and the task and inputs some need. */
export interface OrderActionInput {
  orderId: string;
  version: number;
  taskId?: string;
  reason?: string;
  input?: Record<string, unknown>;
  output?: Record<string, unknown>;
}

const actionCall = (path: string) =>
  defineCall<OrderActionInput, Order>({ method: 'POST', path, responseSchema: orderSchema, notifyErrors: false });

export const orderActionCalls = {
  retrigger: actionCall(ORDER_PATHS.retrigger),
  retryTask: actionCall(ORDER_PATHS.retryTask),
  markTaskAsSuccess: actionCall(ORDER_PATHS.markTaskAsSuccess),
  submitFailedMessage: actionCall(ORDER_PATHS.submitFailedMessage),
  pause: actionCall(ORDER_PATHS.pause),
  resume: actionCall(ORDER_PATHS.resume),
  cancel: actionCall(ORDER_PATHS.cancel),
} as const;

export interface BulkOrdersInput {
  kind: 'REPUSH' | 'CANCEL';
  /** The listing's query (filters and `q`) that selects the orders. */
  query: Query;
  orderIds?: readonly string[];
  reason?: string;
}

const bulkPath = ({ kind }: BulkOrdersInput) => (kind === 'REPUSH' ? ORDER_PATHS.bulkRepush : ORDER_PATHS.bulkCancel);
const bulkBody = (input: BulkOrdersInput, dryRun: boolean) => ({
  dryRun,
  ...(input.orderIds ? { orderIds: input.orderIds } : {}),
  ...(input.reason ? { reason: input.reason } : {}),
});

export const bulkDryRunCall = defineCall<BulkOrdersInput, BulkDryRun>({
  method: 'POST',
  path: bulkPath,
  query: ({ query }) => query,
  body: (input) => bulkBody(input, true),
  responseSchema: bulkDryRunSchema,
  notifyErrors: false,
});

export const bulkStartCall = defineCall<BulkOrdersInput, BulkOperation>({
  method: 'POST',
  path: bulkPath,
  query: ({ query }) => query,
  body: (input) => bulkBody(input, false),
  responseSchema: bulkOperationSchema,
  notifyErrors: false,
});

export const bulkProgressCall = defineCall<string, BulkOperation>({
  method: 'GET',
  path: (bulkId) => fillPath(ORDER_PATHS.bulk, { bulkId }),
  responseSchema: bulkOperationSchema,
  notifyErrors: false,
});

export const orderChoicesCall = defineCall<void, OrderChoices>({
  method: 'GET',
  path: ORDER_PATHS.choices,
  responseSchema: orderChoicesSchema,
  notifyErrors: false,
});

export const workflowExecutionsCall = defineCall<{ window: OrderWindow; service?: string }, WorkflowExecutions>({
  method: 'GET',
  path: ORDER_PATHS.executions,
  query: ({ window, service }) => ({ window, service }),
  responseSchema: workflowExecutionsSchema,
  notifyErrors: false,
});

/** The order screen's first read: the order, its tasks, events, graph and the graph's layout, in one call. */
export const orderScreenCall = defineCall<string, OrderScreen>({
  method: 'GET',
  path: (orderId) => fillPath(ORDER_PATHS.screen, { orderId }),
  responseSchema: orderScreenSchema,
  notifyErrors: false,
});

export const orderExecutionCall = defineCall<string, OrderExecution>({
  method: 'GET',
  path: (orderId) => fillPath(ORDER_PATHS.execution, { orderId }),
  responseSchema: orderExecutionSchema,
  notifyErrors: false,
});

export const orderCommentCall = defineCall<OrderComment, OrderEvent>({
  method: 'POST',
  path: ORDER_PATHS.comment,
  responseSchema: orderEventSchema,
  notifyErrors: false,
});
