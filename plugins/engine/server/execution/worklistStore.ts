import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';

/** The worklist rows the engine writes, inside the transition of the order they belong to. */
type Db = Kysely<CoreDatabase>;

export interface NewWorkItem {
  /** Made by the step that opens it, so that its task's first event names it. */
  id: string;
  tenantId: string;
  orderId: string;
  taskId: string;
  stepId: string;
  accountId: string | null;
  title: string;
  form: string | null;
  group: string | null;
  priority: number;
  dueAt: Date | null;
  at: Date;
}

export async function openWorkItem(trx: Db, item: NewWorkItem): Promise<void> {
  await engineDb(trx)
    .insertInto('worklist_items')
    .values({
      id: item.id,
      tenant_id: item.tenantId,
      order_id: item.orderId,
      task_id: item.taskId,
      step_id: item.stepId,
      account_id: item.accountId,
      title: item.title,
      form: item.form,
      group_name: item.group,
      state: 'OPEN',
      priority: item.priority,
      due_at: item.dueAt,
      created_at: item.at,
      updated_at: item.at,
      updated_by: 'engine',
    })
    .execute();
}

/** The order's open items are cancelled with it. */
export async function cancelWorkItems(trx: Db, orderId: string, at: Date): Promise<void> {
  await engineDb(trx)
    .updateTable('worklist_items')
    .set({ state: 'CANCELLED', updated_at: at, updated_by: 'engine' })
    .where('order_id', '=', orderId)
    .where('state', 'in', ['OPEN', 'CLAIMED'])
    .execute();
}
