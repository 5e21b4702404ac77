import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, type PluginManifest } from '../../plugin/manifest.ts';
import { page as route, TestIcon } from '../../../tests/support/workbenchFixtures.ts';
import { ROW_HEIGHT, ROW_OVERSCAN } from './CommandPalette.tsx';
import {
  createPaletteTestbed,
  type PaletteTestbed,
  type PaletteTestbedOptions,
} from '../../../tests/support/paletteTestbed.tsx';

const refresh = vi.fn();
const exportUsers = vi.fn();

function consolePlugin(): PluginManifest {
  return definePlugin({
    id: 'console',
    routes: [
      route('orders', '/monitor/order-listing', 'Orders', 'monitor:orders:r'),
      route('users', '/users', 'Users', 'users:r'),
    ],
    nav: [
      { id: 'orders', section: 'monitor', title: 'Orders', icon: TestIcon, routeId: 'orders', keybinding: 'g o' },
      { id: 'users', section: 'users', title: 'Users', icon: TestIcon, routeId: 'users' },
    ],
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
        id: 'orders.goTo',
        title: 'Go to order…',
        category: 'Orders',
        permission: 'monitor:orders:r',
        page: {
          placeholder: 'Order number',
          onSubmit: (value, ctx) => ctx.navigate(`/monitor/order-listing/order?orderNumber=${value.trim()}`),
        },
      },
      {
        id: 'users.export',
        title: 'Export users',
        category: 'Users',
        keybinding: 'mod+shift+e',
        permission: 'users:c',
        run: exportUsers,
      },
    ],
  });
}

let bed: PaletteTestbed | null = null;

function setup(options: PaletteTestbedOptions = {}) {
  bed = createPaletteTestbed({
    plugins: [consolePlugin()],
    granted: ['monitor:orders:r', 'users:r'],
    ...options,
  });
  return { bed, user: userEvent.setup() };
}

afterEach(() => {
  bed?.stop();
  bed = null;
  vi.clearAllMocks();
});

const paletteDialog = () => screen.queryByRole('dialog', { name: 'Command palette' });
const input = () => within(paletteDialog() as HTMLElement).getByRole<HTMLInputElement>('combobox');
const options = () => within(paletteDialog() as HTMLElement).queryAllByRole('option');
const optionTitles = () =>
  options().map((option) => document.getElementById(option.getAttribute('aria-labelledby') ?? '')?.textContent);

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(document.activeElement).toBe(input()));
}

describe('CommandPalette', () => {
  it('opens on Ctrl+K outside a Mac and closes on Ctrl+K again, even while typing in it', async () => {
    const { user } = setup({ isMac: false });
    expect(paletteDialog()).toBeNull();
    await openPalette(user);
    await user.keyboard('{Control>}k{/Control}');
    expect(paletteDialog()).toBeNull();
  });

  it('opens on ⌘K on a Mac, where Ctrl+K is not the shortcut', async () => {
    const { user } = setup({ isMac: true });
    await user.keyboard('{Control>}k{/Control}');
    expect(paletteDialog()).toBeNull();
    await user.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(paletteDialog()).not.toBeNull());
  });

  it('lists the registry’s fuzzy search results in its order, with the matched characters highlighted', async () => {
    const { bed, user } = setup();
    await openPalette(user);
    await user.keyboard('ord');
    const expected = bed.registry.search('ord').map((match) => match.item.title);
    expect(expected.length).toBeGreaterThan(1);
    expect(optionTitles()).toEqual(expected);
    const best = bed.registry.search('ord')[0];
    const marked = best?.positions.map((position) => best.item.title.charAt(position)).join('');
    expect(marked).toMatch(/^ord$/i);
    const first = options()[0] as HTMLElement;
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent).join('')).toBe(marked);
    await user.keyboard('{Backspace}{Backspace}{Backspace}zzqx');
    expect(options()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No results for “zzqx”');
  });

  it('shows only permitted commands, each with its category and shortcut as <kbd> keys', async () => {
    const { user } = setup({ isMac: false });
    await openPalette(user);
    expect(optionTitles()).not.toContain('Export users');
    const orders = options().find((option) => option.textContent?.includes('Go to Orders')) as HTMLElement;
    expect(orders.textContent).toContain('Navigation');
    expect([...orders.querySelectorAll('kbd kbd')].map((key) => key.textContent)).toEqual(['G', 'O']);
    const help = options().find((option) => option.textContent?.includes('Show keyboard shortcuts')) as HTMLElement;
    expect(help.textContent).toContain('General');
    expect([...help.querySelectorAll('kbd kbd')].map((key) => key.textContent)).toEqual(['?']);
  });

  it('does not list the command that opens it', async () => {
    const { user } = setup();
    await openPalette(user);
    expect(optionTitles()).not.toContain('Open command palette');
    await user.keyboard('open command palette');
    expect(optionTitles()).not.toContain('Open command palette');
  });

  it('shows Ctrl for the mod key outside a Mac and ⌘ on a Mac', async () => {
    const granted = ['users:r', 'users:c'];
    const keysOfExport = () => {
      const row = options().find((option) => option.textContent?.includes('Export users')) as HTMLElement;
      return [...row.querySelectorAll('kbd kbd')].map((key) => key.textContent);
    };
    const other = setup({ isMac: false, granted });
    await openPalette(other.user);
    expect(keysOfExport()).toEqual(['Ctrl', 'Shift', 'E']);
    other.bed.stop();

    const mac = setup({ isMac: true, granted });
    await mac.user.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(paletteDialog()).not.toBeNull());
    expect(keysOfExport()).toEqual(['⇧', '⌘', 'E']);
  });

  it('moves the active row with the arrow keys and tells assistive technology which one it is', async () => {
    const { user } = setup();
    await openPalette(user);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = options()[2] as HTMLElement;
    expect(active?.getAttribute('aria-selected')).toBe('true');
    expect(options().filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    expect(input()?.getAttribute('aria-activedescendant')).toBe(active.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(options().at(-1)?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('ord{Home}g');
    expect(input().value).toBe('gord');
  });

  it('moves a page of rows with PageDown and PageUp', async () => {
    const many = definePlugin({
      id: 'many',
      routes: [],
      nav: [],
      commands: Array.from({ length: 40 }, (_, index) => ({
        id: `many.${index}`,
        title: `Command ${index}`,
        category: 'Many',
        permission: 'monitor:orders:r',
        run: () => undefined,
      })),
    });
    bed = createPaletteTestbed({ plugins: [many], granted: ['monitor:orders:r'] });
    const user = userEvent.setup();
    await openPalette(user);
    const activePosition = () =>
      document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.getAttribute('aria-posinset');
    await user.keyboard('{PageDown}');
    const page = Number(activePosition()) - 1;
    expect(page).toBeGreaterThan(1);
    await user.keyboard('{PageDown}{PageUp}');
    expect(Number(activePosition())).toBe(page + 1);
    await user.keyboard('{PageUp}{PageUp}');
    expect(activePosition()).toBe('1');
  });

  it('runs the chosen command on Enter through the registry, closes, and lists it first as recent next time', async () => {
    const { bed, user } = setup();
    await openPalette(user);
    await user.keyboard('refresh');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(paletteDialog()).toBeNull();
    expect(bed.recent.ids[0]).toBe('orders.refresh');
    await openPalette(user);
    const first = options()[0] as HTMLElement;
    expect(first.textContent).toContain('Refresh orders');
    expect(first.textContent).toContain('Recent');
  });

  it('runs a command on click', async () => {
    const { user } = setup();
    await openPalette(user);
    await user.keyboard('refresh');
    await user.click(options()[0] as HTMLElement);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(paletteDialog()).toBeNull();
  });

  it('opens a nested page on Enter, goes back on Backspace in an empty field, and closes on Esc', async () => {
    const { bed, user } = setup();
    await openPalette(user);
    await user.keyboard('go to order');
    expect(optionTitles()[0]).toBe('Go to order…');
    await user.keyboard('{Enter}');
    expect(paletteDialog()).not.toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Palette pages' }))
        .getByText('Go to order…')
        ?.getAttribute('aria-current'),
    ).toBe('page');
    expect(input().value).toBe('');
    expect(input()?.getAttribute('placeholder')).toBe('Order number');
    expect(screen.getByRole('status').textContent).toBe('Type the order number and press Enter');

    await user.keyboard('12');
    expect(optionTitles()).toEqual(['Go to order “12”']);
    await user.keyboard('{Backspace}{Backspace}');
    expect(bed.palette.pageCommandId).toBe('orders.goTo');
    await user.keyboard('{Backspace}');
    expect(bed.palette.pageCommandId).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Palette pages' })).toBeNull();
    expect(input().value).toBe('go to order');

    await user.keyboard('{Enter}');
    expect(bed.palette.pageCommandId).toBe('orders.goTo');
    await user.keyboard('{Escape}');
    expect(paletteDialog()).toBeNull();
    expect(bed.context.navigations).toEqual([]);
  });

  it('"Go to order…" navigates to the typed order number on Enter', async () => {
    const { bed, user } = setup();
    await openPalette(user);
    await user.keyboard('go to order{Enter}1042{Enter}');
    expect(bed.context.navigations).toEqual(['/monitor/order-listing/order?orderNumber=1042']);
    expect(paletteDialog()).toBeNull();
    expect(bed.recent.ids[0]).toBe('orders.goTo');
  });

  it('switches the theme from the "Switch theme" page', async () => {
    const { bed, user } = setup();
    await openPalette(user);
    await user.keyboard('switch theme{Enter}');
    expect(optionTitles()).toEqual(['Default', 'Dark', 'High contrast']);
    expect(options()[0]?.textContent).toContain('Current theme');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(bed.theme.switches).toEqual(['dark']));
    expect(paletteDialog()).toBeNull();
  });

  it('shows a page’s fetched items when they arrive, dropping an answer for an older query', async () => {
    const answers = new Map<string, (titles: string[]) => void>();
    const lookup = definePlugin({
      id: 'lookup',
      routes: [],
      nav: [],
      commands: [
        {
          id: 'users.find',
          title: 'Find user…',
          category: 'Users',
          permission: 'users:r',
          page: {
            placeholder: 'User name',
            items: (query) =>
              new Promise((resolve) => {
                answers.set(query, (titles) =>
                  resolve(titles.map((title) => ({ id: title, title, run: () => undefined }))),
                );
              }),
          },
        },
      ],
    });
    bed = createPaletteTestbed({ plugins: [lookup], granted: ['users:r'] });
    const user = userEvent.setup();
    await openPalette(user);
    await user.keyboard('find user{Enter}');
    expect(screen.getByText('Loading...')).toBeTruthy();
    await user.keyboard('ma');
    await act(async () => answers.get('m')?.(['Stale answer']));
    expect(optionTitles()).toEqual([]);
    await act(async () => answers.get('ma')?.(['Maria Jansen', 'Mark de Vries']));
    expect(optionTitles()).toEqual(['Maria Jansen', 'Mark de Vries']);
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('lets no plain shortcut fire while typing in its field, only the global ones', async () => {
    const { bed, user } = setup();
    await openPalette(user);
    await user.keyboard('r?go');
    expect(input().value).toBe('r?go');
    expect(refresh).not.toHaveBeenCalled();
    expect(bed.help.isOpen).toBe(false);
    expect(bed.context.navigations).toEqual([]);
    await user.keyboard('{Control>}k{/Control}');
    expect(paletteDialog()).toBeNull();
  });

  it('keeps only a window of rows in the DOM for 10,000 commands', async () => {
    const many = definePlugin({
      id: 'many',
      routes: [],
      nav: [],
      commands: Array.from({ length: 10_000 }, (_, index) => ({
        id: `many.${index}`,
        title: `Retry order ORD-${100_000 + index}`,
        category: 'Orders',
        permission: 'monitor:orders:r',
        run: () => undefined,
      })),
    });
    bed = createPaletteTestbed({ plugins: [many], granted: ['monitor:orders:r'] });
    const user = userEvent.setup();
    await openPalette(user);
    const total = bed.registry.availableCommands.length;
    expect(total).toBeGreaterThan(10_000);
    const listbox = within(paletteDialog() as HTMLElement).getByRole('listbox');
    const rendered = options();
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThanOrEqual(Math.ceil(400 / ROW_HEIGHT) + 2 * ROW_OVERSCAN);
    // Every available command but the one that opens the palette.
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe(String(total - 1));
    const sizer = listbox.querySelector('[cmdk-list-sizer] > div') as HTMLElement;
    expect(parseFloat(sizer.style.height)).toBeGreaterThanOrEqual((total - 1) * ROW_HEIGHT);

    await user.keyboard('ord-1049');
    expect(options().length).toBeLessThanOrEqual(Math.ceil(400 / ROW_HEIGHT) + 2 * ROW_OVERSCAN);
    expect(optionTitles()[0]).toBe('Retry order ORD-104900');
  });
});
