import { HttpClient } from '../../core/http/HttpClient.ts';
import type { CommandContext, EntitySearchResult, PalettePageItem } from '../../core/plugin/manifest.ts';
import { itemCalls } from './calls.ts';
import { itemHref, stockHref } from './inventoryLinks.ts';

const FOUND_LIMIT = 8;
const ENTITY_LIMIT = 5;

type FoundItem = Awaited<ReturnType<typeof findItems>>[number];

async function findItems(ctx: CommandContext, text: string, limit: number, signal?: AbortSignal) {
  const { data } = await ctx
    .get<HttpClient>(HttpClient)
    .call(itemCalls.list, { q: text, limit, sort: 'serial', order: 'asc' }, { signal, notifyErrors: !signal });
  return data.items;
}

const itemRow = (item: FoundItem): PalettePageItem => ({
  id: item.itemId,
  title: item.serial,
  subtitle: [item.modelName, item.state, item.locationName, item.orderNumber].filter(Boolean).join(' · '),
  run: (runCtx: CommandContext) => runCtx.navigate(itemHref(item.itemId)),
});

/** "Find serial…": the items whose serial, ICCID, MAC, order or subscriber match what is typed, each opening its page. */
export async function serialLookupItems(query: string, ctx: CommandContext): Promise<readonly PalettePageItem[]> {
  const text = query.trim();
  if (!text) return [];
  return (await findItems(ctx, text, FOUND_LIMIT)).map(itemRow);
}

/** The palette's top level: items found by what is typed (serials hold digits); a typed serial ranks first. */
export async function searchItems(
  query: string,
  ctx: CommandContext,
  signal: AbortSignal,
): Promise<readonly EntitySearchResult[]> {
  const text = query.trim();
  if (!/\d/.test(text)) return [];
  const items = await findItems(ctx, text, ENTITY_LIMIT, signal);
  return items.map((item) => ({ ...itemRow(item), exact: item.serial.toUpperCase() === text.toUpperCase() }));
}

/** Enter without a chosen item: the stock listing searched for what was typed. */
export function openTypedSerial(value: string, ctx: CommandContext): void {
  ctx.navigate(stockHref({}, value.trim()));
}
