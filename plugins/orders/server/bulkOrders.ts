import { sql, type Kysely } from 'kysely';
import {
  BULK_ORDER_LIMIT,
  ORDER_ACTION_STATES,
  type BulkOperation,
  type OrderState,
} from '../../engine/public/contract/order.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { UNNARROWED } from '../../../core/server/auth/accountScope.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import { fetchKeysetPage } from '../../../core/server/db/keyset.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { ApiError, notFound } from '../../../core/server/http/errors.ts';
import type { ResourceContext } from '../../resourceKit/public/server/declaration.ts';
import { filteredRows, listOrder, type ListQuery } from '../../resourceKit/public/server/listing.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import type { JobQueue } from '../../../core/server/jobs/JobQueue.ts';
import type { ActionContext, OrderActions } from '../../engine/public/server/OrderActions.ts';
import { ORDERS_DECLARATION } from './ordersResource.ts';

type Db = Kysely<CoreDatabase>;
export type BulkKind = BulkOperation['kind'];

export const BULK_QUEUE = 'engine-bulk';
export interface BulkJob {
  bulkId: string;
}

/** Orders one job acts on before it hands the rest to the next job, so no job runs for long. */
const ITEMS_PER_JOB = 50;
const SAMPLE_SIZE = 10;
const INSERT_BATCH = 1000;
const VERSION_ATTEMPTS = 3;

export const BULK_ELIGIBLE: Record<BulkKind, readonly OrderState[]> = {
  REPUSH: ORDER_ACTION_STATES.retrigger,
  CANCEL: ORDER_ACTION_STATES.cancel,
};

interface SelectedOrder {
  orderId: string;
  orderNumber: string;
  state: OrderState;
}

export interface BulkSelection {
  orders: SelectedOrder[];
  truncated: boolean;
}

/**
 * The orders a bulk operation takes: those the listing's query selects (scope, `q`, filters, in the
 * listing's order), narrowed to the ids given, at most BULK_ORDER_LIMIT.
 */
export async function selectBulkOrders(
  db: Db,
  ctx: ResourceContext,
  query: ListQuery,
  orderIds: readonly string[] | undefined,
): Promise<BulkSelection> {
  let rows = filteredRows(ORDERS_DECLARATION, db, ctx, query);
  if (orderIds) rows = rows.where(sql<boolean>`o.id in (${sql.join(orderIds)})`);
  const page = await fetchKeysetPage(rows, listOrder(ORDERS_DECLARATION, query), { limit: BULK_ORDER_LIMIT });
  return {
    orders: page.items.map(({ orderId, orderNumber, state }) => ({ orderId, orderNumber, state })),
    truncated: page.nextCursor !== null,
  };
}

export function dryRun(kind: BulkKind, selection: BulkSelection) {
  return {
    count: selection.orders.length,
    eligible: selection.orders.filter((order) => BULK_ELIGIBLE[kind].includes(order.state)).length,
    sample: selection.orders.slice(0, SAMPLE_SIZE).map((order) => order.orderNumber),
    truncated: selection.truncated,
  };
}

/**
 * Repush (retrigger) or cancel many orders as a server job. The operation and one item per order are
 * written first; jobs then act on the pending items fifty at a time, each through the operator's
 * own action with the order's current version, recording the item's outcome in the action's
 * transaction. A job that dies is taken up again and goes on from the items still pending.
 */
export class BulkOrders {
  constructor(
    private readonly db: Db,
    private readonly actions: OrderActions,
    private readonly jobs: JobQueue,
  ) {}

  async start(auth: AuthContext, kind: BulkKind, selection: BulkSelection, reason: string | undefined) {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await engineDb(trx)
        .insertInto('bulk_operations')
        .values({
          tenant_id: auth.tenantId,
          kind,
          reason: reason ?? null,
          state: selection.orders.length === 0 ? 'COMPLETED' : 'RUNNING',
          total: selection.orders.length,
          created_by: auth.username,
          finished_at: selection.orders.length === 0 ? sql<Date>`now()` : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let from = 0; from < selection.orders.length; from += INSERT_BATCH) {
        await engineDb(trx)
          .insertInto('bulk_operation_items')
          .values(
            selection.orders.slice(from, from + INSERT_BATCH).map((order, index) => ({
              bulk_id: id,
              tenant_id: auth.tenantId,
              position: from + index,
              order_id: order.orderId,
              order_number: order.orderNumber,
              outcome: 'PENDING',
            })),
          )
          .execute();
      }
      if (selection.orders.length > 0) await this.jobs.send(BULK_QUEUE, { bulkId: id } satisfies BulkJob, { trx });
      return id;
    });
  }

  /** One job's share: the next pending items, then the next job or the operation's end. */
  async run(job: BulkJob): Promise<void> {
    const bulk = await engineDb(this.db)
      .selectFrom('bulk_operations')
      .select(['id', 'tenant_id as tenantId', 'kind', 'reason', 'created_by as createdBy', 'state'])
      .where('id', '=', job.bulkId)
      .executeTakeFirst();
    if (!bulk || bulk.state !== 'RUNNING') return;
    const items = await engineDb(this.db)
      .selectFrom('bulk_operation_items')
      .select(['position', 'order_id as orderId'])
      .where('bulk_id', '=', bulk.id)
      .where('outcome', '=', 'PENDING')
      .orderBy('position')
      .limit(ITEMS_PER_JOB + 1)
      .execute();
    for (const item of items.slice(0, ITEMS_PER_JOB)) await this.actOn(bulk, item);
    if (items.length > ITEMS_PER_JOB) {
      await this.jobs.send(BULK_QUEUE, { bulkId: bulk.id } satisfies BulkJob);
      return;
    }
    await engineDb(this.db)
      .updateTable('bulk_operations')
      .set({ state: 'COMPLETED', finished_at: sql<Date>`now()` })
      .where('id', '=', bulk.id)
      .where('state', '=', 'RUNNING')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('bulk_operation_items')
              .select('position')
              .where('bulk_id', '=', bulk.id)
              .where('outcome', '=', 'PENDING'),
          ),
        ),
      )
      .execute();
  }

  private async actOn(
    bulk: { id: string; tenantId: string; kind: BulkKind; reason: string | null; createdBy: string },
    item: { position: number; orderId: string },
  ): Promise<void> {
    const record = (trx: Db, outcome: 'DONE' | 'SKIPPED' | 'FAILED', message: string | null) =>
      engineDb(trx)
        .updateTable('bulk_operation_items')
        .set({ outcome, message })
        .where('bulk_id', '=', bulk.id)
        .where('position', '=', item.position)
        .where('outcome', '=', 'PENDING')
        .execute();
    // The items were chosen within the creator's scope when the operation started.
    const ctx: ActionContext = {
      tenantId: bulk.tenantId,
      username: bulk.createdBy,
      scope: UNNARROWED,
      bulkId: bulk.id,
      alsoInTransaction: (trx) => record(trx, 'DONE', null).then(() => undefined),
    };
    const reason = bulk.reason ?? undefined;
    for (let attempt = 1; ; attempt += 1) {
      const version = await this.currentVersion(item.orderId);
      try {
        if (version === undefined) throw notFound('The order');
        const target = { orderId: item.orderId, version, reason };
        await (bulk.kind === 'REPUSH' ? this.actions.retrigger(ctx, target) : this.actions.cancel(ctx, target));
        return;
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 412 && attempt < VERSION_ATTEMPTS) continue;
        if (error instanceof ApiError && error.statusCode === 409) {
          await record(this.db, 'SKIPPED', error.description);
        } else {
          await record(
            this.db,
            'FAILED',
            error instanceof ApiError ? error.description : 'The action failed on the server.',
          );
          if (!(error instanceof ApiError)) throw error;
        }
        return;
      }
    }
  }

  private async currentVersion(orderId: string): Promise<number | undefined> {
    const row = await engineDb(this.db)
      .selectFrom('orders')
      .select('version')
      .where('id', '=', orderId)
      .executeTakeFirst();
    return row?.version;
  }

  /** One operation with its items; a partner user sees only the operations they started. */
  async read(auth: AuthContext, bulkId: string): Promise<BulkOperation> {
    const bulk = isUuid(bulkId)
      ? await engineDb(this.db)
          .selectFrom('bulk_operations')
          .selectAll()
          .where('id', '=', bulkId)
          .where('tenant_id', '=', auth.tenantId)
          .executeTakeFirst()
      : undefined;
    if (!bulk || (auth.accountId !== null && bulk.created_by !== auth.username)) {
      throw notFound('The bulk operation');
    }
    const items = await engineDb(this.db)
      .selectFrom('bulk_operation_items')
      .select(['order_id as orderId', 'order_number as orderNumber', 'outcome', 'message'])
      .where('bulk_id', '=', bulkId)
      .orderBy('position')
      .execute();
    const counted = (outcome: BulkOperation['items'][number]['outcome']) =>
      items.filter((item) => item.outcome === outcome).length;
    return {
      bulkId,
      kind: bulk.kind,
      state: bulk.state,
      total: bulk.total,
      done: counted('DONE'),
      skipped: counted('SKIPPED'),
      failed: counted('FAILED'),
      createdBy: bulk.created_by,
      createdAt: bulk.created_at.toISOString(),
      finishedAt: bulk.finished_at === null ? null : bulk.finished_at.toISOString(),
      items,
    };
  }
}
