import { fillPath } from '../../core/contract/pathTemplate.ts';
import { DEFAULT_PAGE_SIZE } from '../../core/contract/pageSizes.ts';
import type { RoutePreloadContext } from '../../core/plugin/manifest.ts';
import { resourceListQuery } from '../resourceKit/public/web/resourceListQuery.ts';
import { ORDER_PATHS, ORDER_RESOURCE } from '../engine/public/contract/enginePaths.ts';
import { ORDER_GRID_ID } from './paths.ts';

const NO_GRID_STATE = { cursor: null, limit: DEFAULT_PAGE_SIZE, sort: [], filters: {}, search: '' } as const;

/**
 * The listing's first page (keyset, no total) read while its chunk loads, when the URL holds none of the
 * grid's state — the way in from the sidebar, a landing or the palette. Filtered or sorted links load as
 * the grid asks, since reading their filters needs the columns.
 */
export function preloadOrderListing(context: RoutePreloadContext): void {
  for (const name of context.search.keys()) if (name.startsWith(`${ORDER_GRID_ID}.`)) return;
  context.get(ORDER_RESOURCE.paths.list, resourceListQuery(ORDER_RESOURCE, NO_GRID_STATE));
}

/** The order screen's one read (order, tasks, events, graph and layout) while its chunk loads. */
export function preloadOrderScreen(context: RoutePreloadContext): void {
  const orderId = context.search.get('orderId');
  if (orderId) context.get(fillPath(ORDER_PATHS.screen, { orderId }));
}
