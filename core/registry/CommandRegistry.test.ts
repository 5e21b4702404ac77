import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createWorkbench } from '../../tests/support/workbenchFixtures.ts';
import { filterCommands } from '../palette/fuzzyScore.ts';

const ids = (commands: readonly { id: string }[]) => commands.map((command) => command.id);

describe('CommandRegistry', () => {
  it('turns every nav entry into a "Go to <title>" navigation command', async () => {
    const { commands, context } = createWorkbench(undefined, { granted: ['monitor:orders:r'] });
    const goToOrders = commands.get('nav.orders');
    expect(goToOrders).toMatchObject({
      title: 'Go to Orders',
      category: 'Navigation',
      keywords: ['Monitor', 'Orders'],
      permission: 'monitor:orders:r',
    });
    expect(await commands.execute('nav.orders')).toBe(true);
    expect(context.navigations).toEqual(['/monitor/order-listing']);
  });

  it('names the section when two entries share a title', () => {
    const { commands } = createWorkbench();
    const titles = commands.commands
      .filter((command) => command.category === 'Navigation')
      .map((command) => command.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Go to Logs (Configure)',
        'Go to Logs (Inventory)',
        'Go to Dashboard',
        'Go to Dashboard (Inventory)',
      ]),
    );
    expect(titles).not.toContain('Go to Dashboard (Dashboard)');
  });

  it('lists only permitted commands and follows permission changes', () => {
    const { commands, permissions } = createWorkbench(undefined, { granted: ['users:r'] });
    const seen: string[][] = [];
    const dispose = autorun(() => seen.push(ids(commands.permittedCommands)));
    permissions.grant('users:c');
    dispose();
    expect(seen).toEqual([
      ['palette.open', 'help.shortcuts', 'nav.users'],
      ['users.create', 'palette.open', 'help.shortcuts', 'nav.users'],
    ]);
  });

  it('keeps its cached lists current without an observer', () => {
    const { commands, permissions } = createWorkbench(undefined, { granted: [] });
    expect(commands.get('users.create')).toBeUndefined();
    permissions.grant('users:c');
    expect(commands.get('users.create')?.title).toBe('Create user');
  });

  it('hides a command whose `when` fails in the current context', () => {
    const { commands, context } = createWorkbench(undefined, { granted: ['monitor:orders:r'] });
    expect(ids(commands.availableCommands)).not.toContain('orders.refresh');
    context.navigate('/monitor/order-listing');
    expect(ids(commands.availableCommands)).toContain('orders.refresh');
  });

  it('does not run unpermitted or unknown commands', async () => {
    const { commands, context, recent } = createWorkbench(undefined, { granted: [] });
    expect(await commands.execute('users.create')).toBe(false);
    expect(await commands.execute('nope')).toBe(false);
    expect(context.navigations).toEqual([]);
    expect(recent.ids).toEqual([]);
  });

  it('opens the palette on the page of a command that has only a page', async () => {
    const { commands, context } = createWorkbench(undefined, { granted: ['monitor:orders:r'] });
    expect(await commands.execute('orders.goto')).toBe(true);
    expect(context.openedPages).toEqual(['orders.goto']);
  });

  it('puts recently run commands first, most recent first', async () => {
    const { commands } = createWorkbench(undefined, { granted: ['users:r', 'users:c', 'dashboard:r'] });
    expect(ids(commands.paletteCommands)).toEqual([
      'users.create',
      'palette.open',
      'help.shortcuts',
      'nav.users',
      'nav.dashboard',
    ]);
    await commands.execute('nav.dashboard');
    await commands.execute('help.shortcuts');
    expect(ids(commands.paletteCommands)).toEqual([
      'help.shortcuts',
      'nav.dashboard',
      'users.create',
      'palette.open',
      'nav.users',
    ]);
  });

  it('searches the available commands, recent ones boosted and first for an empty query', async () => {
    const { commands } = createWorkbench(undefined, { granted: ['monitor:orders:r', 'monitor:worklist:r', 'users:r'] });
    expect(commands.search('go orders')[0]?.item.id).toBe('nav.orders');
    expect(commands.search('monitor').map((match) => match.item.id)).toEqual(['nav.orders', 'nav.worklist']);
    await commands.execute('nav.worklist');
    expect(commands.search('monitor').map((match) => match.item.id)).toEqual(['nav.worklist', 'nav.orders']);
    expect(commands.search('')[0]?.item.id).toBe('nav.worklist');
    expect(filterCommands(commands.searchIndex, 'create')).toEqual([]);
  });

  it('rebuilds the search index only when the available commands change', async () => {
    const { commands, context, permissions } = createWorkbench(undefined, { granted: ['users:r'] });
    const index = commands.searchIndex;
    await commands.execute('nav.users');
    context.navigate('/users');
    expect(commands.searchIndex).toBe(index);
    permissions.grant('users:c');
    expect(commands.searchIndex).not.toBe(index);
    expect(filterCommands(commands.searchIndex, 'create')[0]?.item.id).toBe('users.create');
  });
});
