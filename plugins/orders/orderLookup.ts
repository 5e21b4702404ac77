import type { Order } from '../engine/public/contract/order.ts';
import { searchParam } from '../../core/grid/gridUrlState.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import type { CommandContext, EntitySearchResult, PalettePageItem } from '../../core/plugin/manifest.ts';
import { orderCalls } from './calls.ts';
import { OpenOrder } from './OpenOrder.ts';
import { ORDER_GRID_ID, ORDER_LISTING_PATH, orderDetailHref } from './paths.ts';
import { ORDER_STATE_LABELS } from './orderStates.ts';

const FOUND_LIMIT = 8;

function orderItem(order: Order): PalettePageItem {
  const subscriber = order.subscriberKey ? ` · ${order.subscriberKey}` : '';
  return {
    id: order.orderId,
    title: order.orderNumber,
    subtitle: `${order.service} ${order.operation} · ${ORDER_STATE_LABELS[order.state]}${subscriber}`,
    run: (ctx) => ctx.navigate(orderDetailHref(order)),
  };
}

function findOrders(ctx: CommandContext, text: string, limit: number): Promise<readonly Order[]> {
  return ctx
    .get<HttpClient>(HttpClient)
    .call(orderCalls.list, { q: text, limit })
    .then(({ data }) => data.items);
}

/** "Go to order…": the recent orders while nothing is typed, then the orders the server finds for the text. */
export async function orderLookupItems(query: string, ctx: CommandContext): Promise<readonly PalettePageItem[]> {
  const text = query.trim();
  if (text === '') {
    return ctx.get<OpenOrder>(OpenOrder).recent.map((recent) => ({
      id: recent.orderId,
      title: recent.orderNumber,
      subtitle: `Recent · ${recent.service} ${recent.operation}`,
      run: (runCtx: CommandContext) => runCtx.navigate(orderDetailHref(recent)),
    }));
  }
  return (await findOrders(ctx, text, FOUND_LIMIT)).map(orderItem);
}

const ENTITY_LIMIT = 5;

/**
 * The palette's top level: orders by number, subscriber or external id. Only text with a digit in it can name
 * one, so typing a command's words asks nothing; the order whose number is the text is marked exact.
 */
export async function searchOrders(
  query: string,
  ctx: CommandContext,
  signal: AbortSignal,
): Promise<readonly EntitySearchResult[]> {
  const text = query.trim();
  if (!/\d/.test(text)) return [];
  const { data } = await ctx
    .get<HttpClient>(HttpClient)
    .call(orderCalls.list, { q: text, limit: ENTITY_LIMIT }, { signal, notifyErrors: false });
  const number = text.toUpperCase();
  return data.items.map((order) => ({ ...orderItem(order), exact: order.orderNumber === number }));
}

/** Enter on what was typed: the one order it names opens; otherwise the listing searches for it. */
export async function openTypedOrder(value: string, ctx: CommandContext): Promise<void> {
  const text = value.trim();
  if (text === '') return;
  const found = await findOrders(ctx, text, 2);
  const only = found.length === 1 ? found[0] : found.find((order) => order.orderNumber === text.toUpperCase());
  if (only) {
    ctx.navigate(orderDetailHref(only));
    return;
  }
  ctx.navigate(`${ORDER_LISTING_PATH}?${new URLSearchParams({ [searchParam(ORDER_GRID_ID)]: text }).toString()}`);
}
