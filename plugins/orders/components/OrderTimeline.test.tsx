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

  it('finds an old event by what is typed, among all of them', () => {
    render(<OrderTimeline events={EVENTS} />);
    fireEvent.change(screen.getByLabelText('Filter the history'), { target: { value: 'order created' } });
    expect(listed().map((item) => item.dataset.event)).toEqual(['ORDER_CREATED']);
  });
});
