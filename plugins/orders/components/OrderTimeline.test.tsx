import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../engine/public/contract/order.ts';
import { FIRST_EVENTS_SHOWN, OrderTimeline } from './OrderTimeline.tsx';

/** A long order's history: 120 step events after its creation, oldest first as the server answers. */
const EVENTS: OrderEvent[] = Array.from({ length: 121 }, (_, index) => ({
  eventId: String(index + 1),
  orderId: '00000000-0000-4000-8000-000000000042',
  type: index === 0 ? 'ORDER_CREATED' : 'TASK_COMPLETED',
  stepId: index === 0 ? null : `step${index}`,
  taskId: null,
  data: {},
  actor: 'engine',
  at: new Date(Date.UTC(2026, 10, 20, 10, 0, index)).toISOString(),
}));

const listed = () =>
  within(screen.getByRole('list', { name: 'History' }))
    .queryAllByRole('listitem')
    .filter((item) => item.dataset.event);

describe('OrderTimeline', () => {
  it('lists the newest events of a long order first, and the older ones when asked', () => {
    render(<OrderTimeline events={EVENTS} />);
    expect(listed()).toHaveLength(FIRST_EVENTS_SHOWN);
    expect(listed()[0]?.textContent).toContain('step120');
    fireEvent.click(screen.getByRole('button', { name: `Show ${EVENTS.length - FIRST_EVENTS_SHOWN} older events` }));
    expect(listed()).toHaveLength(EVENTS.length);
    expect(listed().at(-1)?.dataset.event).toBe('ORDER_CREATED');
    expect(screen.queryByRole('button', { name: /older events/ })).toBeNull();
  });

  it('shows a change of state as the states it went from and to, in the console’s words', () => {
    const parked = {
      ...EVENTS[1],
      eventId: '200',
      type: 'ORDER_STATE_CHANGED',
      stepId: null,
      data: { from: 'RUNNING', to: 'FAILED_TEMP', reason: 'Close billing account: The element answered 503' },
    } as OrderEvent;
    render(<OrderTimeline events={[EVENTS[0] as OrderEvent, parked]} />);
    expect(listed()[0]?.textContent).toContain('Order state changed');
    expect(listed()[0]?.textContent).toContain('Running → Parked · reason: Close billing account');
  });

  it('shows the empty failure a person’s step once started with as the start it was, and a failure as one', () => {
    const step = { ...EVENTS[1], stepId: 'siteSurvey', taskId: 'task-1' } as OrderEvent;
    const history: OrderEvent[] = [
      { ...step, eventId: '300', type: 'TASK_FAILED', data: {} },
      { ...step, eventId: '301', type: 'WORKLIST_ITEM_OPENED', data: { itemId: 'item-1' } },
      { ...step, eventId: '302', type: 'TASK_FAILED', data: { errorCode: 'HTTP_5XX', message: 'Answered 503' } },
    ];
    render(<OrderTimeline events={history} />);
    expect(listed().map((item) => [item.dataset.event, item.textContent?.split(' · ')[0]])).toEqual([
      ['TASK_FAILED', 'Task failed'],
      ['WORKLIST_ITEM_OPENED', 'Worklist item opened'],
      ['TASK_STARTED', 'Task started'],
    ]);
  });

  it('finds an old event by what is typed, among all of them', () => {
    render(<OrderTimeline events={EVENTS} />);
    fireEvent.change(screen.getByLabelText('Filter the history'), { target: { value: 'order created' } });
    expect(listed().map((item) => item.dataset.event)).toEqual(['ORDER_CREATED']);
  });
});
