import { sql, type Kysely, type RawBuilder } from 'kysely';
import { accountAndDescendants, listPartnerAccounts } from '../../../core/server/auth/partnerAccounts.ts';
import { TASK_CONFIG_SCHEMAS } from '../../engine/public/contract/taskTemplate.ts';
import type { StepOrder, StepResult, StepRun, StepTypeHandler } from '../../engine/public/server/StepTypes.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { inventoryDb } from './inventoryTables.ts';
import { moveItems, type ItemBefore, type LedgerActor } from './stockLedger.ts';

/**
 * The engine's ASSIGN_STOCK step, run by inventory: it reserves one IN_STOCK item of the template's model
 * at the location its rule picks, locking the row and skipping rows another order holds (so two orders
 * never take one serial), and puts the serial in the step's output. The order's completion assigns what
 * it reserved; its failure, cancellation or rollback releases it to stock.
 */

type Db = Kysely<CoreDatabase>;

interface Place {
  ids: string[];
  /** How the message names where stock was looked for: `Harbour Road warehouse`, `the North region`. */
  label: string;
}

/** A payload field by dotted path (`site.location`). */
function field(payload: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      payload,
    );
}

const TYPE_ORDER = sql`case l.type when 'WAREHOUSE' then 0 when 'SHOP' then 1 else 2 end`;

/**
 * The locations an order may take stock from: any of the tenant's for the tenant's own order; for a partner
 * account's order, those of its account and the accounts beneath it, and the tenant's own (the tenant's
 * workflows take from its warehouses for every order), never another partner account's.
 */
async function reachedBy(trx: Db, order: StepOrder): Promise<RawBuilder<boolean>> {
  if (order.accountId === null) return sql<boolean>`true`;
  const accounts = accountAndDescendants(await listPartnerAccounts(trx, order.tenantId), order.accountId);
  if (accounts.length === 0) return sql<boolean>`l.account_id is null`;
  const ids = accounts.map((account) => account.accountId);
  return sql<boolean>`(l.account_id is null or l.account_id in (${sql.join(ids)}))`;
}

async function activeLocations(trx: Db, order: StepOrder, where: RawBuilder<boolean>) {
  const { rows } = await sql<{ id: string; name: string }>`
    select l.id, l.name from inventory_locations l
    where l.tenant_id = ${order.tenantId} and l.active and ${where} and ${await reachedBy(trx, order)}
    order by ${TYPE_ORDER}, l.name`.execute(trx);
  return rows;
}

/** Where the rule takes stock from, or why it names nowhere. */
async function placeOf(trx: Db, run: StepRun, config: Record<string, unknown>): Promise<Place | string> {
  const order = run.order;
  const rule = config.locationRule as string | undefined;
  if (rule === 'FIXED') {
    const name = String(config.location);
    const found = await activeLocations(trx, order, sql<boolean>`lower(l.name) = ${name.toLowerCase()}`);
    return found.length > 0
      ? { ids: found.map((row) => row.id), label: found[0]?.name ?? name }
      : `There is no active location named "${name}"`;
  }
  if (rule === 'ORDER_FIELD') {
    const path = String(config.locationField);
    const value = field(order.payload, path);
    if (typeof value !== 'string' || value.trim() === '') return `The order names no location in ${path}`;
    const found = await activeLocations(
      trx,
      order,
      sql<boolean>`(l.id::text = ${value} or lower(l.name) = ${value.toLowerCase()})`,
    );
    return found.length > 0
      ? { ids: found.map((row) => row.id), label: found[0]?.name ?? value }
      : `There is no active location "${value}" (the order's ${path})`;
  }
  if (rule === 'SUBSCRIBER_REGION') {
    const path = typeof config.locationField === 'string' ? config.locationField : 'region';
    const region = field(order.payload, path);
    if (typeof region !== 'string' || region.trim() === '') return `The order names no region in ${path}`;
    const found = await activeLocations(
      trx,
      order,
      sql<boolean>`lower(coalesce(l.region, '')) = ${region.toLowerCase()}`,
    );
    return found.length > 0
      ? { ids: found.map((row) => row.id), label: `the ${region} region` }
      : `No active location serves the ${region} region`;
  }
  const found = await activeLocations(trx, order, sql<boolean>`true`);
  return { ids: found.map((row) => row.id), label: 'any location' };
}

/** The item this step of the order reserved already (a step run again takes the same one). */
async function heldAlready(trx: Db, run: StepRun) {
  const { rows } = await sql<{ id: string; serial: string; model: string; location: string }>`
    select i.id, i.serial, m.name as model, l.name as location from inventory_items i
    join inventory_models m on m.id = i.model_id join inventory_locations l on l.id = i.location_id
    where i.tenant_id = ${run.order.tenantId} and i.order_id = ${run.order.id} and i.state = 'RESERVED'
      and exists (select 1 from inventory_movements v where v.item_id = i.id and v.kind = 'RESERVATION'
                  and v.order_id = ${run.order.id} and v.reason = ${run.stepName})
    limit 1`.execute(trx);
  return rows[0];
}

/**
 * The oldest IN_STOCK item of one of the models at the first of the locations that has one, locked; rows
 * another transaction holds are skipped, so concurrent orders each take another serial. One location and
 * model at a time, so each look is one walk of the pick index.
 */
async function pick(trx: Db, tenantId: string, modelIds: readonly string[], locationIds: readonly string[]) {
  for (const locationId of locationIds) {
    for (const modelId of modelIds) {
      const { rows } = await sql<{ id: string; serial: string; model_id: string; location_id: string }>`
        select id, serial, model_id, location_id from inventory_items
        where tenant_id = ${tenantId} and model_id = ${modelId} and location_id = ${locationId} and state = 'IN_STOCK'
        order by created_at, serial
        limit 1
        for update skip locked`.execute(trx);
      if (rows[0]) return rows[0];
    }
  }
  return undefined;
}

async function reserve(trx: Db, run: StepRun): Promise<StepResult> {
  const parsed = TASK_CONFIG_SCHEMAS.ASSIGN_STOCK.safeParse(run.config);
  if (!parsed.success)
    return {
      status: 'FAILED',
      code: 'NOT_AVAILABLE',
      message: `The template's settings are invalid: ${parsed.error.issues[0]?.message ?? ''}`,
    };
  const config = parsed.data as Record<string, unknown> & { model: string };
  const held = await heldAlready(trx, run);
  if (held)
    return {
      status: 'COMPLETED',
      output: { serial: held.serial, itemId: held.id, model: held.model, location: held.location },
    };

  const tenantId = run.order.tenantId;
  const models = await inventoryDb(trx)
    .selectFrom('inventory_models')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([
        eb(sql`lower(name)`, '=', config.model.toLowerCase()),
        eb('type', '=', config.model.toUpperCase() as never),
      ]),
    )
    .execute();
  if (models.length === 0)
    return {
      status: 'FAILED',
      code: 'NOT_AVAILABLE',
      message: `There is no enabled device model or type "${config.model}"`,
    };
  const place = await placeOf(trx, run, config);
  if (typeof place === 'string') return { status: 'FAILED', code: 'NOT_AVAILABLE', message: place };

  const label =
    models.length === 1 && models[0]?.name.toLowerCase() === config.model.toLowerCase()
      ? (models[0]?.name ?? config.model)
      : config.model.toUpperCase();
  const noStock: StepResult = { status: 'WAITING', code: 'NOT_AVAILABLE', message: `no ${label} at ${place.label}` };
  if (place.ids.length === 0) return noStock;
  const item = await pick(
    trx,
    tenantId,
    models.map((model) => model.id),
    place.ids,
  );
  if (!item) return noStock;
  const who: LedgerActor = { tenantId, actor: run.actor, at: run.at };
  await moveItems(trx, who, [{ id: item.id, state: 'IN_STOCK', locationId: item.location_id }], {
    kind: 'RESERVATION',
    toState: 'RESERVED',
    order: { id: run.order.id, number: run.order.orderNumber, subscriber: run.order.subscriberKey },
    reason: run.stepName,
  });
  const location = await inventoryDb(trx)
    .selectFrom('inventory_locations')
    .select('name')
    .where('id', '=', item.location_id)
    .executeTakeFirstOrThrow();
  return {
    status: 'COMPLETED',
    output: {
      serial: item.serial,
      itemId: item.id,
      model: models.find((model) => model.id === item.model_id)?.name ?? label,
      location: location.name,
    },
  };
}

/** The items the order holds RESERVED, locked. */
async function reservedFor(trx: Db, order: StepOrder): Promise<ItemBefore[]> {
  return inventoryDb(trx)
    .selectFrom('inventory_items')
    .select(['id', 'state', 'location_id as locationId'])
    .where('tenant_id', '=', order.tenantId)
    .where('order_id', '=', order.id)
    .where('state', '=', 'RESERVED')
    .forUpdate()
    .execute();
}

export const stockSteps: StepTypeHandler = {
  run: reserve,
  async complete(trx, order, at, actor) {
    const items = await reservedFor(trx, order);
    await moveItems(trx, { tenantId: order.tenantId, actor, at }, items, {
      kind: 'ASSIGNMENT',
      toState: 'ASSIGNED',
      reason: `Order ${order.orderNumber} completed`,
    });
  },
  async release(trx, order, end, at, actor) {
    const items = await reservedFor(trx, order);
    const why = { FAILED: 'failed', CANCELLED: 'was cancelled', ROLLED_BACK: 'was rolled back' }[end];
    await moveItems(trx, { tenantId: order.tenantId, actor, at }, items, {
      kind: 'RELEASE',
      toState: 'IN_STOCK',
      order: null,
      reason: `Order ${order.orderNumber} ${why}`,
    });
  },
};
