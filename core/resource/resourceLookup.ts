import { HttpClient } from '../http/HttpClient.ts';
import type { CommandContext, PalettePageItem } from '../plugin/manifest.ts';
import type { ResourceCalls } from './resourceCalls.ts';

const FOUND_LIMIT = 8;

/** One record as a palette item: what it shows, and the screen it opens. */
export interface LookupItem {
  id: string;
  title: string;
  subtitle: string;
  href: string;
}

/**
 * The items of an "Open …" palette page over a resource: the records the server finds for what was typed
 * (the first by name when nothing is), each opening its screen.
 */
export function resourceLookup<Rec>(
  calls: Pick<ResourceCalls<Rec, unknown, unknown>, 'list'>,
  toItem: (record: Rec) => LookupItem,
): (query: string, ctx: CommandContext) => Promise<readonly PalettePageItem[]> {
  return async (query, ctx) => {
    const text = query.trim();
    const { data } = await ctx
      .get<HttpClient>(HttpClient)
      .call(calls.list, { ...(text ? { q: text } : {}), limit: FOUND_LIMIT, sort: 'name', order: 'asc' });
    return data.items.map((record) => {
      const { href, ...item } = toItem(record);
      return { ...item, run: (runCtx: CommandContext) => runCtx.navigate(href) };
    });
  };
}
