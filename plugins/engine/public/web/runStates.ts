import type { OrderState, TaskState } from '../contract/order.ts';
import type { StatusTone } from '../../../../core/shell/controls/statusPill.css.ts';

export { ORDER_STATE_LABELS, TASK_STATE_LABELS } from '../contract/orderStates.ts';

/** The colour family of an order's state and its steps' runs on screen (the monitor, the graphs). */
export type StateTone = StatusTone;

export const ORDER_STATE_TONES: Readonly<Record<OrderState, StateTone>> = {
  PENDING: 'neutral',
  RUNNING: 'info',
  WAITING_MANUAL: 'warning',
  PAUSED: 'neutral',
  FAILED_TEMP: 'danger',
  COMPLETED: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  ROLLED_BACK: 'warning',
};

export const TASK_STATE_TONES: Readonly<Record<TaskState, StatusTone>> = {
  SCHEDULED: 'neutral',
  RUNNING: 'info',
  COMPLETED: 'success',
  COMPLETED_MANUALLY: 'success',
  FAILED: 'danger',
  FAILED_TERMINAL: 'danger',
  SKIPPED: 'neutral',
  CANCELLED: 'neutral',
};
