import type { GridFilters } from '../../core/grid/gridTypes.ts';
import { searchParam, writeGridQuery } from '../../core/grid/gridUrlState.ts';
import { INVENTORY_PATHS } from './paths.ts';

/** The stock listing's grid: names its state in the URL, its columns and its saved views. */
export const STOCK_GRID_ID = 'stock';
/** The search parameter that opens one item's panel (its facts and whole history) over the stock listing. */
export const ITEM_PARAM = 'item';
/** The search parameter that opens one transfer's or requisition's panel over its listing. */
export const OPEN_PARAM = 'open';

/**
 * The stock listing showing what `filters` select, by its column ids (`{ state: ['RESERVED'] }`,
 * `{ location: [id], model: [id] }`), and a search.
 */
export function stockHref(filters: GridFilters, search = ''): string {
  const params = writeGridQuery(new URLSearchParams(), STOCK_GRID_ID, { sort: [], filters, search: '' });
  if (search) params.set(searchParam(STOCK_GRID_ID), search);
  const query = params.toString();
  return query ? `${INVENTORY_PATHS.stock}?${query}` : INVENTORY_PATHS.stock;
}

/** One item's panel over the stock listing. */
export function itemHref(itemId: string): string {
  return `${INVENTORY_PATHS.stock}?${new URLSearchParams({ [ITEM_PARAM]: itemId }).toString()}`;
}

/** One transfer's panel over the transfers. */
export function transferHref(transferId: string): string {
  return `${INVENTORY_PATHS.transfer}?${new URLSearchParams({ [OPEN_PARAM]: transferId }).toString()}`;
}

/** One requisition's panel over the requisitions. */
export function requisitionHref(requisitionId: string): string {
  return `${INVENTORY_PATHS.requisition}?${new URLSearchParams({ [OPEN_PARAM]: requisitionId }).toString()}`;
}
