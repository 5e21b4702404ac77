/**
 * The migration of a reader's cursor table from an order event id (`last_event_id`) to a feed position
 * (`position`, see `OrderEventFeed`): the events written before `order_events.tx` existed all carry the
 * transaction that added it, so the reader goes on exactly where it was.
 */
export function orderEventCursorToPosition(table: string): string {
  return `
alter table ${table} add column position text;
update ${table} c set position = coalesce((select e.tx from order_events e where e.id = c.last_event_id), pg_current_xact_id())::text
  || ':' || c.last_event_id::text;
alter table ${table} alter column position set not null;
alter table ${table} drop column last_event_id;
`;
}
