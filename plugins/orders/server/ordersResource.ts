import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import {
  NO_PARTNER_ACCOUNT,
  ORDER_RESOURCE,
  ORDER_SOURCES,
  ORDER_STATES,
  orderSchema,
  PAYLOAD_CONDITION,
  type Order,
} from '../../engine/public/contract/order.ts';
import { containsPattern } from '../../../core/server/db/textSearch.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ResourceDeclaration } from '../../resourceKit/public/server/declaration.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { engineDb, type EngineTables } from '../../engine/public/server/engineTables.ts';
import { STALLED, selectOrders, toOrder, type OrderRecordRow } from '../../engine/public/server/orderRecords.ts';

const ORDER_NUMBER = /^ORD-\d{8,}$/i;

type OrderSort = (typeof ORDER_RESOURCE.sorts)[number];
type OrderFilter = keyof typeof ORDER_RESOURCE.filters;

/**
 * Orders as a read-only resource of the kit: `/order/fetchOrderLists` with keyset pages, filters and
 * search by order number, external id or subscriber key, scoped to the caller's partner accounts;
 * `/order/orderinfo/{orderId}`; and the export.
 */
export const ORDERS_DECLARATION = {
  descriptor: ORDER_RESOURCE,
  tags: ['Orders'],
  database: engineDb,
  table: 'orders',
  alias: 'o',
  record: orderSchema,
  columns: { accountId: 'account_id' },
  select: (db) => selectOrders(db),
  toRecords: async (_db, rows) => rows.map(toOrder),
  sorts: {
    createdAt: { key: 'created_at', type: 'timestamptz' },
    updatedAt: { key: 'updated_at', type: 'timestamptz' },
    orderNumber: { key: 'order_number', type: 'text' },
    priority: { key: 'priority', type: 'integer' },
  },
  filters: {
    state: { column: 'state', values: z.enum(ORDER_STATES) },
    service: { column: 'service_name' },
    operation: { column: 'operation' },
    source: { column: 'source', values: z.enum(ORDER_SOURCES) },
    accountId: {
      where: (accounts) => {
        const named = accounts.filter((account) => account !== NO_PARTNER_ACCOUNT);
        const conditions = named.length > 0 ? [sql<boolean>`o.account_id in (${sql.join(named)})`] : [];
        if (named.length < accounts.length) conditions.push(sql<boolean>`o.account_id is null`);
        return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
      },
    },
    createdAt: { column: 'created_at' },
    parentOrderId: { column: 'parent_order_id', values: z.uuid('An order id is a UUID') },
    workflowId: { column: 'workflow_id', values: z.uuid('A workflow id is a UUID') },
    workflowVersion: {
      values: z.string().regex(/^[1-9][0-9]{0,8}$/, 'A workflow version is a number from 1'),
      where: (versions) => sql<boolean>`o.workflow_version in (${sql.join(versions.map(Number))})`,
    },
    payload: {
      values: z.string().regex(PAYLOAD_CONDITION, 'A payload condition is path=text, e.g. customer.city=Berlin'),
      where: (conditions) =>
        sql.join(
          conditions.map((condition) => {
            const at = condition.indexOf('=');
            const path = condition.slice(0, at);
            return sql<boolean>`(o.payload #>> string_to_array(${path}, '.')) ilike ${containsPattern(condition.slice(at + 1))}`;
          }),
          sql` and `,
        ) as RawBuilder<boolean>,
    },
    stalled: {
      values: z.enum(['true', 'false']),
      where: (values) =>
        values.includes('true') && values.includes('false')
          ? sql<boolean>`true`
          : values.includes('true')
            ? STALLED
            : sql<boolean>`not ${STALLED}`,
    },
  },
  search: ['order_number', 'external_id', 'subscriber_key'],
  // A whole order number is looked up in its unique index, not searched for in three columns.
  exactSearch: (q) => (ORDER_NUMBER.test(q.trim()) ? sql<boolean>`o.order_number = ${q.trim().toUpperCase()}` : null),
  summaries: {
    list: 'Orders, newest first by default: keyset pages; filters state, service, operation, source, partner account, creation time, `stalled`, `parentOrderId` (the sub-orders of an order), `workflowId` and `workflowVersion` (a workflow’s executions) and `payload` (`path=text` conditions, all of which must hold: the payload value at the dotted path contains the text); `q` searches order number, external id and subscriber key.',
    get: 'One order: its state and why, service and operation, pinned workflow version, payload and times.',
  },
} satisfies ResourceDeclaration<
  Order,
  OrderRecordRow,
  z.ZodObject,
  OrderSort,
  OrderFilter,
  CoreDatabase & EngineTables,
  'orders'
>;

export function ordersResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, ORDERS_DECLARATION);
}
