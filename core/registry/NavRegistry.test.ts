import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createWorkbench } from '../../tests/support/workbenchFixtures.ts';
import type { SidebarNode } from './NavRegistry.ts';

const ALL = [
  'dashboard:r',
  'monitor:orders:r',
  'monitor:worklist:r',
  'configurationLogs:r',
  'inventory:stock:r',
  'inventory:logs:r',
  'users:r',
];

function describeSidebar(sidebar: readonly SidebarNode[]): string[] {
  return sidebar.map((node) =>
    node.kind === 'item'
      ? node.entry.title
      : `${node.section.title}: ${node.entries.map((entry) => entry.title).join(', ')}`,
  );
}

describe('the spec sections', () => {
  it('lists the sidebar sections of the spec in order', () => {
    const { nav } = createWorkbench();
    expect(nav.sections.map((section) => section.title)).toEqual([
      'Dashboard',
      'Monitor',
      'Studio',
      'Configure',
      'Translator',
      'Inventory',
      'Reports',
      'Settings',
      'Reverse',
      'Users',
      'Transfer',
      'Dev',
    ]);
  });
});

describe('NavRegistry', () => {
  it('orders sections as the spec does and entries by order, whatever the plugin order', () => {
    const { nav } = createWorkbench(undefined, { granted: ALL });
    expect(describeSidebar(nav.sidebar)).toEqual([
      'Dashboard',
      'Monitor: Orders, Worklist',
      'Configure: Logs',
      'Inventory: Stock, Logs',
      'Users',
    ]);
  });

  it("shows the spec's submenus as submenus even with one permitted entry (Configure › Logs), and the others as items", () => {
    const { nav } = createWorkbench(undefined, { granted: ALL });
    expect(nav.sidebar.map((node) => `${node.section.id}:${node.kind}`)).toEqual([
      'dashboard:item',
      'monitor:submenu',
      'configure:submenu',
      'inventory:submenu',
      'users:item',
    ]);
  });

  it('shows only permitted entries and hides a submenu with none', () => {
    const { nav } = createWorkbench(undefined, { granted: ['monitor:worklist:r', 'users:r'] });
    expect(describeSidebar(nav.sidebar)).toEqual(['Monitor: Worklist', 'Users']);
    expect(nav.permittedEntries.map((entry) => entry.id)).toEqual(['worklist', 'users']);
  });

  it('recomputes when permissions change', () => {
    const { nav, permissions } = createWorkbench(undefined, { granted: ['users:r'] });
    const seen: string[][] = [];
    const dispose = autorun(() => seen.push(describeSidebar(nav.sidebar)));
    permissions.grant('inventory:logs:r');
    permissions.revoke('users:r');
    dispose();
    expect(seen).toEqual([['Users'], ['Inventory: Logs', 'Users'], ['Inventory: Logs']]);
  });

  it('uses the entry permission when given, else the route permission', () => {
    const { nav } = createWorkbench();
    expect(nav.entries.find((entry) => entry.id === 'orders')?.permission).toBe('monitor:orders:r');
  });
});
