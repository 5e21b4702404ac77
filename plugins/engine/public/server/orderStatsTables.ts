import type { Generated } from 'kysely';
import { type TableSpecs, type Timestamp } from '../../../../core/server/db/pluginTables.ts';
import type { OrderState } from '../contract/order.ts';

/** The hourly figures (engine/006_order_stats). */

/** `created` counts orders created in an hour by their state now, `completed` those completed by duration band. */
export type OrderStatsKind = 'created' | 'completed';

export interface OrderStatsTable {
  tenant_id: string;
  /** The partner account, or '' for orders of no account. */
  account_key: string;
  service_name: string;
  hour: Timestamp;
  kind: OrderStatsKind;
  state: OrderState;
  band: number;
  count: number;
}

export interface OrderStatsDeltasTable {
  id: Generated<number>;
  tenant_id: string;
  account_key: string;
  service_name: string;
  hour: Timestamp;
  kind: OrderStatsKind;
  state: OrderState;
  band: number;
  delta: number;
}

export interface OrderStatsTables {
  order_stats: OrderStatsTable;
  order_stats_deltas: OrderStatsDeltasTable;
}

export const ORDER_STATS_TABLE_SPECS: TableSpecs<OrderStatsTables> = {
  order_stats: {
    tenant_id: 'text',
    account_key: 'text',
    service_name: 'text',
    hour: 'timestamptz',
    kind: 'text',
    state: 'text',
    band: 'integer',
    count: 'integer',
  },
  order_stats_deltas: {
    id: 'bigint default',
    tenant_id: 'text',
    account_key: 'text',
    service_name: 'text',
    hour: 'timestamptz',
    kind: 'text',
    state: 'text',
    band: 'integer',
    delta: 'integer',
  },
};
