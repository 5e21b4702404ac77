import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../core/server/db/schema.ts';
import type { WorkflowDefinition } from '../../plugins/engine/public/contract/workflowDefinition.ts';
import { usualPath } from '../../plugins/engine/server/seed/historyPlan.ts';

interface PathStep {
  workflowId: string;
  version: number;
  position: number;
  stepId: string;
  stepName: string;
  type: string;
  template: string | null;
}

/** Each workflow version's usual path (the steps a completed order runs, in order), with each step's task type. */
async function pathsOf(db: Kysely<CoreDatabase>, tenantId: string): Promise<PathStep[]> {
  const versions = await sql<{ workflow_id: string; number: number; definition: WorkflowDefinition }>`
    select v.workflow_id, v.number, v.definition from workflow_versions v
    join workflows w on w.id = v.workflow_id and w.latest_version = v.number
    where v.tenant_id = ${tenantId}`.execute(db);
  const templates = await sql<{ name: string; type: string }>`
    select name, type from task_templates where tenant_id = ${tenantId}`.execute(db);
  const typeOf = new Map(templates.rows.map((template) => [template.name.toLowerCase(), template.type]));
  return versions.rows.flatMap((version) =>
    usualPath(version.definition, false).map((step, position) => ({
      workflowId: version.workflow_id,
      version: version.number,
      position: position + 1,
      stepId: step.id,
      stepName: step.name,
      type: step.kind === 'TASK' ? (typeOf.get((step.taskTemplate ?? '').toLowerCase()) ?? 'TASK') : step.kind,
      template: step.taskTemplate ?? null,
    })),
  );
}

/**
 * Writes what the engine leaves behind for each generated order (`created_by = 'generator'`) of the tenant,
 * in bulk SQL: a task per step of its workflow's usual path up to where the order's state stopped it (with
 * start and end times), the attempts of its HTTP calls (the network call log: element and operation from
 * the task template, latency, outcome, three attempts for a failed call), a worklist item for each HUMAN
 * step (created, claimed by a user of its group with the claim's event, completed or still waiting), so
 * the reports by step, worklist and network element have rows to count.
 *
 * A completed order ran every step; a failed one failed at a step chosen by its number, a running one is
 * in that step (a HUMAN step waits OPEN or CLAIMED), a cancelled one was cancelled there.
 */
export async function generateOrderWork(db: Kysely<CoreDatabase>, tenantId: string): Promise<void> {
  const steps = await pathsOf(db, tenantId);
  if (steps.length === 0) return;
  await sql`drop table if exists bench_paths`.execute(db);
  await sql`create unlogged table bench_paths (workflow_id uuid, version int, position int, length int,
    step_id text, step_name text, type text, template text)`.execute(db);
  await sql`insert into bench_paths (workflow_id, version, position, step_id, step_name, type, template) values ${sql.join(
    steps.map(
      (step) =>
        sql`(${step.workflowId}::uuid, ${step.version}, ${step.position}, ${step.stepId}, ${step.stepName}, ${step.type}, ${step.template})`,
    ),
  )}`.execute(db);
  await sql`update bench_paths p set length = (select count(*) from bench_paths q
    where q.workflow_id = p.workflow_id and q.version = p.version)`.execute(db);
  // g: the order's generated number; it picks the stop step and spreads each task's duration.
  await sql`
    insert into order_tasks (order_id, tenant_id, step_id, step_name, type, task_template, state, error_code,
      error_message, attempt_count, advanced, scheduled_at, run_after, started_at, ended_at)
    select o.id, o.tenant_id, p.step_id, p.step_name, p.type, p.template, x.state,
      case when x.state = 'FAILED' then case when o.state = 'FAILED' then 'HTTP_4XX' else 'HTTP_5XX' end end,
      case when x.state = 'FAILED' then o.state_reason end,
      case when p.type = 'HTTP_CALL' and x.state in ('COMPLETED', 'FAILED') then case when x.state = 'FAILED' then 3 else 1 end else 0 end,
      x.state in ('COMPLETED', 'FAILED', 'CANCELLED'),
      x.started_at, x.started_at, x.started_at,
      case when x.state in ('COMPLETED', 'FAILED', 'CANCELLED') then x.started_at + x.duration end
    from orders o
    cross join lateral (select substr(o.order_number, 5)::bigint as g) n
    join bench_paths p on p.workflow_id = o.workflow_id and p.version = o.workflow_version
      and (o.state = 'COMPLETED' or p.position <= 2 + n.g % greatest(p.length - 2, 1))
    cross join lateral (select
      case
        when o.state = 'COMPLETED' or p.position < 2 + n.g % greatest(p.length - 2, 1) then 'COMPLETED'
        when o.state in ('FAILED', 'FAILED_TEMP') then 'FAILED'
        when o.state = 'CANCELLED' then 'CANCELLED'
        else 'RUNNING'
      end as state,
      o.created_at + make_interval(secs => (p.position - 1) * 5) as started_at,
      case
        when p.type = 'HUMAN' then make_interval(secs => 7200 + (n.g * 7919 + p.position * 104729) % 144000)
        when p.type = 'HTTP_CALL' or p.type = 'TASK' then make_interval(secs => (60 + (n.g * 7919 + p.position * 104729) % 900) / 1000.0)
        else make_interval(secs => 0.002)
      end as duration) x
    where o.tenant_id = ${tenantId} and o.created_by = 'generator'`.execute(db);
  await sql`
    insert into task_attempts (task_id, order_id, tenant_id, number, state, error_code, error_message, started_at,
      ended_at, duration_ms)
    select t.id, t.order_id, t.tenant_id, a.number,
      case when t.state = 'COMPLETED' then 'SUCCEEDED' else 'FAILED' end,
      case when t.state = 'FAILED' then t.error_code end, case when t.state = 'FAILED' then t.error_message end,
      t.started_at + make_interval(secs => (a.number - 1) * 2), t.started_at + make_interval(secs => (a.number - 1) * 2) + (t.ended_at - t.started_at),
      extract(epoch from (t.ended_at - t.started_at)) * 1000
    from order_tasks t
    cross join lateral generate_series(1, t.attempt_count) a(number)
    where t.tenant_id = ${tenantId} and t.type = 'HTTP_CALL' and t.attempt_count > 0`.execute(db);
  // A HUMAN task's item: the group's users take turns; two in five waiting items are claimed.
  await sql`
    insert into worklist_items (tenant_id, order_id, task_id, step_id, account_id, title, form, group_name, assignee,
      state, priority, due_at, created_at, updated_at, completed_at, completed_by, updated_by)
    select t.tenant_id, t.order_id, t.id, t.step_id, o.account_id, t.step_name || ' for ' || o.order_number, t.step_name,
      'Operator', case when w.state = 'OPEN' then null else w.assignee end, w.state, o.priority,
      t.started_at + interval '2 days', t.started_at, coalesce(t.ended_at, t.started_at),
      case when w.state = 'COMPLETED' then t.ended_at end, case when w.state = 'COMPLETED' then w.assignee end, 'generator'
    from order_tasks t
    join orders o on o.id = t.order_id
    cross join lateral (select
      case t.state when 'COMPLETED' then 'COMPLETED' when 'CANCELLED' then 'CANCELLED'
        when 'RUNNING' then case when substr(o.order_number, 5)::bigint % 5 < 2 then 'CLAIMED' else 'OPEN' end
        else 'CANCELLED' end as state,
      (array['operator', 'admin', 'supervisor'])[1 + substr(o.order_number, 5)::bigint % 3] as assignee) w
    where t.tenant_id = ${tenantId} and t.type = 'HUMAN'`.execute(db);
  await sql`
    insert into order_events (tenant_id, order_id, account_id, type, step_id, task_id, data, actor, at)
    select w.tenant_id, w.order_id, w.account_id, 'WORKLIST_ITEM_CLAIMED', w.step_id, w.task_id,
      jsonb_build_object('itemId', w.id), w.assignee,
      w.created_at + (coalesce(w.completed_at, w.created_at + interval '1 hour') - w.created_at) / 3
    from worklist_items w
    where w.tenant_id = ${tenantId} and w.updated_by = 'generator' and w.assignee is not null`.execute(db);
  await sql`drop table bench_paths`.execute(db);
  await sql`analyze order_tasks`.execute(db);
  await sql`analyze task_attempts`.execute(db);
  await sql`analyze worklist_items`.execute(db);
  await sql`analyze order_events`.execute(db);
}
