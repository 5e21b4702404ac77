import { definePlugin, type CommandContext, type PalettePageItem } from '../../core/plugin/manifest.ts';
import { PluginContributions } from '../../core/plugin/PluginContributions.ts';
import { DOCS_ROUTE_PATH, DOCS_WINDOW_NAME, docsHref, docsRoute } from './docsLinks.ts';
import { DOCS_HELP_PAGES } from './helpPages.ts';

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
export async function documentationItems(query: string, ctx: CommandContext): Promise<readonly PalettePageItem[]> {
  const [{ searchDocs }, { loadDocLibrary }] = await Promise.all([
    import('./searchDocs.ts'),
    import('./docLibrary.ts'),
  ]);
  const library = await loadDocLibrary(ctx.get<PluginContributions>(PluginContributions).helpPages);
  return searchDocs(library, query).map((result) => ({
    id: `docs:${result.slug}#${result.anchor ?? ''}`,
    title: result.title,
    subtitle: result.anchor === null ? `${result.pageTitle} · documentation` : result.pageTitle,
    run: (ctx: CommandContext) => openDocs(ctx, result.slug, result.anchor),
  }));
}

export default definePlugin({
  id: 'docs',
  helpPages: DOCS_HELP_PAGES,
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
        items: (query, ctx) => documentationItems(query, ctx),
      },
    },
  ],
});
