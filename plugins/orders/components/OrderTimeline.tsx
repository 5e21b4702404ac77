import { memo, useId, useMemo, useState } from 'react';
import type { OrderEvent } from '../../engine/public/contract/order.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { eventLabel, formatTime } from '../orderStates.ts';
import * as css from './orderUi.css.ts';
import * as timeline from './orderTimeline.css.ts';

const TONE_OF = (type: string): keyof typeof timeline.dot => {
  if (/FAILED|PARKED|CANCELLED|ROLL/.test(type)) return 'danger';
  if (/COMPLETED|MARKED_SUCCESS/.test(type)) return 'success';
  if (/RETR|PAUSED|RESUMED|WORKLIST/.test(type)) return 'warning';
  return 'neutral';
};

function summary(event: OrderEvent): string {
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') return '';
  const parts = ['text', 'reason', 'error', 'message', 'attempt', 'bulkId']
    .filter((key) => data[key] !== undefined && data[key] !== null && typeof data[key] !== 'object')
    .map((key) => `${key}: ${String(data[key])}`);
  return parts.join(' · ');
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
      `${event.type} ${eventLabel(event.type)} ${event.stepId ?? ''} ${event.actor} ${JSON.stringify(event.data)}`
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
      <ol className={timeline.list} aria-label="History">
        {(showingAll ? shown : shown.slice(0, FIRST_EVENTS_SHOWN)).map((event) => (
          <li key={event.eventId} className={timeline.item} data-event={event.type}>
            <span className={timeline.dot[TONE_OF(event.type)]} aria-hidden="true" />
            <div className={timeline.body}>
              <span className={timeline.what}>
                {eventLabel(event.type)}
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
