import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { renderWorkspace } from '../renderWorkspace.tsx';
import { consolePlugin } from './testPlugins.tsx';

function fakeFullScreen() {
  let current: Element | null = null;
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  const request = vi.fn(async () => {
    current = document.documentElement;
  });
  const exit = vi.fn(async () => {
    current = null;
  });
  document.documentElement.requestFullscreen = request;
  document.exitFullscreen = exit;
  return { request, exit };
}

const formPlugin = definePlugin({
  id: 'form',
  routes: [
    {
      id: 'form',
      path: '/form',
      title: 'Form',
      permission: 'ignoreAndReturnTrue',
      layout: 'main',
      load: () => Promise.resolve({ default: () => <input aria-label="Name" /> }),
    },
  ],
  nav: [],
  commands: [],
});

afterEach(() => {
  Reflect.deleteProperty(document, 'fullscreenElement');
});

describe('keys', () => {
  it('toggles full screen with f, and not with a modifier', async () => {
    const { request, exit } = fakeFullScreen();
    const view = await renderWorkspace({ plugins: [consolePlugin] });
    await screen.findByRole('heading', { name: 'Getting Started' });
    await view.events.keyboard('{Control>}f{/Control}');
    expect(request).not.toHaveBeenCalled();
    await view.events.keyboard('f');
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await view.events.keyboard('f');
    await waitFor(() => expect(exit).toHaveBeenCalledTimes(1));
  });

  it('toggles full screen with f only while nothing is focused (spec section 2)', async () => {
    const { request } = fakeFullScreen();
    const view = await renderWorkspace({ plugins: [consolePlugin] });
    await screen.findByRole('heading', { name: 'Getting Started' });
    const button = screen.getByRole('button', { name: /^Search or run a command/ });
    act(() => button.focus());
    await view.events.keyboard('f');
    const link = screen.getAllByRole('link', { name: 'Dashboard' })[0] as HTMLElement;
    act(() => link.focus());
    await view.events.keyboard('f');
    expect(request).not.toHaveBeenCalled();
    expect(view.pathname()).toBe('/');

    act(() => link.blur());
    expect(document.activeElement).toBe(document.body);
    await view.events.keyboard('f');
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
  });

  it('does not toggle full screen while typing in a field', async () => {
    const { request } = fakeFullScreen();
    const view = await renderWorkspace({ plugins: [formPlugin], path: '/form' });
    await view.events.click(await screen.findByRole('textbox', { name: 'Name' }));
    await view.events.keyboard('fff');
    expect(request).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('fff');
  });

  it('toggles the icon-only sidebar with [', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin] });
    await screen.findByRole('heading', { name: 'Getting Started' });
    await view.events.keyboard('[[');
    await waitFor(() => expect(view.session.item('iconViewMode')).toBe(true));
    expect(document.querySelector('nav[data-icon-only="true"]')).not.toBeNull();
  });

  it('goes to Getting Started with g h', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin], path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await view.events.keyboard('gh');
    expect(await screen.findByRole('heading', { name: 'Getting Started' })).toBeTruthy();
  });

  it('stops listening once the workspace is disposed', async () => {
    const { request } = fakeFullScreen();
    const view = await renderWorkspace({ plugins: [consolePlugin] });
    await screen.findByRole('heading', { name: 'Getting Started' });
    act(() => view.workspace.dispose());
    await view.events.keyboard('f');
    expect(request).not.toHaveBeenCalled();
  });
});
