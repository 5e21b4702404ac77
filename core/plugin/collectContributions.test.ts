import { describe, expect, it } from 'vitest';
import { consolePlugins, page, TestIcon } from '../../tests/support/workbenchFixtures.ts';
import { collectContributions, PluginManifestError } from './collectContributions.ts';
import { definePlugin, type NavSectionDefinition, type PluginManifest } from './manifest.ts';

// The test's plugin contributes a section of its own, and declares its id as a plugin does.
declare module './manifest.ts' {
  interface SectionIds {
    billing: true;
  }
}

const extra = (manifest: Partial<PluginManifest> & { id: string }): PluginManifest =>
  definePlugin({ routes: [], nav: [], commands: [], ...manifest });

function collectWith(...more: PluginManifest[]) {
  return () => collectContributions([...consolePlugins(), ...more]);
}

describe('collectContributions', () => {
  it('flattens routes, nav, commands and keybindings of every plugin', () => {
    const contributions = collectContributions(consolePlugins());
    expect(contributions.pluginIds).toEqual([
      'spec-sections',
      'users',
      'monitor',
      'configure',
      'inventory',
      'dashboard',
    ]);
    expect(contributions.routes.map((route) => route.id)).toContain('worklist');
    const worklist = contributions.nav.find((entry) => entry.id === 'worklist');
    expect(worklist?.permission).toBe('monitor:worklist:r');
    expect(worklist?.route.path).toBe('/monitor/worklist');
    expect(contributions.commands.map((command) => command.id)).toEqual(
      expect.arrayContaining(['users.create', 'nav.worklist', 'nav.orders', 'nav.dashboard']),
    );
    const keys = contributions.keybindings.map(({ keybinding, commandId }) => `${keybinding.source}→${commandId}`);
    expect(keys).toEqual(expect.arrayContaining(['g o→nav.orders', 'mod+k→palette.open', 'mod+shift+o→orders.goto']));
  });

  it('throws on a duplicate plugin id', () => {
    expect(collectWith(extra({ id: 'users' }))).toThrow(/Duplicate plugin id "users"/);
  });

  it('throws on a duplicate route id, naming both plugins', () => {
    const clash = extra({ id: 'reports', routes: [page('orders', '/reports', 'Reports', 'reports:r')] });
    expect(collectWith(clash)).toThrow(
      'Duplicate route id "orders": declared by plugin "monitor" and again by plugin "reports"',
    );
  });

  it('throws on a duplicate route path', () => {
    const clash = extra({ id: 'reports', routes: [page('reports', '/users', 'Reports', 'reports:r')] });
    expect(collectWith(clash)).toThrow(/Duplicate route path id "\/users"/);
  });

  it('throws on a duplicate nav id', () => {
    const clash = extra({
      id: 'reports',
      routes: [page('reports', '/reports', 'Reports', 'reports:r')],
      nav: [{ id: 'orders', section: 'reports', title: 'Reports', icon: TestIcon, routeId: 'reports' }],
    });
    expect(collectWith(clash)).toThrow(/Duplicate nav entry id "orders"/);
  });

  it('throws on a duplicate command id, also against the derived "Go to" commands', () => {
    const run = () => undefined;
    const declared = extra({
      id: 'x',
      commands: [{ id: 'users.create', title: 'Again', category: 'X', permission: 'users:c', run }],
    });
    expect(collectWith(declared)).toThrow(/Duplicate command id "users.create"/);
    const derived = extra({
      id: 'x',
      commands: [{ id: 'nav.orders', title: 'Orders', category: 'X', permission: 'users:c', run }],
    });
    expect(collectWith(derived)).toThrow(/Duplicate command id "nav.orders"/);
  });

  it('throws when a nav entry points at an unknown route id', () => {
    const broken = extra({
      id: 'reports',
      nav: [{ id: 'reports', section: 'reports', title: 'Reports', icon: TestIcon, routeId: 'nope' }],
    });
    expect(collectWith(broken)).toThrow('Nav entry "reports" of plugin "reports" points at unknown route id "nope"');
  });

  it('throws when a nav entry points at a route that needs parameters', () => {
    const broken = extra({
      id: 'x',
      nav: [{ id: 'x', section: 'monitor', title: 'Order', icon: TestIcon, routeId: 'order' }],
    });
    expect(collectWith(broken)).toThrow(/needs parameters/);
  });

  it('throws on an invalid permission key', () => {
    const broken = extra({ id: 'reports', routes: [page('reports', '/reports', 'Reports', 'reports:x')] });
    expect(collectWith(broken)).toThrow(
      'Route "reports" of plugin "reports" has an invalid permission key "reports:x"',
    );
  });

  it('throws on a duplicate keybinding', () => {
    const clash = extra({
      id: 'x',
      commands: [
        { id: 'x.run', title: 'X', category: 'X', keybinding: 'g  o', permission: 'users:r', run: () => undefined },
      ],
    });
    expect(collectWith(clash)).toThrow(
      'Duplicate keybinding "g o" (command "nav.orders" of plugin "monitor"): already bound by "g  o" (command "x.run" of plugin "x")',
    );
  });

  it('treats mod as ctrl elsewhere and meta on Mac when looking for duplicates', () => {
    const ctrl = extra({
      id: 'x',
      commands: [
        { id: 'x.run', title: 'X', category: 'X', keybinding: 'ctrl+k', permission: 'users:r', run: () => undefined },
      ],
    });
    expect(collectWith(ctrl)).toThrow(/Duplicate keybinding "ctrl\+k"/);
    const meta = extra({
      id: 'x',
      commands: [
        { id: 'x.run', title: 'X', category: 'X', keybinding: 'meta+k', permission: 'users:r', run: () => undefined },
      ],
    });
    expect(collectWith(meta)).toThrow(/Duplicate keybinding "meta\+k"/);
  });

  it('throws when a key is also the start of a sequence', () => {
    const prefix = extra({
      id: 'x',
      commands: [
        { id: 'x.run', title: 'X', category: 'X', keybinding: 'g', permission: 'users:r', run: () => undefined },
      ],
    });
    expect(collectWith(prefix)).toThrow(
      /Keybinding "g" \(command "x.run" of plugin "x"\) is the start of the sequence "g w"/,
    );
  });

  it('throws when a keybinding names an unknown command', () => {
    expect(collectWith(extra({ id: 'x', keybindings: [{ key: 'x', command: 'missing' }] }))).toThrow(
      'Keybinding "x" of plugin "x" names unknown command "missing"',
    );
  });

  it('only lets a single mod combination be global', () => {
    const global = extra({ id: 'x', keybindings: [{ key: 'x', command: 'users.create', global: true }] });
    expect(collectWith(global)).toThrow(/marked global/);
  });

  it('throws on an unparsable keybinding, naming the command', () => {
    const broken = extra({ id: 'x', keybindings: [{ key: 'hyper+x', command: 'users.create' }] });
    expect(collectWith(broken)).toThrow(/Command "users.create" of plugin "x": Unknown modifier "hyper"/);
  });

  it('throws on a command with neither run nor page', () => {
    const broken = extra({
      id: 'x',
      commands: [{ id: 'x.run', title: 'X', category: 'X', permission: 'users:r' } as never],
    });
    expect(collectWith(broken)).toThrow('Command "x.run" of plugin "x" has neither run nor page');
  });

  it('takes the sidebar sections plugins contribute, in order, and refuses an entry in an unknown one', () => {
    const billing = extra({
      id: 'billing',
      navSections: [
        { id: 'billing', title: 'Billing', order: 35, submenu: true, docsSlug: 'billing', summary: 'Invoices.' },
      ],
      routes: [page('invoices', '/billing/invoices', 'Invoices', 'users:r')],
      nav: [{ id: 'invoices', section: 'billing', title: 'Invoices', icon: TestIcon, routeId: 'invoices' }],
    });
    const contributions = collectWith(billing)();
    expect(contributions.sections.map((section) => section.id)).toEqual([
      'dashboard',
      'monitor',
      'studio',
      'billing',
      'configure',
      'translator',
      'inventory',
      'reports',
      'settings',
      'reverse',
      'users',
      'transfer',
      'dev',
    ]);
    expect(contributions.sections.find((section) => section.id === 'billing')?.pluginId).toBe('billing');

    const lost = extra({
      id: 'lost',
      routes: [page('lost', '/lost', 'Lost', 'users:r')],
      // @ts-expect-error A section no plugin declares fails the type-check, and the start too.
      nav: [{ id: 'lost', section: 'nowhere', title: 'Lost', icon: TestIcon, routeId: 'lost' }],
    });
    expect(collectWith(lost)).toThrow('Nav entry "lost" of plugin "lost" has an unknown section "nowhere"');
  });

  it('throws on a duplicate section id or help page slug', () => {
    const section: NavSectionDefinition = {
      id: 'monitor',
      title: 'M',
      order: 1,
      submenu: true,
      docsSlug: 'm',
      summary: 'M.',
    };
    expect(collectWith(extra({ id: 'x', navSections: [section] }))).toThrow(
      'Duplicate nav section id "monitor": declared by plugin "spec-sections" and again by plugin "x"',
    );
    const help = { slug: 'billing', order: 65, load: () => Promise.resolve({ default: '# Billing' }) };
    expect(collectWith(extra({ id: 'x', helpPages: [help] }), extra({ id: 'y', helpPages: [help] }))).toThrow(
      'Duplicate help page "billing": declared by plugin "x" and again by plugin "y"',
    );
  });

  it('is a PluginManifestError', () => {
    expect(collectWith(extra({ id: 'users' }))).toThrow(PluginManifestError);
  });
});
