import { sql, type RawBuilder } from 'kysely';
import { FINAL_ORDER_STATES } from '../../engine/public/contract/orderStates.ts';
import { accountCondition } from '../../../core/server/auth/accountScope.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  INVENTORY_DASHBOARD_PATHS,
  INVENTORY_PERMISSIONS,
  inventoryDashboardQuerySchema,
  inventoryDashboardSchema,
  type InventoryDashboard,
} from '../contract.ts';
import { stockCaller } from './inventoryScope.ts';

const DEFAULT_TRANSIT_DAYS = 7;
const LIST_LIMIT = 50;
const DAY_MS = 86_400_000;

const within = (condition: RawBuilder<boolean> | null) => condition ?? sql<boolean>`true`;

/**
 * The inventory dashboard's figures over the locations the caller reaches: items by state, by location
 * and by model; the locations below a model's low-stock threshold for their type; transfers in transit
 * longer than `transitDays`; items still RESERVED for an order that has ended.
 */
export function dashboardRoute(services: ServerServices): AnyRoute {
  const { db } = services;
  return defineRoute({
    method: 'GET',
    url: INVENTORY_DASHBOARD_PATHS.summary,
    summary:
      'The inventory dashboard: items by state, location and model; locations below a model’s low-stock threshold; transfers in transit longer than `transitDays` (7 by default); reservations whose order has ended.',
    tags: ['Inventory dashboard'],
    permission: INVENTORY_PERMISSIONS.dashboard.read,
    query: inventoryDashboardQuerySchema,
    response: inventoryDashboardSchema,
    handler: async ({ query, auth, request }) => {
      const { scope } = await stockCaller(db, request, auth);
      const tenant = auth.tenantId;
      const items = within(accountCondition(scope, sql.ref('i.account_id')));
      const locations = within(accountCondition(scope, sql.ref('l.account_id')));
      const transfers = within(accountCondition(scope, sql.ref('t.account_id')));
      const transitDays = query.transitDays ?? DEFAULT_TRANSIT_DAYS;
      const lateBefore = new Date(services.clock() - transitDays * DAY_MS);

      const byState = await sql<InventoryDashboard['byState'][number]>`
        select i.state, count(*)::int as count from inventory_items i
        where i.tenant_id = ${tenant} and ${items} group by i.state order by i.state`.execute(db);
      const byLocation = await sql<InventoryDashboard['byLocation'][number]>`
        select l.id as "locationId", l.name as "locationName", l.type,
          count(i.id) filter (where i.state = 'IN_STOCK')::int as "inStock",
          count(i.id) filter (where i.state <> 'RETIRED')::int as total
        from inventory_locations l left join inventory_items i on i.location_id = l.id
        where l.tenant_id = ${tenant} and ${locations}
        group by l.id, l.name, l.type order by total desc, l.name`.execute(db);
      const byModel = await sql<InventoryDashboard['byModel'][number]>`
        select m.id as "modelId", m.name as "modelName", m.type,
          count(i.id) filter (where i.state = 'IN_STOCK')::int as "inStock",
          count(i.id) filter (where i.state <> 'RETIRED')::int as total
        from inventory_models m left join inventory_items i on i.model_id = m.id and ${items}
        where m.tenant_id = ${tenant}
        group by m.id, m.name, m.type order by total desc, m.name`.execute(db);
      const belowThreshold = await sql<InventoryDashboard['belowThreshold'][number]>`
        select l.id as "locationId", l.name as "locationName", l.type as "locationType", m.id as "modelId",
          m.name as "modelName", coalesce(s.count, 0)::int as "inStock", (m.low_stock ->> l.type)::int as threshold
        from inventory_locations l
        join inventory_models m on m.tenant_id = l.tenant_id and m.enabled and (m.low_stock ->> l.type)::int > 0
        left join (
          select location_id, model_id, count(*) as count from inventory_items
          where tenant_id = ${tenant} and state = 'IN_STOCK' group by location_id, model_id
        ) s on s.location_id = l.id and s.model_id = m.id
        where l.tenant_id = ${tenant} and l.active and ${locations}
          and coalesce(s.count, 0) < (m.low_stock ->> l.type)::int
        order by coalesce(s.count, 0)::float / (m.low_stock ->> l.type)::int, l.name, m.name
        limit ${LIST_LIMIT}`.execute(db);
      const lateTransfers = await sql<{
        transferId: string;
        number: string;
        fromLocationName: string;
        toLocationName: string;
        shippedAt: Date;
        items: number;
      }>`
        select t.id as "transferId", t.number, lf.name as "fromLocationName", lt.name as "toLocationName",
          t.shipped_at as "shippedAt", (select count(*)::int from inventory_transfer_items ti where ti.transfer_id = t.id) as items
        from inventory_transfers t
        join inventory_locations lf on lf.id = t.from_location_id
        join inventory_locations lt on lt.id = t.to_location_id
        where t.tenant_id = ${tenant} and t.state = 'IN_TRANSIT' and t.shipped_at < ${lateBefore} and ${transfers}
        order by t.shipped_at limit ${LIST_LIMIT}`.execute(db);
      const staleReservations = await sql<{
        itemId: string;
        serial: string;
        orderId: string | null;
        orderNumber: string | null;
        orderState: string | null;
        reservedAt: Date | null;
      }>`
        select i.id as "itemId", i.serial, i.order_id as "orderId", i.order_number as "orderNumber",
          o.state as "orderState", i.reserved_at as "reservedAt"
        from inventory_items i left join orders o on o.id = i.order_id
        where i.tenant_id = ${tenant} and i.state = 'RESERVED' and ${items}
          and (o.id is null or o.state in (${sql.join([...FINAL_ORDER_STATES])}))
        order by i.reserved_at nulls first, i.serial limit ${LIST_LIMIT}`.execute(db);

      return ok({
        byState: byState.rows,
        byLocation: byLocation.rows,
        byModel: byModel.rows,
        belowThreshold: belowThreshold.rows,
        lateTransfers: lateTransfers.rows.map((row) => ({ ...row, shippedAt: new Date(row.shippedAt).toISOString() })),
        staleReservations: staleReservations.rows.map((row) => ({
          ...row,
          reservedAt: row.reservedAt ? new Date(row.reservedAt).toISOString() : null,
        })),
        transitDays,
      });
    },
  });
}
