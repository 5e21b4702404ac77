import { HttpClient } from '../../core/http/HttpClient.ts';
import type { CommandContext, PalettePageItem } from '../../core/plugin/manifest.ts';
import { itemCalls } from './calls.ts';
import { itemHref, stockHref } from './inventoryLinks.ts';

const FOUND_LIMIT = 8;

/** "Find serial…": the items whose serial, ICCID, MAC, order or subscriber match what is typed, each opening its page. */
export async function serialLookupItems(query: string, ctx: CommandContext): Promise<readonly PalettePageItem[]> {
  const text = query.trim();
  if (!text) return [];
  const { data } = await ctx
    .get<HttpClient>(HttpClient)
    .call(itemCalls.list, { q: text, limit: FOUND_LIMIT, sort: 'serial', order: 'asc' });
  return data.items.map((item) => ({
    id: item.itemId,
    title: item.serial,
    subtitle: [item.modelName, item.state, item.locationName, item.orderNumber].filter(Boolean).join(' · '),
    run: (runCtx: CommandContext) => runCtx.navigate(itemHref(item.itemId)),
  }));
}

/** Enter without a chosen item: the stock listing searched for what was typed. */
export function openTypedSerial(value: string, ctx: CommandContext): void {
  ctx.navigate(stockHref({}, value.trim()));
}
