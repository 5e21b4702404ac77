import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useService } from '../../core/di/ContainerContext.tsx';
import { defineCall } from '../../core/http/callDefinition.ts';
import { PreloadedCalls } from '../../core/http/PreloadedCalls.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { makeUser, renderWorkspace } from '../renderWorkspace.tsx';
import { consolePlugin } from './testPlugins.tsx';

const figuresCall = defineCall<{ range: string }, { total: number }>({
  method: 'GET',
  path: '/figures/total',
  query: ({ range }) => ({ range }),
  responseSchema: z.object({ total: z.number() }),
});

function FiguresPage() {
  const calls = useService<PreloadedCalls>(PreloadedCalls);
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    void calls
      .call(figuresCall, { range: new URLSearchParams(window.location.search).get('range') ?? '24h' })
      .then(({ data }) => setTotal(data.total));
  }, [calls]);
  return <h1>{total === null ? 'Figures' : `Figures: ${total}`}</h1>;
}

/** A screen whose chunk arrives only when the test says so, with a `preload` of its one read. */
function figuresPlugin() {
  let release: () => void = () => undefined;
  const chunk = new Promise<void>((resolve) => (release = resolve));
  const plugin = definePlugin({
    id: 'figures',
    routes: [
      {
        id: 'figures',
        path: '/figures',
        title: 'Figures',
        permission: 'ignoreAndReturnTrue',
        layout: 'main',
        load: () => chunk.then(() => ({ default: FiguresPage })),
        preload: (context) => context.get(figuresCall.path as string, { range: context.search.get('range') ?? '24h' }),
      },
    ],
    nav: [],
    commands: [],
  });
  return { plugin, release };
}

describe('route preloads', () => {
  it("starts a route's first read beside its chunk, and the screen takes that answer instead of asking again", async () => {
    const { plugin, release } = figuresPlugin();
    const view = await renderWorkspace({
      plugins: [consolePlugin, plugin],
      loadScreensFirst: false,
      path: '/figures?range=7d',
      http: (http) => http.respond('GET', '/figures/total', { total: 3 }),
    });
    // Sent while the screen's chunk is still loading.
    await waitFor(() => expect(view.http.callsTo('/figures/total')).toHaveLength(1));
    expect(view.http.callsTo('/figures/total')[0]?.path).toBe('/figures/total?range=7d');
    release();
    expect(await screen.findByRole('heading', { name: 'Figures: 3' })).toBeTruthy();
    expect(view.http.callsTo('/figures/total')).toHaveLength(1);
  });

  it('hands the landing screen the first read started at sign-in', async () => {
    const { plugin, release } = figuresPlugin();
    const view = await renderWorkspace({
      plugins: [consolePlugin, plugin],
      loadScreensFirst: false,
      user: null,
      path: '/login',
      http: (http) => http.respond('GET', '/figures/total', { total: 5 }),
    });
    view.authApi.user = makeUser({ landingPage: '/figures' });
    await view.events.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.http.callsTo('/figures/total')).toHaveLength(1));
    release();
    expect(await screen.findByRole('heading', { name: 'Figures: 5' })).toBeTruthy();
    expect(view.http.callsTo('/figures/total')).toHaveLength(1);
  });
});
