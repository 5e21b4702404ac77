import { definePlugin, type CommandContext, type PalettePageItem } from '../../core/plugin/manifest.ts';
import { DOCS_ROUTE_PATH, DOCS_WINDOW_NAME, docsHref, docsRoute } from './docsLinks.ts';

export const SEARCH_DOCS_COMMAND_ID = 'docs.search';

/** Inside the docs window the page changes in place; anywhere else the docs window opens (or is reused). */
export function openDocs(ctx: CommandContext, slug: string, anchor: string | null): void {
  if (ctx.pathname === DOCS_ROUTE_PATH) {
    ctx.navigate(docsRoute(slug, anchor));
    return;
  }
  window.open(docsHref(slug, anchor), DOCS_WINDOW_NAME);
}

/** Palette items for a query; the Markdown and its index load on first use, outside the main chunk. */
export async function documentationItems(query: string): Promise<readonly PalettePageItem[]> {
  const { searchDocs } = await import('./searchDocs.ts');
  return searchDocs(query).map((result) => ({
    id: `docs:${result.slug}#${result.anchor ?? ''}`,
    title: result.title,
    subtitle: result.anchor === null ? `${result.pageTitle} · documentation` : result.pageTitle,
    run: (ctx: CommandContext) => openDocs(ctx, result.slug, result.anchor),
  }));
}

export default definePlugin({
  id: 'docs',
  routes: [
    {
      id: 'docs',
      path: DOCS_ROUTE_PATH,
      title: 'Docs',
      permission: 'ignoreAndReturnTrue',
      layout: 'none',
      load: () => import('./pages/DocsPage.tsx'),
    },
  ],
  nav: [],
  commands: [
    {
      id: SEARCH_DOCS_COMMAND_ID,
      title: 'Search documentation',
      category: 'Help',
      keywords: ['docs', 'help', 'manual', 'guide', 'how to', 'workflow orchestration'],
      permission: 'ignoreAndReturnTrue',
      page: {
        placeholder: 'Search the documentation…',
        items: (query) => documentationItems(query),
      },
    },
  ],
});
