import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectContributions } from '../../core/plugin/collectContributions.ts';
import { definePlugin, type CommandContext, type PalettePageItem } from '../../core/plugin/manifest.ts';
import { PluginContributions } from '../../core/plugin/PluginContributions.ts';
import { BUILT_IN_PLUGINS } from '../../core/workspace/createWorkspace.ts';
import { plugins as enabledPlugins } from '../index.ts';
import docsPlugin, { SEARCH_DOCS_COMMAND_ID } from './index.ts';

const billingGuide = definePlugin({
  id: 'billing',
  helpPages: [
    {
      slug: 'billing',
      order: 65,
      load: () =>
        Promise.resolve({
          default: '# Billing\n\nInvoices for partner accounts.\n\n## Disputes\n\nA disputed invoice waits.',
        }),
    },
  ],
  routes: [],
  nav: [],
  commands: [],
});

/** The docs read every plugin's help pages: the enabled console's, as in the product. */
const ENABLED = [...BUILT_IN_PLUGINS, ...enabledPlugins];

function contextAt(pathname: string, plugins = ENABLED) {
  const contributions = collectContributions(plugins);
  return {
    navigate: vi.fn<(to: string) => void>(),
    pathname,
    get: <T>(token: unknown) => {
      if (token !== PluginContributions) throw new Error('not used');
      return contributions as T;
    },
    openPalette: vi.fn(),
  } satisfies CommandContext;
}

async function paletteItems(query: string, plugins = ENABLED): Promise<readonly PalettePageItem[]> {
  const command = docsPlugin.commands.find((candidate) => candidate.id === SEARCH_DOCS_COMMAND_ID);
  const items = command?.page?.items;
  if (!items) throw new Error('the docs search command has no page');
  return items(query, contextAt('/', plugins));
}

afterEach(() => vi.restoreAllMocks());

describe('docs plugin', () => {
  it('declares the layout-free /docs route every signed-in user may open', () => {
    expect(docsPlugin.id).toBe('docs');
    expect(docsPlugin.nav).toEqual([]);
    expect(docsPlugin.routes).toEqual([
      expect.objectContaining({
        id: 'docs',
        path: '/docs',
        title: 'Docs',
        layout: 'none',
        permission: 'ignoreAndReturnTrue',
      }),
    ]);
  });

  it('offers "Search documentation" in the palette as a page of doc sections', async () => {
    const command = docsPlugin.commands.find((candidate) => candidate.id === SEARCH_DOCS_COMMAND_ID);
    expect(command).toMatchObject({ title: 'Search documentation', permission: 'ignoreAndReturnTrue' });

    const items = await paletteItems('retry policy');
    expect(items).toContainEqual(expect.objectContaining({ title: 'Tasks', subtitle: 'Configure' }));
    expect(items).not.toContainEqual(expect.objectContaining({ subtitle: 'Keyboard shortcuts' }));
  });

  it('lists the pages for an empty query', async () => {
    const items = await paletteItems('');
    expect(items.map((item) => item.title)).toContain('Keyboard shortcuts');
    expect(items[0]).toMatchObject({ title: 'Getting started', subtitle: 'Getting started · documentation' });
  });

  it('searches the help pages other plugins contribute, in their place in the reading order', async () => {
    const items = await paletteItems('disputed', [...ENABLED, billingGuide]);
    expect(items[0]).toMatchObject({ title: 'Disputes', subtitle: 'Billing' });
    const pages = (await paletteItems('', [...ENABLED, billingGuide])).map((item) => item.title);
    expect(pages.indexOf('Billing')).toBe(pages.indexOf('Inventory') + 1);
  });

  it('opens the chosen section in the docs window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const [item] = await paletteItems('worklist');
    const ctx = contextAt('/monitor/order-listing');
    await item?.run(ctx);
    expect(open).toHaveBeenCalledWith('/sdp/docs?url=monitor#worklist', 'sdp-docs');
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it('changes page in place when the palette runs inside the docs window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const [item] = await paletteItems('backoff');
    const ctx = contextAt('/docs');
    await item?.run(ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/docs?url=studio#steps');
    expect(open).not.toHaveBeenCalled();
  });
});
