export {
  ORDER_STATE_LABELS,
  ORDER_STATE_TONES,
  TASK_STATE_LABELS,
  TASK_STATE_TONES,
  type StateTone,
} from '../engine/public/web/runStates.ts';

const ACRONYMS = new Set(['sla', 'api', 'sms']);

/** An event type as a sentence start: `TASK_RETRY_SCHEDULED` → "Task retry scheduled", `ORDER_SLA_BREACHED` → "Order SLA breached". */
export function eventLabel(type: string): string {
  const words = type
    .toLowerCase()
    .split('_')
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One formatter for every time shown: `toLocaleString` with options builds a new one per call, and a busy
 * order's screen shows hundreds of times.
 */
let timeFormat: Intl.DateTimeFormat | null = null;

/** A time as the console shows it: the local date and time to the second. */
export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  timeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
  return timeFormat.format(date);
}
