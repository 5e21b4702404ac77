import { HttpClient } from '../../core/http/HttpClient.ts';
import type { CommandContext, PalettePageItem } from '../../core/plugin/manifest.ts';
import { translatorCalls } from './calls.ts';
import { translatorEditorHref } from './paths.ts';

const FOUND_LIMIT = 8;

/** "Open translation…": the documents the server finds for what was typed (all, by name, when nothing is). */
export async function translationLookupItems(query: string, ctx: CommandContext): Promise<readonly PalettePageItem[]> {
  const text = query.trim();
  const { data } = await ctx
    .get<HttpClient>(HttpClient)
    .call(translatorCalls.list, { ...(text ? { q: text } : {}), limit: FOUND_LIMIT, sort: 'name', order: 'asc' });
  return data.items.map((translation) => ({
    id: translation.translatorId,
    title: translation.name,
    subtitle: `${translation.description || 'XSLT 1.0'}${translation.enabled ? '' : ' · disabled'}`,
    run: (runCtx: CommandContext) => runCtx.navigate(translatorEditorHref(translation.name)),
  }));
}
