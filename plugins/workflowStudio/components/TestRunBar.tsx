import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { FINAL_ORDER_STATES, type Order } from '../../engine/public/contract/order.ts';
import { ORDER_STATE_LABELS, ORDER_STATE_TONES } from '../../engine/public/web/runStates.ts';
import { useOrderStream } from '../../engine/public/web/useOrderStream.ts';
import { orderDetailHref } from '../../engine/public/web/orderLinks.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { statusPill } from '../../../core/shell/controls/statusPill.css.ts';
import * as css from './studio.css.ts';

interface TestRunBarProps {
  order: Order;
  /** Steps the run has finished, and all steps. */
  done: number;
  total: number;
  onRefresh: () => void;
  onRunAgain: () => void;
  onClear: () => void;
}

/**
 * The test order on show: its number (a link to its page), the version it runs, its state, how far it
 * got; its event stream keeps the canvas's step states current while it moves.
 */
export function TestRunBar({ order, done, total, onRefresh, onRunAgain, onClear }: TestRunBarProps) {
  const final = FINAL_ORDER_STATES.includes(order.state);
  const connected = useOrderStream(order.orderId, (event) => {
    if (event.orderId === order.orderId) onRefresh();
  });
  // What happened before the stream opened is read once it has.
  useEffect(() => {
    if (connected) onRefresh();
  }, [connected, onRefresh]);

  return (
    <section className={css.runBar} aria-label="Test run" aria-live="polite">
      <span>
        Test order{' '}
        <Link to={orderDetailHref(order)} target="_blank" rel="noopener">
          {order.orderNumber}
        </Link>{' '}
        · {order.service} {order.operation} · version {order.workflowVersion}
      </span>
      <span className={statusPill[ORDER_STATE_TONES[order.state]]}>{ORDER_STATE_LABELS[order.state]}</span>
      <span className={css.muted}>
        {done} of {total} steps done{final ? '' : connected ? ' · live' : ' · connecting…'}
      </span>
      {order.stateReason ? <span className={css.muted}>{order.stateReason}</span> : null}
      <span className={css.runActions}>
        <button type="button" className={`${button.secondary} ${compactButton}`} onClick={onRunAgain}>
          Run again…
        </button>
        <button type="button" className={`${button.secondary} ${compactButton}`} onClick={onClear}>
          Clear
        </button>
      </span>
    </section>
  );
}
