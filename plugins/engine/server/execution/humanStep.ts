import { randomUUID } from 'node:crypto';
import type { WorkflowStep } from '../../public/contract/workflowDefinition.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { openWorkItem } from './worklistStore.ts';
import type { TemplateRow } from './orderStore.ts';
import { addTask, type Run } from './orderRun.ts';
import { stepContext } from './stepContext.ts';
import type { Evaluates } from './tenantExpressions.ts';

/**
 * A HUMAN step: its task runs until a person completes its worklist item, and starts with the item's
 * opening (`WORKLIST_ITEM_OPENED`); the order waits meanwhile.
 */
export async function askPerson(
  expressions: Evaluates,
  run: Run,
  step: WorkflowStep,
  template: TemplateRow,
  input: Record<string, unknown>,
): Promise<void> {
  const config = template.config as { title: string; form?: string; group?: string; dueInMs?: number };
  const title = await expressions.evaluate(config.title, { ...stepContext(run.order, run.tasks), input });
  const itemId = randomUUID();
  const opened = { type: 'WORKLIST_ITEM_OPENED', data: { itemId, group: config.group ?? null } };
  const task = await addTask(run, { step, type: 'HUMAN', template: template.name, state: 'RUNNING', input, opened });
  const priority = (
    await engineDb(run.trx).selectFrom('orders').select('priority').where('id', '=', run.order.id).executeTakeFirst()
  )?.priority;
  await openWorkItem(run.trx, {
    id: itemId,
    tenantId: run.order.tenantId,
    orderId: run.order.id,
    taskId: task.id,
    stepId: step.id,
    accountId: run.order.accountId,
    title: typeof title === 'string' && title.trim() !== '' ? title : step.name,
    form: config.form ?? null,
    group: config.group ?? null,
    priority: priority ?? 5,
    dueAt: config.dueInMs ? new Date(run.at.getTime() + config.dueInMs) : null,
    at: run.at,
  });
}
