import type { OrderState, TaskState } from '../contract/order.ts';
import type { StatusTone } from '../../../../core/shell/controls/statusPill.css.ts';

/** How an order's state and its steps' runs read on screen (the monitor, the graphs), and their colour family. */
export type StateTone = StatusTone;

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
