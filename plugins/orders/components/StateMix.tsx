import type { OrderState } from '../../engine/public/contract/order.ts';
import { ORDER_STATES } from '../../engine/public/contract/order.ts';
import { ORDER_STATE_LABELS, ORDER_STATE_TONES } from '../orderStates.ts';
import * as css from './stateMix.css.ts';

/** How a set of orders stands, as one bar of coloured segments, one per state, sized by its share. */
export function StateMix({ byState, total }: { byState: Partial<Record<OrderState, number>>; total: number }) {
  const parts = ORDER_STATES.flatMap((state) => {
    const count = byState[state] ?? 0;
    return count > 0 ? [{ state, count }] : [];
  });
  const summary = parts.map((part) => `${ORDER_STATE_LABELS[part.state]} ${part.count}`).join(', ');
  return (
    <span className={css.bar} role="img" aria-label={summary} title={summary}>
      {parts.map((part) => (
        <span
          key={part.state}
          className={css.segment[ORDER_STATE_TONES[part.state]]}
          style={{ width: `${(part.count / Math.max(1, total)) * 100}%` }}
        />
      ))}
    </span>
  );
}
