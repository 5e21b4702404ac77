import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../core/server/db/schema.ts';

/** The first generated order's number less one: generated numbers stay clear of the engine's own. */
export const GENERATED_NUMBER_BASE = 10_000_000;

/**
 * Writes `count` orders of the tenant straight into the database, in the shapes and states a busy
 * tenant has (most completed, some parked, running, cancelled), spread over the last `days` days and
 * over the tenant's services — for measuring listings at scale, not the demo seed. Numbers are
 * ORD-10000001 onwards; a fifth of the orders belong to the tenant's first partner account; each is due
 * two days after it was created, and its SLA was checked then (as the seed's history is).
 */
export async function generateOrders(db: Kysely<CoreDatabase>, tenantId: string, count: number, days = 30) {
  const spreadSeconds = (days * 86_400) / count;
  await sql`
    with targets as (
      select s.id as service_id, s.name as service_name, op->>'name' as operation,
        w.id as workflow_id, w.name as workflow_name, w.latest_version as workflow_version,
        row_number() over (order by s.name, op->>'name') - 1 as slot
      from services s
      cross join lateral jsonb_array_elements(s.operations) op
      join workflows w on w.id = (op->>'workflowId')::uuid and w.latest_version is not null
      where s.tenant_id = ${tenantId}
    ),
    account as (select min(account_id) as id from partner_accounts where tenant_id = ${tenantId}),
    generated as (
      select g, now() - make_interval(secs => g * cast(${spreadSeconds} as double precision)) as created_at,
        case
          when g % 20 < 15 then 'COMPLETED' when g % 20 < 17 then 'FAILED_TEMP' when g % 20 = 17 then 'CANCELLED'
          when g % 20 = 18 then 'RUNNING' else 'FAILED'
        end as state
      from generate_series(1, ${count}) g
    )
    insert into orders (tenant_id, order_number, service_id, service_name, operation, workflow_id, workflow_name,
      workflow_version, account_id, subscriber_key, external_id, payload, priority, source, request_hash, state,
      state_reason, sla_due_at, sla_checked_at, created_by, created_at, updated_at, completed_at, last_event_at)
    select ${tenantId}, 'ORD-' || (${GENERATED_NUMBER_BASE} + g), t.service_id, t.service_name, t.operation,
      t.workflow_id, t.workflow_name, t.workflow_version,
      case when g % 5 = 0 then (select id from account) end,
      (4917000000000 + g)::text, 'EXT-' || g, jsonb_build_object('msisdn', (4917000000000 + g)::text), 5,
      'API', 'generated', gen.state,
      case when gen.state in ('FAILED_TEMP', 'FAILED') then 'Billing: the call failed' end,
      gen.created_at + interval '2 days', gen.created_at + interval '2 days', 'generator', gen.created_at, gen.created_at,
      case when gen.state in ('COMPLETED', 'CANCELLED', 'FAILED') then gen.created_at + interval '40 seconds' end,
      gen.created_at
    from generated gen
    -- g / 20 keeps the services independent of the state, which g % 20 chooses.
    join targets t on t.slot = (g / 20) % (select count(*) from targets)`.execute(db);
  await sql`analyze orders`.execute(db);
}
