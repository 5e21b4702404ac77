import { HttpClient } from '../../../../core/http/HttpClient.ts';
import type { CommandContext, EntitySearchResult, PalettePageItem } from '../../../../core/plugin/manifest.ts';
import type { ResourceCalls } from './resourceCalls.ts';

const FOUND_LIMIT = 8;
/** Records of one kind the palette's top level shows under the commands. */
const ENTITY_LIMIT = 5;

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
  const search = resourceSearch(calls, toItem, FOUND_LIMIT);
  return (query, ctx) => search(query, ctx);
}

/**
 * The palette top level's search of a resource (an entity search's `search`): the records the server finds
 * for what was typed, at most `limit`, a record whose title is the text (in any case) marked exact.
 */
export function resourceSearch<Rec>(
  calls: Pick<ResourceCalls<Rec, unknown, unknown>, 'list'>,
  toItem: (record: Rec) => LookupItem,
  limit = ENTITY_LIMIT,
): (query: string, ctx: CommandContext, signal?: AbortSignal) => Promise<readonly EntitySearchResult[]> {
  return async (query, ctx, signal) => {
    const text = query.trim();
    const { data } = await ctx
      .get<HttpClient>(HttpClient)
      .call(
        calls.list,
        { ...(text ? { q: text } : {}), limit, sort: 'name', order: 'asc' },
        signal ? { signal, notifyErrors: false } : undefined,
      );
    return data.items.map((record) => {
      const { href, ...item } = toItem(record);
      return {
        ...item,
        exact: text !== '' && item.title.toLowerCase() === text.toLowerCase(),
        run: (runCtx: CommandContext) => runCtx.navigate(href),
      };
    });
  };
}
