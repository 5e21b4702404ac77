import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaletteController } from '../../core/shell/palette/PaletteController.ts';
import { ThemeEngine } from '../../core/theme/ThemeEngine.ts';
import { adminUser, renderWorkspace } from '../renderWorkspace.tsx';
import { ALWAYS_ALLOWED } from '../../core/contract/permissions.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import accountPlugin from '../../plugins/account/index.ts';
import { consolePlugin } from './testPlugins.tsx';

const homeScreenPlugin = definePlugin({
  id: 'homeScreen',
  routes: [
    {
      id: 'home',
      path: '/home',
      title: 'Home',
      permission: ALWAYS_ALLOWED,
      layout: 'main',
      load: async () => ({ default: () => <h1>Home page</h1> }),
    },
  ],
  nav: [],
  commands: [],
});

const LOGO = 'data:image/svg+xml;base64,PHN2Zy8+';

describe('header', () => {
  it("shows the user's initial on a colour chosen by that letter", async () => {
    await renderWorkspace({ user: adminUser({ firstname: 'Bea', lastname: 'Baker' }) });
    const button = await screen.findByRole('button', { name: 'User menu: Bea Baker' });
    const avatar = within(button).getByTestId('user-avatar');
    expect(avatar.textContent).toBe('B');
    const colour = avatar.style.backgroundColor;
    expect(colour).not.toBe('');

    await renderWorkspace({ user: adminUser({ firstname: 'Bob', lastname: 'Other' }) });
    const other = within(await screen.findByRole('button', { name: 'User menu: Bob Other' })).getByTestId(
      'user-avatar',
    );
    expect(other.style.backgroundColor).toBe(colour);

    await renderWorkspace({ user: adminUser({ firstname: 'Carl', lastname: 'Other' }) });
    const third = within(await screen.findByRole('button', { name: 'User menu: Carl Other' })).getByTestId(
      'user-avatar',
    );
    expect(third.style.backgroundColor).not.toBe(colour);
  });

  it('shows name and email in the user menu and signs out from it', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin], path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await view.events.click(screen.getByRole('button', { name: /^User menu/ }));
    expect(screen.getByText('Ada Administrator')).toBeTruthy();
    expect(screen.getByText('admin@example.test')).toBeTruthy();
    const menu = screen.getByRole('menu', { name: 'User menu' });
    await view.events.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(view.authApi.logoutCalls).toHaveLength(1));
    expect(view.navigator.calls).toContainEqual({ kind: 'replace', url: '/sdp/login' });
  });

  it("lists the commands plugins put in the user menu, and runs them: the account plugin's Change password", async () => {
    const view = await renderWorkspace({ plugins: [homeScreenPlugin, accountPlugin], path: '/home' });
    await screen.findByRole('heading', { name: 'Home page' });
    await view.events.click(screen.getByRole('button', { name: /^User menu/ }));
    const menu = screen.getByRole('menu', { name: 'User menu' });
    await view.events.click(within(menu).getByRole('menuitem', { name: 'Change password' }));
    await waitFor(() => expect(view.pathname()).toBe('/change-password'));

    await renderWorkspace({ plugins: [consolePlugin], path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await view.events.click(screen.getByRole('button', { name: /^User menu/ }));
    expect(
      within(screen.getByRole('menu', { name: 'User menu' })).queryByRole('menuitem', { name: 'Change password' }),
    ).toBeNull();
  });

  it('opens the user menu from the keyboard and closes it with Esc', async () => {
    const view = await renderWorkspace();
    const button = await screen.findByRole('button', { name: /^User menu/ });
    button.focus();
    await view.events.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
    await view.events.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Sign out');
    await view.events.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens the documentation of the current area in the docs window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = await renderWorkspace({ plugins: [consolePlugin], path: '/monitor/worklist' });
    await screen.findByRole('heading', { name: 'Worklist page' });
    await view.events.click(screen.getByRole('button', { name: 'Help' }));
    expect(open).toHaveBeenCalledWith('/sdp/docs?url=monitor', 'sdp-docs');
    open.mockRestore();
  });

  it('opens the palette from its header button', async () => {
    const view = await renderWorkspace();
    await view.events.click(await screen.findByRole('button', { name: /^Search or run a command/ }));
    expect(view.get<PaletteController>(PaletteController).isOpen).toBe(true);
  });

  it("applies the tenant's style and logo, caches them, and sizes the logo by the style", async () => {
    const view = await renderWorkspace({
      user: adminUser({ tenantId: 'aurora', accountId: null }),
      http: (http) =>
        http
          .respond('GET', '/user/getStyle/aurora/tenant', {
            background: '#1F2937',
            color: '#0A0',
            font: '#FFFFFF',
            logosize: 40,
          })
          .respond('GET', '/user/getLogo/aurora/tenant', { logo: LOGO }),
    });
    const logo = await screen.findByRole('img', { name: 'Acme logo' });
    expect(logo.getAttribute('src')).toBe(LOGO);
    expect(logo.style.height).toBe('40px');
    const theme = view.get<ThemeEngine>(ThemeEngine);
    expect(theme.values.color.headerBg).toBe('rgb(31, 41, 55)');
    expect(document.documentElement.style.getPropertyValue('--sdp-color-header-bg')).toBe('rgb(31, 41, 55)');
    expect(view.session.item('style')).toMatchObject({ background: '#1F2937', logosize: 40 });
    expect(view.session.item('logo')).toBe(LOGO);
  });

  it('re-fetches the style when the tenant style version of the responses moves on', async () => {
    const view = await renderWorkspace({ user: adminUser({ tenantId: 'aurora', accountId: null }) });
    await screen.findByRole('heading', { name: 'Getting Started' });
    view.http.setStyleVersion('3');
    await waitFor(() => expect(view.http.callsTo('/user/getStyle/aurora/tenant')).toHaveLength(1));
    view.http.respond('GET', '/user/getStyle/aurora/tenant', {
      background: '#0F3D3E',
      color: '#2BB673',
      font: '#F5F5F5',
      logosize: 44,
    });
    view.http.setStyleVersion('4');
    await waitFor(() => expect(view.http.callsTo('/user/getStyle/aurora/tenant')).toHaveLength(2));
    await waitFor(() => expect(view.session.item('style')).toMatchObject({ background: '#0F3D3E' }));
  });

  it("asks for a partner user's account branding", async () => {
    const view = await renderWorkspace({
      user: adminUser({ tenantId: 'aurora', accountId: 'ACC-7', isPartner: true }),
    });
    await screen.findByRole('heading', { name: 'Getting Started' });
    expect(view.http.callsTo('/user/getStyle/aurora/ACC-7')).toHaveLength(1);
    expect(view.http.callsTo('/user/getLogo/aurora/ACC-7')).toHaveLength(1);
  });

  it('applies the cached style before the server answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const view = await renderWorkspace({
      storedItems: { style: { background: '#123456', color: '#F05223', font: '#ffffff', logosize: 50 } },
      http: (http) => http.respond('GET', /^\/user\/getStyle\//, () => new Promise((resolve) => (answer = resolve))),
    });
    await screen.findByRole('heading', { name: 'Getting Started' });
    expect(view.get<ThemeEngine>(ThemeEngine).values.color.headerBg).toBe('rgb(18, 52, 86)');
    answer({ background: '#654321', color: '#F05223', font: '#ffffff', logosize: 50 });
    await waitFor(() => expect(view.get<ThemeEngine>(ThemeEngine).values.color.headerBg).toBe('rgb(101, 67, 33)'));
  });
});
