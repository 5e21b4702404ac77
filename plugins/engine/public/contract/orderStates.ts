/**
 * The states of orders and their tasks, and which operator action each order state allows: free of zod,
 * so the manifests and the first page may use them.
 */

export const ORDER_STATES = [
  'PENDING',
  'RUNNING',
  'WAITING_MANUAL',
  'PAUSED',
  'FAILED_TEMP',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'ROLLED_BACK',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** How each order state reads wherever people read it: the console, the notifications' texts. */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  PENDING: 'Pending',
  RUNNING: 'Running',
  WAITING_MANUAL: 'Waiting for a person',
  PAUSED: 'Paused',
  FAILED_TEMP: 'Parked',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  ROLLED_BACK: 'Rolled back',
};
/** States in which the engine moves an order on (a person working a HUMAN step does not stop the rest). */
export const MOVING_ORDER_STATES: readonly OrderState[] = ['RUNNING', 'WAITING_MANUAL'];
export const isMoving = (state: OrderState): boolean => MOVING_ORDER_STATES.includes(state);
/** States an order does not leave. */
export const FINAL_ORDER_STATES: readonly OrderState[] = ['COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK'];
/** States an order has not ended in. */
export const UNFINISHED_ORDER_STATES: readonly OrderState[] = ORDER_STATES.filter(
  (state) => !FINAL_ORDER_STATES.includes(state),
);

export const TASK_STATES = [
  'SCHEDULED',
  'RUNNING',
  'COMPLETED',
  'COMPLETED_MANUALLY',
  'FAILED',
  'FAILED_TERMINAL',
  'SKIPPED',
  'CANCELLED',
] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const TASK_STATE_LABELS: Readonly<Record<TaskState, string>> = {
  SCHEDULED: 'Scheduled',
  RUNNING: 'Running',
  COMPLETED: 'Completed',
  COMPLETED_MANUALLY: 'Marked done',
  FAILED: 'Failed',
  FAILED_TERMINAL: 'Failed for good',
  SKIPPED: 'Skipped',
  CANCELLED: 'Cancelled',
};

/** The operator's actions on one order; each answers the order as it stands after it. */
export const ORDER_ACTIONS = [
  'retrigger',
  'retryTask',
  'markTaskAsSuccess',
  'submitFailedMessage',
  'pause',
  'resume',
  'cancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * The states an order must be in for each action: the server refuses the action in any other (409), and
 * the console offers it only in these. The task actions also need the parked order's failed task.
 */
export const ORDER_ACTION_STATES: Readonly<Record<OrderAction, readonly OrderState[]>> = {
  retrigger: ['FAILED_TEMP'],
  retryTask: ['FAILED_TEMP'],
  markTaskAsSuccess: ['FAILED_TEMP'],
  submitFailedMessage: ['FAILED_TEMP'],
  pause: MOVING_ORDER_STATES,
  resume: ['PAUSED'],
  cancel: UNFINISHED_ORDER_STATES,
};
