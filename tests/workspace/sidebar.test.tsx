import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWorkspace } from '../renderWorkspace.tsx';
import { consolePlugin, operatorPermissions } from './testPlugins.tsx';

function sidebar(): HTMLElement {
  const nav = document.querySelector<HTMLElement>('nav[data-icon-only]');
  if (!nav) throw new Error('no sidebar');
  return nav;
}

describe('sidebar', () => {
  it('shows only permitted entries, in spec section order, and hides a submenu with none permitted', async () => {
    await renderWorkspace({
      plugins: [consolePlugin],
      user: makeUser({ permissions: { ...operatorPermissions, monitor: { worklist: '0100' } } }),
    });
    await screen.findByRole('heading', { name: 'Getting Started' });
    const rail = within(sidebar());
    const labels = rail.getAllByRole('listitem').map((item) => item.textContent);
    expect(labels).toEqual(['Dashboard', 'Monitor']);
    expect(rail.queryByText('Inventory')).toBeNull();
    expect(rail.queryByText('Users')).toBeNull();
  });

  it('opens a submenu as a flyout listing only its permitted pages with their full titles', async () => {
    const view = await renderWorkspace({
      plugins: [consolePlugin],
      user: makeUser({ permissions: { monitor: { worklist: '0100' }, inventory: { stock: '0100', logs: '0100' } } }),
    });
    await screen.findByRole('heading', { name: 'Getting Started' });
    const monitor = within(sidebar()).getByRole('button', { name: /Monitor/ });
    expect(monitor.getAttribute('aria-expanded')).toBe('false');
    await view.events.click(monitor);
    const flyout = screen.getByRole('group', { name: 'Monitor' });
    expect(
      within(flyout)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Worklist']);
    await view.events.click(within(flyout).getByRole('link', { name: 'Worklist' }));
    expect(await screen.findByRole('heading', { name: 'Worklist page' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Monitor' })).toBeNull();
    expect(monitor.getAttribute('data-active')).toBe('true');
  });

  it('opens a flyout from the keyboard with focus on its first page, and Esc returns focus', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin] });
    await screen.findByRole('heading', { name: 'Getting Started' });
    const inventory = within(sidebar()).getByRole('button', { name: /Inventory/ });
    inventory.focus();
    await view.events.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Stock');
    await view.events.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Logs');
    await view.events.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Inventory' })).toBeNull();
    expect(document.activeElement).toBe(inventory);
  });

  it('marks the current page', async () => {
    await renderWorkspace({ plugins: [consolePlugin], path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('starts expanded with labels and remembers the icon-only mode in iconViewMode', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin] });
    await screen.findByRole('heading', { name: 'Getting Started' });
    expect(sidebar().dataset['iconOnly']).toBe('false');
    expect(within(sidebar()).getByText('Dashboard')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Icon-only sidebar' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await view.events.click(toggle);
    expect(sidebar().dataset['iconOnly']).toBe('true');
    expect(within(sidebar()).queryByText('Dashboard')).toBeNull();
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(view.session.item('iconViewMode')).toBe(true));
  });

  it('starts icon-only when iconViewMode was stored', async () => {
    await renderWorkspace({ plugins: [consolePlugin], storedItems: { iconViewMode: true } });
    await screen.findByRole('heading', { name: 'Getting Started' });
    expect(sidebar().dataset['iconOnly']).toBe('true');
  });
});

describe('mobile drawer', () => {
  it('opens from the header, traps focus, closes with Esc and on navigation', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin] });
    await screen.findByRole('heading', { name: 'Getting Started' });
    const hamburger = screen.getByRole('button', { name: 'Open navigation' });
    await view.events.click(hamburger);
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(drawer.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      await view.events.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await view.events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
    expect(document.activeElement).toBe(hamburger);

    await view.events.click(hamburger);
    const monitor = within(screen.getByRole('dialog', { name: 'Navigation' })).getByRole('button', { name: 'Monitor' });
    await view.events.click(monitor);
    await view.events.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
  });
});
