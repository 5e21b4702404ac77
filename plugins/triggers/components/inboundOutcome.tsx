import { statusPill, type StatusTone } from '../../../core/shell/controls/statusPill.css.ts';
import type { InboundOutcome } from '../contract.ts';

const TONES: Readonly<Record<InboundOutcome, StatusTone>> = {
  CREATED: 'success',
  REPLAYED: 'info',
  REFUSED: 'warning',
  UNAUTHORIZED: 'danger',
};

export const OUTCOME_LABELS: Readonly<Record<InboundOutcome, string>> = {
  CREATED: 'Order created',
  REPLAYED: 'Same order',
  REFUSED: 'Refused',
  UNAUTHORIZED: 'Unauthorized',
};

/** A call's outcome as a pill in its tone. */
export function OutcomePill({ outcome }: { outcome: InboundOutcome }) {
  return <span className={statusPill[TONES[outcome]]}>{OUTCOME_LABELS[outcome]}</span>;
}

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export const receivedAt = (iso: string) => time.format(new Date(iso));
