import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import { conflict, invalidField } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  REQUISITION_RESOURCE,
  REQUISITION_STATES,
  createRequisitionSchema,
  requisitionSchema,
  type Requisition,
  type RequisitionLine,
} from '../contract.ts';
import { nextNumber } from './documentNumbers.ts';
import { requireActiveLocation } from './inventoryScope.ts';
import { inventoryDb } from './inventoryTables.ts';

type Db = Kysely<CoreDatabase>;
const uuidValue = z.uuid();

export function requisitionRows(db: Db) {
  return inventoryDb(db)
    .selectFrom('inventory_requisitions as q')
    .innerJoin('inventory_locations as l', 'l.id', 'q.location_id')
    .select([
      'q.id as requisitionId',
      'q.number',
      'q.state',
      'q.location_id as locationId',
      'l.name as locationName',
      'q.account_id as accountId',
      'q.lines',
      'q.note',
      'q.requested_by as requestedBy',
      'q.decided_by as decidedBy',
      'q.decided_at as decidedAt',
      'q.rejection_reason as rejectionReason',
      'q.transfer_id as transferId',
      'q.version',
      'q.created_at as createdAt',
      'q.updated_at as updatedAt',
      'q.updated_by as updatedBy',
    ]);
}

type RequisitionRow = Awaited<ReturnType<ReturnType<typeof requisitionRows>['executeTakeFirstOrThrow']>>;

/** Requisition rows as records: each line with its model's name. */
export async function requisitionRecords(db: Db, rows: readonly RequisitionRow[]): Promise<Requisition[]> {
  const modelIds = [...new Set(rows.flatMap((row) => row.lines.map((line) => line.modelId)))].filter(isUuid);
  const models =
    modelIds.length === 0
      ? []
      : await inventoryDb(db)
          .selectFrom('inventory_models')
          .select(['id', 'name'])
          .where('id', 'in', modelIds)
          .execute();
  const names = new Map(models.map((model) => [model.id, model.name]));
  return rows.map((row) => ({
    ...row,
    lines: row.lines.map((line) => ({ ...line, modelName: names.get(line.modelId) ?? '' })),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function checkLines(db: Db, tenantId: string, lines: readonly RequisitionLine[]) {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (!isUuid(line.modelId))
      throw invalidField('body', `lines.${index}.modelId`, `${line.modelId.slice(0, 64)} is not a device model`);
    if (seen.has(line.modelId))
      throw invalidField('body', `lines.${index}.modelId`, 'The model is asked for on another line too');
    seen.add(line.modelId);
  });
  const found = await inventoryDb(db)
    .selectFrom('inventory_models')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .where('id', 'in', [...seen])
    .execute();
  const known = new Set(found.map((model) => model.id));
  lines.forEach((line, index) => {
    if (!known.has(line.modelId))
      throw invalidField('body', `lines.${index}.modelId`, `${line.modelId} is not an enabled device model`);
  });
}

/**
 * Requisitions on the kit: a location asks for stock (REQUESTED), changed or withdrawn while REQUESTED;
 * approving, rejecting and fulfilling are actions of their own (`requisitionRoutes.ts`).
 */
export function requisitionsResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, {
    descriptor: REQUISITION_RESOURCE,
    tags: ['Inventory requisitions'],
    database: inventoryDb,
    table: 'inventory_requisitions',
    alias: 'q',
    record: requisitionSchema,
    create: createRequisitionSchema,
    columns: {
      number: 'number',
      state: 'state',
      locationId: 'location_id',
      accountId: 'account_id',
      lines: 'lines',
      note: 'note',
      requestedBy: 'requested_by',
    },
    select: (db) => requisitionRows(db),
    toRecords: (db, rows: RequisitionRow[]) => requisitionRecords(db, rows),
    sorts: {
      createdAt: { key: 'created_at', type: 'timestamptz' },
      number: { key: 'number', type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: {
      state: { column: 'state', values: z.enum(REQUISITION_STATES) },
      location: { column: sql`q.location_id::text`, values: uuidValue },
    },
    search: ['number', 'note', 'requested_by', sql`l.name`],
    summaries: {
      create:
        'A location asks for stock: `lines` of a model and a quantity. It is REQUESTED until another user approves or rejects it.',
      update: 'Changes a REQUESTED requisition, given its version.',
      delete: 'Withdraws a REQUESTED requisition, given its version.',
    },
    hooks: {
      async beforeCreate(trx, ctx, input) {
        const location = await requireActiveLocation(trx, ctx, input.locationId, 'locationId');
        await checkLines(trx, ctx.auth.tenantId, input.lines);
        const number = await nextNumber(trx, ctx.auth.tenantId, 'RQ');
        return { ...input, number, state: 'REQUESTED', accountId: location.accountId, requestedBy: ctx.auth.username };
      },
      async beforeUpdate(trx, ctx, { current, changes }) {
        if (current.state !== 'REQUESTED')
          throw conflict(`${current.number} is ${current.state}: only a REQUESTED requisition changes.`);
        if (changes.locationId !== undefined) {
          const location = await requireActiveLocation(trx, ctx, changes.locationId, 'locationId');
          (changes as Record<string, unknown>).accountId = location.accountId;
        }
        if (changes.lines !== undefined) await checkLines(trx, ctx.auth.tenantId, changes.lines);
      },
      async refuseDelete(_trx, _ctx, requisition) {
        return requisition.state === 'REQUESTED'
          ? null
          : `${requisition.number} is ${requisition.state}: only a REQUESTED requisition is withdrawn.`;
      },
    },
  });
}
