import type { Kysely } from 'kysely';
import type { UpdateWorklist, WorklistState } from '../../public/contract/worklist.ts';
import { isUuid } from '../../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { conflict, invalidField, invalidFields, notFound } from '../../../../core/server/http/errors.ts';
import { assertVersion } from '../../../../core/server/http/versioning.ts';
import { OrderAdvancer, TASK_QUEUE, type EngineDeps } from './OrderAdvancer.ts';
import { endTask } from './endTask.ts';
import { evaluateMapping } from './stepContext.ts';
import { tenantExpressions } from './tenantExpressions.ts';
import { appendEvent, lockOrder, templateNamed, type OrderRow } from './orderStore.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import type { WorklistActions, WorklistContext } from '../../public/server/WorklistActions.ts';

type Db = Kysely<CoreDatabase>;

interface ItemRow {
  id: string;
  tenantId: string;
  orderId: string;
  taskId: string;
  stepId: string;
  accountId: string | null;
  assignee: string | null;
  form: string | null;
  state: WorklistState;
  version: number;
}

const OPEN: readonly WorklistState[] = ['OPEN', 'CLAIMED'];
/** Thrown inside a dry run's transaction so that it rolls back. */
const DRY_RUN = Symbol('dry run');

/** The worklist changes as the engine makes them, in the order's transaction (see `WorklistActions`). */
export class HumanStepActions implements WorklistActions {
  private readonly advancer: OrderAdvancer;

  constructor(
    private readonly db: Db,
    private readonly deps: EngineDeps,
  ) {
    this.advancer = new OrderAdvancer(deps);
  }

  /** Applies the change; a dry run checks it as applied, then rolls it back. */
  async update(ctx: WorklistContext, change: UpdateWorklist, options: { dryRun?: boolean } = {}): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await this.apply(trx, ctx, change);
        if (options.dryRun) throw DRY_RUN;
      });
    } catch (error) {
      if (error === DRY_RUN) return;
      throw error;
    }
    this.deps.jobs.wake(TASK_QUEUE);
  }

  private async apply(trx: Db, ctx: WorklistContext, change: UpdateWorklist): Promise<void> {
    const probe = await this.item(trx, ctx, change.itemId);
    // The order first, then the item: the engine locks in that order too.
    const order = (await lockOrder(trx, probe.orderId, ctx.auth.tenantId)) as OrderRow;
    const item = await this.item(trx, ctx, change.itemId, true);
    assertVersion('The worklist item', change.version, item.version);
    if (!OPEN.includes(item.state))
      throw conflict(`The worklist item is ${item.state}: nothing more can be done with it.`);
    const at = new Date(this.deps.clock());
    const me = ctx.auth.username;
    const event = (type: string, data: Record<string, unknown>) =>
      appendEvent(
        trx,
        order,
        { type, stepId: item.stepId, taskId: item.taskId, data: { itemId: item.id, ...data }, actor: me },
        at,
      );
    switch (change.action) {
      case 'claim':
        if (item.assignee !== null && item.assignee !== me)
          throw conflict(`${item.assignee} has already claimed the item.`);
        await this.set(trx, item, { state: 'CLAIMED', assignee: me }, me, at);
        await event('WORKLIST_ITEM_CLAIMED', {});
        return;
      case 'release':
        await this.set(trx, item, { state: 'OPEN', assignee: null }, me, at);
        await event('WORKLIST_ITEM_RELEASED', { from: item.assignee });
        return;
      case 'assign': {
        const user = await trx
          .selectFrom('users')
          .select('username')
          .where('tenant_id', '=', ctx.auth.tenantId)
          .where('username', '=', change.assignee)
          .executeTakeFirst();
        if (!user) throw invalidField('body', 'assignee', `There is no user ${change.assignee}`);
        await this.set(trx, item, { state: 'CLAIMED', assignee: change.assignee }, me, at);
        await event('WORKLIST_ITEM_ASSIGNED', { assignee: change.assignee });
        return;
      }
      case 'complete':
        if (item.assignee !== null && item.assignee !== me)
          throw conflict(`${item.assignee} holds the item: ask them, or assign it to yourself.`);
        await this.complete(trx, order, item, change.data, me, at);
        return;
    }
  }

  private async complete(trx: Db, order: OrderRow, item: ItemRow, data: Record<string, unknown>, me: string, at: Date) {
    if (item.form !== null) {
      const problems = await this.deps.forms.problems(trx, order.tenantId, item.form, data);
      if (problems.length > 0) {
        throw invalidFields(
          'body',
          problems.map(({ key, message }) => ({ path: `data.${key}`, message })),
        );
      }
    }
    const task = await engineDb(trx)
      .selectFrom('order_tasks')
      .select(['task_template as template', 'input', 'step_name as stepName'])
      .where('id', '=', item.taskId)
      .executeTakeFirstOrThrow();
    const template = task.template === null ? undefined : await templateNamed(trx, order.tenantId, task.template);
    const mapping = template?.outputMapping ?? {};
    let output: unknown = data;
    if (Object.keys(mapping).length > 0) {
      try {
        output = await evaluateMapping(tenantExpressions(this.deps, trx, order.tenantId), mapping, {
          form: data,
          input: task.input,
        });
      } catch (error) {
        throw invalidField(
          'body',
          'data',
          `The step's output mapping could not read the form: ${(error as Error).message}`,
        );
      }
    }
    await engineDb(trx)
      .updateTable('worklist_items')
      .set({
        state: 'COMPLETED',
        data: JSON.stringify(data),
        completed_at: at,
        completed_by: me,
        updated_at: at,
        updated_by: me,
        version: item.version + 1,
      })
      .where('id', '=', item.id)
      .execute();
    const ended = { id: item.taskId, stepId: item.stepId, stepName: task.stepName };
    const event = { data: { itemId: item.id, by: me }, actor: me, at };
    await endTask(trx, this.advancer, order, ended, { succeeded: true, output }, event);
  }

  private async set(
    trx: Db,
    item: ItemRow,
    values: { state: WorklistState; assignee: string | null },
    me: string,
    at: Date,
  ) {
    await engineDb(trx)
      .updateTable('worklist_items')
      .set({ ...values, updated_at: at, updated_by: me, version: item.version + 1 })
      .where('id', '=', item.id)
      .execute();
  }

  /** The item if the caller's tenant and partner accounts reach it (locked when asked); 404 otherwise. */
  private async item(trx: Db, ctx: WorklistContext, itemId: string, lock = false): Promise<ItemRow> {
    let query = engineDb(trx)
      .selectFrom('worklist_items')
      .select([
        'id',
        'tenant_id as tenantId',
        'order_id as orderId',
        'task_id as taskId',
        'step_id as stepId',
        'account_id as accountId',
        'assignee',
        'form',
        'state',
        'version',
      ])
      .where('id', '=', isUuid(itemId) ? itemId : '00000000-0000-0000-0000-000000000000')
      .where('tenant_id', '=', ctx.auth.tenantId);
    if (lock) query = query.forUpdate();
    const item = await query.executeTakeFirst();
    if (!item || !ctx.scope.includes(item.accountId)) throw notFound('The worklist item');
    return item;
  }
}
