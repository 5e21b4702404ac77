import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import { conflict, invalidField } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import type { ResourceContext } from '../../resourceKit/public/server/declaration.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  TRANSFER_RESOURCE,
  TRANSFER_STATES,
  createTransferSchema,
  transferSchema,
  type Transfer,
  type TransferLine,
} from '../contract.ts';
import { nextNumber } from './documentNumbers.ts';
import { requireActiveLocation, requireLocation, type StockCaller } from './inventoryScope.ts';
import { inventoryDb } from './inventoryTables.ts';
import { requisitionReopened } from './requisitionProgress.ts';
import { assertReachesEnds, BOTH_ENDS } from './transferReach.ts';

type Db = Kysely<CoreDatabase>;
const uuidValue = z.uuid();

/** The transfers with the names of their locations. */
export function transferRows(db: Db) {
  return inventoryDb(db)
    .selectFrom('inventory_transfers as t')
    .innerJoin('inventory_locations as lf', 'lf.id', 't.from_location_id')
    .innerJoin('inventory_locations as lt', 'lt.id', 't.to_location_id')
    .select([
      't.id as transferId',
      't.number',
      't.state',
      't.from_location_id as fromLocationId',
      'lf.name as fromLocationName',
      't.to_location_id as toLocationId',
      'lt.name as toLocationName',
      't.account_id as accountId',
      't.requisition_id as requisitionId',
      't.lines',
      't.note',
      't.created_by as createdBy',
      't.shipped_at as shippedAt',
      't.received_at as receivedAt',
      't.version',
      't.created_at as createdAt',
      't.updated_at as updatedAt',
      't.updated_by as updatedBy',
    ]);
}

type TransferRow = Awaited<ReturnType<ReturnType<typeof transferRows>['executeTakeFirstOrThrow']>>;
const DISCREPANT = new Set(['MISSING', 'EXTRA', 'DAMAGED']);

/** Transfer rows as records, with their shipped items and outcomes. */
export async function transferRecords(db: Db, rows: readonly TransferRow[]): Promise<Transfer[]> {
  if (rows.length === 0) return [];
  const items = await inventoryDb(db)
    .selectFrom('inventory_transfer_items as ti')
    .innerJoin('inventory_items as i', 'i.id', 'ti.item_id')
    .innerJoin('inventory_models as m', 'm.id', 'i.model_id')
    .select(['ti.transfer_id as transferId', 'i.id as itemId', 'i.serial', 'm.name as modelName', 'ti.outcome'])
    .where(
      'ti.transfer_id',
      'in',
      rows.map((row) => row.transferId),
    )
    .orderBy('i.serial')
    .execute();
  return rows.map((row) => {
    const own = items.filter((item) => item.transferId === row.transferId);
    return {
      ...row,
      items: own.map(({ transferId: _transfer, ...item }) => item),
      discrepancies: own.filter((item) => item.outcome !== null && DISCREPANT.has(item.outcome)).length,
      shippedAt: row.shippedAt ? row.shippedAt.toISOString() : null,
      receivedAt: row.receivedAt ? row.receivedAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * A transfer's lines checked against the tenant: named serials exist, once each, IN_STOCK at the source;
 * models exist and are enabled. A serial the caller does not reach reads as one that does not exist.
 * (Shipping checks the stock again and picks the quantities.)
 */
export async function checkTransferLines(
  db: Db,
  caller: StockCaller,
  fromLocationId: string,
  lines: readonly TransferLine[],
) {
  const tenantId = caller.auth.tenantId;
  const seen = new Map<string, number>();
  const serials: { index: number; serial: string }[] = [];
  const models: { index: number; modelId: string }[] = [];
  lines.forEach((line, index) => {
    if ('serial' in line) {
      if (seen.has(line.serial))
        throw invalidField(
          'body',
          `lines.${index}.serial`,
          `${line.serial} is on line ${(seen.get(line.serial) ?? 0) + 1} too`,
        );
      seen.set(line.serial, index);
      serials.push({ index, serial: line.serial });
    } else {
      if (!isUuid(line.modelId))
        throw invalidField('body', `lines.${index}.modelId`, `${line.modelId.slice(0, 64)} is not a device model`);
      models.push({ index, modelId: line.modelId });
    }
  });
  const idb = inventoryDb(db);
  if (serials.length > 0) {
    const found = await idb
      .selectFrom('inventory_items')
      .select(['serial', 'state', 'location_id', 'account_id'])
      .where('tenant_id', '=', tenantId)
      .where(
        'serial',
        'in',
        serials.map((line) => line.serial),
      )
      .execute();
    const bySerial = new Map(found.map((item) => [item.serial, item]));
    for (const { index, serial } of serials) {
      const item = bySerial.get(serial);
      if (!item || !caller.scope.includes(item.account_id))
        throw invalidField('body', `lines.${index}.serial`, `There is no item ${serial}`);
      if (item.location_id !== fromLocationId || item.state !== 'IN_STOCK') {
        throw invalidField('body', `lines.${index}.serial`, `${serial} is not in stock at the source location`);
      }
    }
  }
  if (models.length > 0) {
    const found = await idb
      .selectFrom('inventory_models')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('enabled', '=', true)
      .where(
        'id',
        'in',
        models.map((line) => line.modelId),
      )
      .execute();
    const known = new Set(found.map((model) => model.id));
    for (const { index, modelId } of models) {
      if (!known.has(modelId))
        throw invalidField('body', `lines.${index}.modelId`, `${modelId} is not an enabled device model`);
    }
  }
}

/**
 * The source and destination of a DRAFT the caller writes: two locations it reaches (stock a partner has
 * from the tenant comes by a requisition the tenant fulfils), the destination active. The transfer belongs
 * to the destination's account, else the source's.
 */
export async function transferEnds(db: Db, caller: StockCaller, fromLocationId: string, toLocationId: string) {
  const from = await requireLocation(db, caller, fromLocationId, 'fromLocationId');
  const to = await requireActiveLocation(db, caller, toLocationId, 'toLocationId');
  if (from.id === to.id) throw invalidField('body', 'toLocationId', 'The destination must differ from the source.');
  return { from, to, accountId: to.accountId ?? from.accountId };
}

const callerOf = (ctx: ResourceContext): StockCaller => ({ auth: ctx.auth, scope: ctx.scope });

/**
 * Transfers between locations on the kit: a DRAFT is created, changed and deleted here; shipping and
 * receiving are actions of their own (`transferRoutes.ts`).
 */
export function transfersResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, {
    descriptor: TRANSFER_RESOURCE,
    tags: ['Inventory transfers'],
    database: inventoryDb,
    table: 'inventory_transfers',
    alias: 't',
    record: transferSchema,
    create: createTransferSchema,
    columns: {
      number: 'number',
      state: 'state',
      fromLocationId: 'from_location_id',
      toLocationId: 'to_location_id',
      accountId: 'account_id',
      requisitionId: 'requisition_id',
      lines: 'lines',
      note: 'note',
      createdBy: 'created_by',
    },
    select: (db) => transferRows(db),
    toRecords: (db, rows: TransferRow[]) => transferRecords(db, rows),
    sorts: {
      createdAt: { key: 'created_at', type: 'timestamptz' },
      number: { key: 'number', type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: {
      state: { column: 'state', values: z.enum(TRANSFER_STATES) },
      from: { column: sql`t.from_location_id::text`, values: uuidValue },
      to: { column: sql`t.to_location_id::text`, values: uuidValue },
    },
    search: ['number', 'note', sql`lf.name`, sql`lt.name`],
    summaries: {
      create:
        'Creates a DRAFT transfer from one location to another, both locations the caller reaches: `lines` of named serials (IN_STOCK at the source) or of a model and a quantity (picked when shipped).',
      update: 'Changes a DRAFT transfer, given its version; 403 to a caller who does not reach both its locations.',
      delete:
        'Deletes a DRAFT transfer, given its version; a shipped one stays; 403 to a caller who does not reach both its locations. The requisition it would have fulfilled is APPROVED again, to be fulfilled anew; its number is never given again.',
    },
    hooks: {
      async beforeCreate(trx, ctx, input) {
        const caller = callerOf(ctx);
        const { from, accountId } = await transferEnds(trx, caller, input.fromLocationId, input.toLocationId);
        await checkTransferLines(trx, caller, from.id, input.lines);
        const number = await nextNumber(trx, ctx.auth.tenantId, 'TR');
        return { ...input, number, state: 'DRAFT', accountId, requisitionId: null, createdBy: ctx.auth.username };
      },
      async beforeUpdate(trx, ctx, { current, changes }) {
        if (current.state !== 'DRAFT')
          throw conflict(`${current.number} is ${current.state}: only a DRAFT transfer changes.`);
        const caller = callerOf(ctx);
        await assertReachesEnds(trx, caller, current, BOTH_ENDS, 'change');
        const fromId = changes.fromLocationId ?? current.fromLocationId;
        const toId = changes.toLocationId ?? current.toLocationId;
        if (changes.fromLocationId !== undefined || changes.toLocationId !== undefined) {
          const { accountId } = await transferEnds(trx, caller, fromId, toId);
          (changes as Record<string, unknown>).accountId = accountId;
        }
        if (changes.lines !== undefined || changes.fromLocationId !== undefined) {
          await checkTransferLines(trx, caller, fromId, changes.lines ?? current.lines);
        }
      },
      async refuseDelete(trx, ctx, transfer) {
        if (transfer.state !== 'DRAFT')
          return `${transfer.number} is ${transfer.state}: only a DRAFT transfer is deleted.`;
        await assertReachesEnds(trx, callerOf(ctx), transfer, BOTH_ENDS, 'delete');
        return null;
      },
      async afterDelete(trx, ctx, transfer) {
        const who = { tenantId: ctx.auth.tenantId, actor: ctx.auth.username, at: new Date(services.clock()) };
        await requisitionReopened(trx, who, transfer);
      },
    },
  });
}
