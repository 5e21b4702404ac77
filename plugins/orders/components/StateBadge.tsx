import type { OrderState, TaskState } from '../../engine/public/contract/order.ts';
import { ORDER_STATE_LABELS, ORDER_STATE_TONES, TASK_STATE_LABELS, TASK_STATE_TONES } from '../orderStates.ts';
import * as css from './orderUi.css.ts';

/** An order's state as a coloured pill; the raw state is its title, as the API names it. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  return (
    <span className={css.badge[ORDER_STATE_TONES[state]]} title={state} data-state={state}>
      {ORDER_STATE_LABELS[state]}
    </span>
  );
}

export function TaskStateBadge({ state }: { state: TaskState }) {
  return (
    <span className={css.badge[TASK_STATE_TONES[state]]} title={state} data-state={state}>
      {TASK_STATE_LABELS[state]}
    </span>
  );
}

/** A running order whose step has had no event for longer than its timeout. */
export function StalledBadge() {
  return (
    <span className={css.badge.warning} title="A step has had no event for longer than its timeout">
      Stalled
    </span>
  );
}
