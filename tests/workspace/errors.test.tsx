import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { CHUNK_RELOAD_KEY } from '../../core/workspace/chunkReload.ts';
import { renderWorkspace } from '../renderWorkspace.tsx';
import { consolePlugin } from './testPlugins.tsx';

function Exploding(): never {
  throw new Error('boom');
}

const brokenPlugin = definePlugin({
  id: 'broken',
  routes: [
    {
      id: 'broken',
      path: '/broken',
      title: 'Broken',
      permission: 'ignoreAndReturnTrue',
      layout: 'main',
      load: () => Promise.resolve({ default: Exploding }),
    },
    {
      id: 'stale-chunk',
      path: '/stale',
      title: 'Stale',
      permission: 'ignoreAndReturnTrue',
      layout: 'main',
      load: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /sdp/assets/Stale-1a2b.js')),
    },
  ],
  nav: [],
  commands: [],
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error handling', () => {
  it('shows the error screen inside the layout; Retry reloads; a new path clears the error', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin, brokenPlugin], path: '/broken' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();

    await view.events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(view.navigator.calls).toEqual([{ kind: 'reload' }]);

    await view.events.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('reloads once for a chunk that fails to load, then shows the error screen instead of looping', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin, brokenPlugin], path: '/stale' });
    await waitFor(() => expect(view.navigator.calls).toEqual([{ kind: 'reload' }]));
    const marker = sessionStorage.getItem(`sdp.${CHUNK_RELOAD_KEY}`);
    expect(marker).not.toBeNull();
    expect(marker).not.toMatch(/^\d+$/);
    expect(console.warn).toHaveBeenCalled();

    // The "reloaded" page meets the same missing chunk again.
    await view.events.click(screen.getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { name: 'Dashboard page' });
    window.history.pushState(null, '', '/sdp/stale');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(view.navigator.calls).toEqual([{ kind: 'reload' }]);
  });
});
