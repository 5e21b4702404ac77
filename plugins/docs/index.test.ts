import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext, PalettePageItem } from '../../core/plugin/manifest.ts';
import docsPlugin, { SEARCH_DOCS_COMMAND_ID } from './index.ts';

function contextAt(pathname: string) {
  return {
    navigate: vi.fn<(to: string) => void>(),
    pathname,
    get: () => {
      throw new Error('not used');
    },
    openPalette: vi.fn(),
  } satisfies CommandContext;
}

async function paletteItems(query: string): Promise<readonly PalettePageItem[]> {
  const command = docsPlugin.commands.find((candidate) => candidate.id === SEARCH_DOCS_COMMAND_ID);
  const items = command?.page?.items;
  if (!items) throw new Error('the docs search command has no page');
  return items(query, contextAt('/'));
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
    const [item] = await paletteItems('ICCID');
    const ctx = contextAt('/docs');
    await item?.run(ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/docs?url=inventory#stock');
    expect(open).not.toHaveBeenCalled();
  });
});
