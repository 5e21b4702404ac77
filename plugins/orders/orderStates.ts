import type { OrderState, TaskState } from '../../core/contract/engine/order.ts';
import type { StatusTone } from '../../core/shell/controls/statusPill.css.ts';

/** How a state reads on screen, and its colour family. */
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

export const TASK_STATE_TONES: Readonly<Record<TaskState, StateTone>> = {
  SCHEDULED: 'neutral',
  RUNNING: 'info',
  COMPLETED: 'success',
  COMPLETED_MANUALLY: 'success',
  FAILED: 'danger',
  FAILED_TERMINAL: 'danger',
  SKIPPED: 'neutral',
  CANCELLED: 'neutral',
};

/** An event type as a sentence start: `TASK_RETRY_SCHEDULED` → "Task retry scheduled". */
export function eventLabel(type: string): string {
  const words = type.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A time as the console shows it: the local date and time to the second. */
export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

/** A duration in ms as "850 ms", "4.2 s", "3 min 12 s", "2 h 5 min". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min ${Math.floor((ms % 60_000) / 1_000)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
