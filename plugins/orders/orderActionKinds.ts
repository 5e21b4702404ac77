import type { Order, OrderTask } from '../engine/public/contract/order.ts';

/** The operator actions on one order, as the detail screen, its keys and the palette offer them. */
export type OrderActionKind =
  'retrigger' | 'retryTask' | 'markTaskAsSuccess' | 'submitFailedMessage' | 'pause' | 'resume' | 'cancel';

const FINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK']);
const FAILED_TASK = new Set(['FAILED', 'FAILED_TERMINAL']);

/** The task a parked order waits on: its newest failed one. */
export function failedTaskOf(order: Order, tasks: readonly OrderTask[]): OrderTask | null {
  if (order.state !== 'FAILED_TEMP') return null;
  for (let index = tasks.length - 1; index >= 0; index -= 1) {
    const task = tasks[index];
    if (task && FAILED_TASK.has(task.state)) return task;
  }
  return null;
}

/** Whether the order's state allows the action (the server decides in the end, and says why not). */
export function actionAllowed(action: OrderActionKind, order: Order, failedTask: OrderTask | null): boolean {
  switch (action) {
    case 'retrigger':
      return order.state === 'FAILED_TEMP';
    case 'retryTask':
    case 'markTaskAsSuccess':
    case 'submitFailedMessage':
      return order.state === 'FAILED_TEMP' && failedTask !== null;
    case 'pause':
      return order.state === 'RUNNING' || order.state === 'WAITING_MANUAL';
    case 'resume':
      return order.state === 'PAUSED';
    case 'cancel':
      return !FINAL.has(order.state);
  }
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
