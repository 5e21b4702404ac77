import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notifier } from '../../core/http/Notifier.ts';
import { adminUser, makeUser, renderWorkspace } from '../renderWorkspace.tsx';
import { consolePlugin, operatorPermissions } from './testPlugins.tsx';

const operator = () => makeUser({ username: 'oskar', firstname: 'Oskar', permissions: operatorPermissions });

describe('workspace routing', () => {
  it('shows a permitted page inside the main layout and titles the document after its route', async () => {
    await renderWorkspace({ plugins: [consolePlugin], user: operator(), path: '/monitor/worklist' });
    expect(await screen.findByRole('heading', { name: 'Worklist page' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
    expect(document.title).toBe('SDP - Worklist');
  });

  it('shows Getting Started at the base path', async () => {
    await renderWorkspace({ plugins: [consolePlugin], path: '/' });
    expect(await screen.findByRole('heading', { name: 'Getting Started' })).toBeTruthy();
    expect(document.title).toBe('SDP - Getting Started');
  });

  it('shows the forbidden page, in the layout, for a route the user may not read', async () => {
    await renderWorkspace({ plugins: [consolePlugin], user: operator(), path: '/users' });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Users page' })).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
  });

  it('wraps the forbidden page of a layout-free route in the main layout', async () => {
    await renderWorkspace({ plugins: [consolePlugin], user: operator(), path: '/configure/workflow' });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows a permitted layout-free route without the layout', async () => {
    await renderWorkspace({ plugins: [consolePlugin], path: '/configure/workflow' });
    expect(await screen.findByRole('heading', { name: 'Workflow studio page' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(document.title).toBe('SDP - Workflow studio');
  });

  it('shows 404 Not Found inside the layout for an unknown path, titled just SDP', async () => {
    await renderWorkspace({ plugins: [consolePlugin], path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(document.title).toBe('SDP');
    expect(screen.getByRole('link', { name: 'Go to your landing page' }).getAttribute('href')).toBe('/sdp');
  });

  it('sends a visitor without a token to login, from any non-public path', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin], user: null, path: '/monitor/worklist' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(view.pathname()).toBe('/login');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('lands on the landing page after login, mapping a legacy value', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin], user: null, path: '/login' });
    view.authApi.user = makeUser({ landingPage: '/worklist', permissions: operatorPermissions });
    await view.events.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Worklist page' })).toBeTruthy();
    expect(view.pathname()).toBe('/monitor/worklist');
  });

  it('sends a signed-in user away from the login path to the landing page', async () => {
    const view = await renderWorkspace({
      plugins: [consolePlugin],
      user: adminUser({ landingPage: '/order-listing' }),
      path: '/login',
    });
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeTruthy();
    expect(view.pathname()).toBe('/monitor/order-listing');
  });

  it('lands on Getting Started when the landing page names no screen of the console', async () => {
    const view = await renderWorkspace({
      plugins: [consolePlugin],
      user: adminUser({ landingPage: '/no-such-screen' }),
      path: '/login',
    });
    expect(await screen.findByRole('heading', { name: 'Getting Started' })).toBeTruthy();
    expect(view.pathname()).toBe('/');
  });

  it('lets commands navigate through the router', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin], path: '/' });
    await screen.findByRole('heading', { name: 'Getting Started' });
    await view.events.keyboard('go');
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(
      within(nav)
        .getByRole('button', { name: /Monitor/ })
        .getAttribute('data-active'),
    ).toBe('true');
  });

  it('shows toasts from the notifier', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin] });
    await screen.findByRole('heading', { name: 'Getting Started' });
    act(() => view.get<Notifier>(Notifier).error('The order could not be saved.'));
    expect(await screen.findByText('The order could not be saved.')).toBeTruthy();
  });

  it('returns to login when the session ends', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin], path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await act(() => view.session.logout());
    await waitFor(() => expect(view.navigator.calls).toContainEqual({ kind: 'replace', url: '/sdp/login' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
