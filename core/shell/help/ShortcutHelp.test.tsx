import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContainerProvider } from '../../di/ContainerContext.tsx';
import { definePlugin } from '../../plugin/manifest.ts';
import { page as route, TestIcon } from '../../../tests/support/workbenchFixtures.ts';
import { createPaletteTestbed, type PaletteTestbed } from '../../../tests/support/paletteTestbed.tsx';
import type { ScreenShortcutGroup } from './ShortcutHelpController.ts';
import { useScreenShortcuts } from './useScreenShortcuts.ts';

const refresh = vi.fn();

const consolePlugin = definePlugin({
  id: 'console',
  routes: [route('orders', '/monitor/order-listing', 'Orders', 'monitor:orders:r')],
  nav: [{ id: 'orders', section: 'monitor', title: 'Orders', icon: TestIcon, routeId: 'orders', keybinding: 'g o' }],
  commands: [
    {
      id: 'orders.refresh',
      title: 'Refresh orders',
      category: 'Orders',
      keybinding: 'r',
      permission: 'monitor:orders:r',
      run: refresh,
    },
    {
      id: 'orders.next',
      title: 'Next order',
      category: 'Order list',
      keybinding: 'j',
      permission: 'monitor:orders:r',
      when: (ctx) => ctx.pathname === '/monitor/order-listing',
      run: () => undefined,
    },
    {
      id: 'users.export',
      title: 'Export users',
      category: 'Users',
      keybinding: 'mod+shift+e',
      permission: 'users:c',
      run: () => undefined,
    },
  ],
});

const gridKeys: ScreenShortcutGroup = {
  id: 'grid',
  title: 'Lists',
  shortcuts: [
    { keys: ['j', 'arrowdown'], description: 'Next row' },
    { keys: ['x'], description: 'Select the row' },
  ],
};

function Grid() {
  useScreenShortcuts(gridKeys);
  return null;
}

let bed: PaletteTestbed | null = null;

function setup(isMac = false) {
  bed = createPaletteTestbed({ plugins: [consolePlugin], granted: ['monitor:orders:r'], isMac });
  return { bed, user: userEvent.setup() };
}

afterEach(() => {
  bed?.stop();
  bed = null;
  vi.clearAllMocks();
});

const helpDialog = () => screen.queryByRole('dialog', { name: 'Keyboard shortcuts' });

async function openHelp(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('?');
  await waitFor(() => expect(helpDialog()).not.toBeNull());
}

/** Group heading → rows as "title: keys" (chords joined by "+", "then" between chords, " or " between keys). */
function listedShortcuts(): Record<string, string[]> {
  const listed: Record<string, string[]> = {};
  for (const group of within(helpDialog() as HTMLElement).getAllByRole('group')) {
    const heading = document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    listed[heading] = within(group)
      .getAllByRole('option')
      .map((option) => {
        const title = option.querySelector('span')?.textContent;
        const combos = [...option.querySelectorAll(':scope > span:last-child > span')]
          .filter((combo) => combo.querySelector('kbd'))
          .map((combo) =>
            [...combo.querySelectorAll(':scope > kbd')]
              .map((chord) => [...chord.querySelectorAll('kbd')].map((key) => key.textContent).join('+'))
              .join(' then '),
          );
        return `${title}: ${combos.join(' or ')}`;
      });
  }
  return listed;
}

describe('ShortcutHelp', () => {
  it('opens on ? and lists the permitted commands by category, with their keys', async () => {
    const { user } = setup();
    await openHelp(user);
    const listed = listedShortcuts();
    expect(listed.General).toEqual(['Open command palette: Ctrl+K', 'Show keyboard shortcuts: ?']);
    expect(listed.Orders).toEqual(['Refresh orders: R']);
    expect(listed.Navigation).toEqual(['Go to Orders: G then O']);
    expect(listed.Users).toBeUndefined();
    expect(listed['In the command palette']).toContain('Move through the results: ↑ or ↓');
  });

  it('follows the user’s permissions', async () => {
    const { bed, user } = setup();
    await openHelp(user);
    act(() => bed.permissions.grant('users:c'));
    expect(listedShortcuts().Users).toEqual(['Export users: Ctrl+Shift+E']);
    act(() => bed.permissions.revoke('monitor:orders:r'));
    const listed = listedShortcuts();
    expect(listed.Orders).toBeUndefined();
    expect(listed.Navigation).toBeUndefined();
  });

  it('shows Mac keys on a Mac', async () => {
    const { user } = setup(true);
    await openHelp(user);
    expect(listedShortcuts().General).toEqual(['Open command palette: ⌘+K', 'Show keyboard shortcuts: ?']);
  });

  it('lists a screen’s list keys: commands bound to that screen and keys a mounted component registered', async () => {
    const { bed, user } = setup();
    act(() => bed.context.navigate('/monitor/order-listing'));
    const grid = render(
      <ContainerProvider container={bed.container}>
        <Grid />
      </ContainerProvider>,
    );
    await openHelp(user);
    let listed = listedShortcuts();
    expect(listed['Order list']).toEqual(['Next order: J']);
    expect(listed.Lists).toEqual(['Next row: J or ↓', 'Select the row: X']);

    grid.unmount();
    act(() => bed.context.navigate('/users'));
    listed = listedShortcuts();
    expect(listed['Order list']).toBeUndefined();
    expect(listed.Lists).toBeUndefined();
  });

  it('filters by title, group or key', async () => {
    const { user } = setup();
    await openHelp(user);
    await user.keyboard('refresh');
    expect(listedShortcuts()).toEqual({ Orders: ['Refresh orders: R'] });
    await user.clear(within(helpDialog() as HTMLElement).getByRole('combobox'));
    await user.keyboard('g o');
    expect(listedShortcuts().Navigation).toEqual(['Go to Orders: G then O']);
  });

  it('closes on Esc and toggles on ? when focus is outside a field', async () => {
    const { bed, user } = setup();
    await openHelp(user);
    await user.keyboard('{Escape}');
    expect(helpDialog()).toBeNull();
    await openHelp(user);
    (screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).focus();
    await user.keyboard('?');
    expect(helpDialog()).toBeNull();
    expect(bed.help.isOpen).toBe(false);
  });

  it('runs a command row on Enter and closes', async () => {
    const { user } = setup();
    await openHelp(user);
    await user.keyboard('refresh{Enter}');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(helpDialog()).toBeNull();
  });
});
