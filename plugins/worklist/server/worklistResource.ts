import { sql, type InferResult, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  WORKLIST_RESOURCE,
  ASSIGNEE_ME,
  GROUP_MINE,
  WORKLIST_STATES,
  worklistItemSchema,
  type WorklistItem,
} from '../../engine/public/contract/worklist.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';

/** The tenant's worklist items as records read them. */
export function selectItems(db: Kysely<CoreDatabase>) {
  return engineDb(db)
    .selectFrom('worklist_items as w')
    .innerJoin('orders as o', 'o.id', 'w.order_id')
    .select([
      'w.id as itemId',
      'w.order_id as orderId',
      'o.order_number as orderNumber',
      'w.task_id as taskId',
      'w.step_id as stepId',
      'w.title',
      'w.form',
      'w.data',
      'w.group_name as group',
      'w.assignee',
      'w.state',
      'w.priority',
      'w.due_at as dueAt',
      'w.account_id as accountId',
      'w.created_at as createdAt',
      'w.updated_at as updatedAt',
      'w.completed_at as completedAt',
      'w.completed_by as completedBy',
      sql<number>`(select count(*)::int from worklist_comments c where c.item_id = w.id)`.as('commentCount'),
      'w.version',
    ]);
}

/** A row of `selectItems`. */
export type ItemRow = InferResult<ReturnType<typeof selectItems>>[number];

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toItem(row: ItemRow): WorklistItem {
  return {
    ...row,
    dueAt: iso(row.dueAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}

/**
 * The worklist as a read-only resource of the kit (`/setting/getworklist`, one item, `/exportWorklist`),
 * scoped to the caller's partner accounts; its changes are `/updateworklist`.
 */
export function worklistResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, {
    descriptor: WORKLIST_RESOURCE,
    tags: ['Worklist'],
    database: engineDb,
    table: 'worklist_items',
    alias: 'w',
    record: worklistItemSchema,
    columns: { accountId: 'account_id' },
    select: (db) => selectItems(db),
    toRecords: async (_db, rows) => rows.map(toItem),
    sorts: {
      dueAt: { key: sql`coalesce(w.due_at, '9999-12-31T00:00:00Z'::timestamptz)`, type: 'timestamptz' },
      createdAt: { key: 'created_at', type: 'timestamptz' },
      priority: { key: 'priority', type: 'integer' },
    },
    filters: {
      state: { column: 'state', values: z.enum(WORKLIST_STATES) },
      group: {
        where: (values, ctx) => {
          const named = values.filter((value) => value !== GROUP_MINE);
          const conditions = named.length > 0 ? [sql<boolean>`w.group_name in (${sql.join(named)})`] : [];
          if (values.includes(GROUP_MINE)) {
            conditions.push(sql<boolean>`w.group_name in (
              select r.name from user_roles ur join roles r on r.id = ur.role_id
              where ur.user_id = ${ctx.auth.userId} and ur.tenant_id = ${ctx.auth.tenantId})`);
          }
          return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
        },
      },
      assignee: {
        where: (values, ctx) =>
          sql<boolean>`w.assignee in (${sql.join(values.map((value) => (value === ASSIGNEE_ME ? ctx.auth.username : value)))})`,
      },
    },
    search: ['title', sql`o.order_number`, 'assignee'],
    summaries: {
      list: 'Worklist items, soonest due first by default: keyset pages; filters state, group (a role name; `mine`: the caller’s roles), assignee (a user name; `me`: the caller); `q` searches title, order number and assignee.',
    },
  });
}
