import { statusPill, type StatusTone } from '../../../core/shell/controls/statusPill.css.ts';

/** A state code as a pill in its tone: `IN_STOCK` green, `FAULTY` red. */
export function StatePill({ state, tone }: { state: string; tone: StatusTone }) {
  return <span className={statusPill[tone]}>{state}</span>;
}
