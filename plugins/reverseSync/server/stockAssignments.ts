import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { FeedEvent } from '../../engine/public/server/OrderEventFeed.ts';
import type { MatchedEvent } from './eventMatching.ts';

/** The step type whose completion assigns a device to the order (run by inventory for the engine). */
const STOCK_STEP = 'ASSIGN_STOCK';

/**
 * The events with the device each ASSIGN_STOCK completion took beside them: the engine writes the task,
 * its output and its TASK_COMPLETED event in the step's transaction, so the event (the outbox) and the
 * device it names are read together.
 */
export async function withStock(db: Kysely<CoreDatabase>, events: readonly FeedEvent[]): Promise<MatchedEvent[]> {
  const completions = events.filter((event) => event.type === 'TASK_COMPLETED' && event.stepId !== null);
  if (completions.length === 0) return [...events];
  const { rows } = await sql<{ orderId: string; stepId: string; output: unknown }>`
    select distinct on (t.order_id, t.step_id) t.order_id::text as "orderId", t.step_id as "stepId", t.output
    from order_tasks t
    where t.type = ${STOCK_STEP} and t.state = 'COMPLETED'
      and (t.order_id::text, t.step_id) in (${sql.join(
        completions.map((event) => sql`(${event.orderId}, ${event.stepId})`),
      )})
    order by t.order_id, t.step_id, t.iteration desc`.execute(db);
  const stock = new Map(rows.map((row) => [`${row.orderId}/${row.stepId}`, row.output]));
  return events.map((event) => {
    const output = event.type === 'TASK_COMPLETED' ? stock.get(`${event.orderId}/${event.stepId}`) : undefined;
    if (output === undefined) return event;
    const device = typeof output === 'string' ? (JSON.parse(output) as unknown) : output;
    return {
      ...event,
      stock: typeof device === 'object' && device !== null ? (device as Record<string, unknown>) : {},
    };
  });
}
