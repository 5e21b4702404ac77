import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { jobTask, type JobTaskRow } from './jobTask.ts';
import { abandonedAttempt } from './abandonedAttempt.ts';
import type { OrderRow } from './orderStore.ts';

/**
 * How long one job may go on making an order's calls one after the other (a share of the recovery time,
 * so its job never expires while it still works), and how many calls at most.
 */
export const CHAIN_SHARE_OF_RECOVERY = 0.25;
export const MAX_CHAINED_CALLS = 50;

/**
 * A call a job's chain started and did not finish — its process died: the order's running HTTP task with
 * an abandoned attempt (`abandonedAttempt`). The chain's job, run again once its lease was taken over (or,
 * failing that, once it expired), takes it up; read after the order's lock.
 */
export async function chainedCallLeft(
  trx: Kysely<CoreDatabase>,
  orderId: string,
  startedBefore: Date,
): Promise<string | undefined> {
  const row = await engineDb(trx)
    .selectFrom('order_tasks as t')
    .select('t.id')
    .where('t.order_id', '=', orderId)
    .where('t.state', '=', 'RUNNING')
    .where('t.type', '=', 'HTTP_CALL')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('task_attempts as a')
          .select(sql`1`.as('one'))
          .whereRef('a.task_id', '=', 't.id')
          .where('a.state', '=', 'RUNNING')
          .where(abandonedAttempt('a', startedBefore)),
      ),
    )
    .orderBy('t.seq')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * The task a job runs, read after the order's lock: its own, or — its own ended — the call its chain left
 * running when its process died (`chainedCallLeft`), taken up with the same attempt.
 */
export async function taskOfJob(
  trx: Kysely<CoreDatabase>,
  order: Pick<OrderRow, 'id' | 'tenantId'>,
  taskId: string,
  startedBefore: Date,
): Promise<JobTaskRow | undefined> {
  const found = await jobTask(trx, order.tenantId, taskId, startedBefore);
  if (!found || found.state === 'SCHEDULED' || found.state === 'RUNNING' || found.type === 'SUB_WORKFLOW') return found;
  const left = await chainedCallLeft(trx, order.id, startedBefore);
  return left ? jobTask(trx, order.tenantId, left, startedBefore) : undefined;
}
