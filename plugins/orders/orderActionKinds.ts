import type { Order, OrderTask } from '../engine/public/contract/order.ts';
import { ORDER_ACTION_STATES, type OrderAction } from '../engine/public/contract/orderStates.ts';

/** The operator actions on one order, as the detail screen, its keys and the palette offer them. */
export type OrderActionKind = OrderAction;

const FAILED_TASK = new Set(['FAILED', 'FAILED_TERMINAL']);
const TASK_ACTIONS: ReadonlySet<OrderActionKind> = new Set(['retryTask', 'markTaskAsSuccess', 'submitFailedMessage']);

/** The task a parked order waits on: its newest failed one. */
export function failedTaskOf(order: Order, tasks: readonly OrderTask[]): OrderTask | null {
  if (order.state !== 'FAILED_TEMP') return null;
  for (let index = tasks.length - 1; index >= 0; index -= 1) {
    const task = tasks[index];
    if (task && FAILED_TASK.has(task.state)) return task;
  }
  return null;
}

/**
 * Whether the order's state allows the action, by the engine's table the server applies too (the server
 * decides in the end, and says why not); a task action also needs the failed task.
 */
export function actionAllowed(action: OrderActionKind, order: Order, failedTask: OrderTask | null): boolean {
  return ORDER_ACTION_STATES[action].includes(order.state) && (!TASK_ACTIONS.has(action) || failedTask !== null);
}

export interface OrderActionWording {
  title: string;
  /** The main button. */
  confirm: string;
  /** The one key that opens it on the order's screen. */
  key: string;
  danger?: boolean;
}

export const ORDER_ACTION_WORDING: Readonly<Record<OrderActionKind, OrderActionWording>> = {
  retrigger: { title: 'Retrigger order', confirm: 'Retrigger', key: 'r' },
  retryTask: { title: 'Retry with edited input', confirm: 'Retry task', key: 'e' },
  markTaskAsSuccess: { title: 'Mark task as success', confirm: 'Mark as success', key: 'm' },
  submitFailedMessage: { title: 'Submit failed message', confirm: 'Submit again', key: 's' },
  pause: { title: 'Pause order', confirm: 'Pause', key: 'p' },
  resume: { title: 'Resume order', confirm: 'Resume', key: 'shift+p' },
  cancel: { title: 'Cancel order', confirm: 'Cancel order', key: 'x', danger: true },
};

export const ORDER_ACTION_KINDS = Object.keys(ORDER_ACTION_WORDING) as OrderActionKind[];
