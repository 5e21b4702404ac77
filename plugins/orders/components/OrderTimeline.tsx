import { memo, useId, useMemo, useState } from 'react';
import { ORDER_STATE_CHANGED_EVENT, type OrderEvent, type OrderState } from '../../engine/public/contract/order.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { eventLabel, formatTime, ORDER_STATE_LABELS } from '../orderStates.ts';
import * as css from './orderUi.css.ts';
import * as timeline from './orderTimeline.css.ts';

const TONE_OF = (type: string): keyof typeof timeline.dot => {
  if (/FAILED|PARKED|CANCELLED|ROLL/.test(type)) return 'danger';
  if (/COMPLETED|MARKED_SUCCESS/.test(type)) return 'success';
  if (/RETR|PAUSED|RESUMED|WORKLIST/.test(type)) return 'warning';
  return 'neutral';
};

const stateWord = (state: unknown) => ORDER_STATE_LABELS[state as OrderState] ?? String(state);

function summary(event: OrderEvent): string {
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') return '';
  const parts = ['text', 'reason', 'error', 'message', 'attempt', 'bulkId']
    .filter((key) => data[key] !== undefined && data[key] !== null && typeof data[key] !== 'object')
    .map((key) => `${key}: ${String(data[key])}`);
  if (event.type === ORDER_STATE_CHANGED_EVENT && typeof data.to === 'string') {
    parts.unshift(data.from ? `${stateWord(data.from)} → ${stateWord(data.to)}` : stateWord(data.to));
  }
  return parts.join(' · ');
}

/**
 * The type an event is shown as. Orders whose person's step or sub-order started before that start was
 * recorded as the item's or the sub-order's own event have a `TASK_FAILED` with no data there instead: it
 * is shown as the start it was, not as a failure (a failure always says why).
 */
function shownType(event: OrderEvent): string {
  const data = event.data;
  const empty = data === null || (typeof data === 'object' && Object.keys(data as object).length === 0);
  return event.type === 'TASK_FAILED' && empty ? 'TASK_STARTED' : event.type;
}

/**
 * The events listed at first: a long order has hundreds, its list scrolls after about fifteen, and drawing
 * them all would hold up the screen's first paint.
 */
export const FIRST_EVENTS_SHOWN = 50;

/** The order's history, newest first, narrowed by what is typed (type, step, actor or data). */
export const OrderTimeline = memo(function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [showingAll, setShowingAll] = useState(false);
  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    const newestFirst = [...events].reverse();
    if (!text) return newestFirst;
    return newestFirst.filter((event) =>
      `${shownType(event)} ${eventLabel(shownType(event))} ${event.stepId ?? ''} ${event.actor} ${JSON.stringify(event.data)}`
        .toLowerCase()
        .includes(text),
    );
  }, [events, filter]);
  return (
    <div className={timeline.wrap}>
      <label htmlFor={filterId} className={timeline.filterLabel}>
        Filter the history
      </label>
      <input
        id={filterId}
        className={formCss.input}
        type="search"
        placeholder="Event, step, person…"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {/* It scrolls on its own once long: focusable, so the keyboard scrolls it too. */}
      <ol className={timeline.list} aria-label="History" tabIndex={0}>
        {(showingAll ? shown : shown.slice(0, FIRST_EVENTS_SHOWN)).map((event) => (
          <li key={event.eventId} className={timeline.item} data-event={shownType(event)}>
            <span className={timeline.dot[TONE_OF(shownType(event))]} aria-hidden="true" />
            <div className={timeline.body}>
              <span className={timeline.what}>
                {eventLabel(shownType(event))}
                {event.stepId ? <span className={css.muted}> · {event.stepId}</span> : null}
              </span>
              <span className={css.muted}>
                <time dateTime={event.at}>{formatTime(event.at)}</time> · {event.actor}
              </span>
              {summary(event) ? <span className={timeline.data}>{summary(event)}</span> : null}
            </div>
          </li>
        ))}
        {shown.length === 0 ? <li className={css.muted}>{filter ? 'No event matches.' : 'No events yet.'}</li> : null}
        {!showingAll && shown.length > FIRST_EVENTS_SHOWN ? (
          <li>
            <button type="button" className={css.smallButton} onClick={() => setShowingAll(true)}>
              Show {shown.length - FIRST_EVENTS_SHOWN} older events
            </button>
          </li>
        ) : null}
      </ol>
    </div>
  );
});
