/**
 * The reports' rollups: per day (of the order's creation, or of the call's start), per partner account,
 * service and operation, the count of each distinct duration — so percentiles over whole days are exact
 * and read from counts, not rows. `report_rollup_marks` holds how far each rollup has been folded.
 *
 * The indexes on the engine's tables let the fold find what ended since its last run, and a report find
 * what the rollups do not hold yet (the range's partial first and last days, and what ended since).
 */
export const ROLLUP_MIGRATION_SQL = `
create table report_rollup_marks (
  rollup text primary key,
  folded_to timestamptz not null
);

create table report_duration_counts (
  tenant_id text not null,
  day timestamptz not null,
  account_key text not null,
  service_name text not null,
  operation text not null,
  kind text not null,
  step text not null,
  ms double precision not null,
  count integer not null
);
create unique index report_duration_counts_key on report_duration_counts
  (tenant_id, day, kind, service_name, step, account_key, operation, ms);

create table report_call_counts (
  tenant_id text not null,
  day timestamptz not null,
  account_key text not null,
  service_name text not null,
  operation text not null,
  template text not null,
  failed boolean not null,
  ms double precision,
  count integer not null
);
create unique index report_call_counts_key on report_call_counts
  (tenant_id, day, template, account_key, service_name, operation, failed, ms) nulls not distinct;

create index report_orders_completed on orders (completed_at) where completed_at is not null;
create index report_tasks_completed on order_tasks (ended_at) where state = 'COMPLETED';
create index report_attempts_ended on task_attempts (ended_at) where state <> 'RUNNING';
create index report_attempts_started on task_attempts (tenant_id, started_at);
`;

/** Final orders by day of creation, partner account, service, operation and state, with their SLA figures. */
export const ORDER_COUNTS_MIGRATION_SQL = `
create table report_order_counts (
  tenant_id text not null,
  day timestamptz not null,
  account_key text not null,
  service_name text not null,
  operation text not null,
  state text not null,
  orders integer not null,
  sla_orders integer not null,
  breaching integer not null,
  over_total_ms double precision not null,
  over_max_ms double precision not null
);
create unique index report_order_counts_key on report_order_counts
  (tenant_id, day, service_name, operation, account_key, state);
`;
