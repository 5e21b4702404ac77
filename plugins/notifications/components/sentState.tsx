import { statusPill, type StatusTone } from '../../../core/shell/controls/statusPill.css.ts';
import type { SentState } from '../contract.ts';

const TONES: Readonly<Record<SentState, StatusTone>> = { QUEUED: 'info', SENT: 'success', FAILED: 'danger' };

/** A sent notification's state as a pill in its tone. */
export function SentStatePill({ state }: { state: SentState }) {
  return <span className={statusPill[TONES[state]]}>{state}</span>;
}

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export const sentTime = (iso: string) => time.format(new Date(iso));
