/**
 * Builds the registries directly from manifests, without a container (Theia's way of testing a
 * registry), with a fake permission checker whose grants can change and a recording command context.
 */
import type { ServiceIdentifier } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { ALWAYS_ALLOWED, type PermissionRequirement } from '../../core/contract/permissions.ts';
import { collectContributions } from '../../core/plugin/collectContributions.ts';
import { SPEC_NAV_SECTIONS } from '../../core/workspace/specSections.ts';
import {
  definePlugin,
  type CommandContext,
  type IconComponent,
  type PluginManifest,
  type RouteDefinition,
} from '../../core/plugin/manifest.ts';
import type { CommandContextProvider } from '../../core/registry/CommandContextProvider.ts';
import { MobxCommandRegistry } from '../../core/registry/CommandRegistry.ts';
import { MobxKeybindingRegistry } from '../../core/registry/KeybindingRegistry.ts';
import { WindowKeybindingService } from '../../core/registry/KeybindingService.ts';
import { MobxNavRegistry } from '../../core/registry/NavRegistry.ts';
import type { PermissionChecker } from '../../core/registry/PermissionChecker.ts';
import { RecentCommandsStore, type RecentCommandsStorage } from '../../core/registry/RecentCommands.ts';
import { MobxRouteRegistry } from '../../core/registry/RouteRegistry.ts';

/** Grants exactly the keys it holds (and `ignoreAndReturnTrue`); observable, like the real store. */
export class FakePermissionChecker implements PermissionChecker {
  granted: Set<string>;

  constructor(keys: readonly string[] = []) {
    this.granted = new Set(keys);
    makeObservable(this, { granted: observable, grant: action, revoke: action });
  }

  can(requirement: PermissionRequirement): boolean {
    const keys = typeof requirement === 'string' ? [requirement] : requirement;
    return keys.some((key) => key === ALWAYS_ALLOWED || this.granted.has(key));
  }

  grant(...keys: string[]): void {
    for (const key of keys) this.granted.add(key);
  }

  revoke(...keys: string[]): void {
    for (const key of keys) this.granted.delete(key);
  }
}

/**
 * Records navigations and the palette pages asked for; the path is observable so `when` re-evaluates. Services come from a map of fakes, or from a
 * resolver (a real container); `openPalette` may be handed on (to the real palette).
 */
export class FakeCommandContextProvider implements CommandContextProvider {
  pathname = '/';
  readonly navigations: string[] = [];
  readonly openedPages: (string | undefined)[] = [];

  constructor(
    private readonly services:
      ReadonlyMap<ServiceIdentifier, unknown> | (<T>(token: ServiceIdentifier<T>) => T) = new Map(),
    private readonly onOpenPalette?: (pageCommandId?: string) => void,
  ) {
    makeObservable(this, { pathname: observable, navigate: action });
  }

  navigate(to: string): void {
    this.navigations.push(to);
    this.pathname = to;
  }

  get context(): CommandContext {
    return {
      navigate: (to) => this.navigate(to),
      pathname: this.pathname,
      get: <T>(token: ServiceIdentifier<T>): T => {
        if (typeof this.services === 'function') return this.services(token);
        if (!this.services.has(token)) throw new Error(`No fake service for ${String(token)}`);
        return this.services.get(token) as T;
      },
      openPalette: (pageCommandId) => {
        this.openedPages.push(pageCommandId);
        this.onOpenPalette?.(pageCommandId);
      },
    };
  }
}

export class MemoryRecentCommandsStorage implements RecentCommandsStorage {
  saved: (readonly string[])[] = [];
  constructor(private stored: readonly unknown[] = []) {}

  load(): Promise<readonly string[]> {
    return Promise.resolve(this.stored as readonly string[]);
  }

  save(ids: readonly string[]): Promise<void> {
    this.saved.push(ids);
    this.stored = ids;
    return Promise.resolve();
  }
}

export const TestIcon: IconComponent = () => null;

export function page(id: string, path: string, title: string, permission: PermissionRequirement): RouteDefinition {
  return { id, path, title, permission, layout: 'main', load: () => Promise.resolve({ default: () => null }) };
}

/** The spec's sidebar sections, as the workspace's own manifest contributes them in the console. */
export const specSectionsPlugin = definePlugin({
  id: 'spec-sections',
  navSections: SPEC_NAV_SECTIONS,
  routes: [],
  nav: [],
  commands: [],
});

/** A small console: plugins declared out of section order, two "Logs" entries, one single-entry section per kind. */
export function consolePlugins(): PluginManifest[] {
  return [
    specSectionsPlugin,
    definePlugin({
      id: 'users',
      routes: [page('users', '/users', 'Users', 'users:r')],
      nav: [{ id: 'users', section: 'users', title: 'Users', icon: TestIcon, routeId: 'users' }],
      commands: [
        {
          id: 'users.create',
          title: 'Create user',
          category: 'Users',
          keywords: ['add', 'invite'],
          permission: 'users:c',
          run: (ctx) => ctx.navigate('/users?mode=new'),
        },
      ],
    }),
    definePlugin({
      id: 'monitor',
      routes: [
        page('orders', '/monitor/order-listing', 'Orders', 'monitor:orders:r'),
        page('order', '/monitor/order-listing/order/:orderNumber', 'Order', 'monitor:orders:r'),
        page('worklist', '/monitor/worklist', 'Worklist', 'monitor:worklist:r'),
      ],
      nav: [
        {
          id: 'worklist',
          section: 'monitor',
          title: 'Worklist',
          icon: TestIcon,
          routeId: 'worklist',
          order: 2,
          keybinding: 'g w',
        },
        {
          id: 'orders',
          section: 'monitor',
          title: 'Orders',
          icon: TestIcon,
          routeId: 'orders',
          order: 1,
          keybinding: 'g o',
        },
      ],
      commands: [
        {
          id: 'orders.goto',
          title: 'Go to order…',
          category: 'Orders',
          permission: 'monitor:orders:r',
          page: {
            placeholder: 'Order number',
            onSubmit: (value, ctx) => ctx.navigate(`/monitor/order-listing/order/${value}`),
          },
        },
        {
          id: 'orders.refresh',
          title: 'Refresh orders',
          category: 'Orders',
          keybinding: 'r',
          permission: 'monitor:orders:r',
          when: (ctx) => ctx.pathname === '/monitor/order-listing',
          run: () => undefined,
        },
      ],
      keybindings: [{ key: 'mod+shift+o', command: 'orders.goto', global: true }],
    }),
    definePlugin({
      id: 'configure',
      routes: [page('configure-logs', '/configure/logs', 'Logs', 'configurationLogs:r')],
      nav: [{ id: 'configure-logs', section: 'configure', title: 'Logs', icon: TestIcon, routeId: 'configure-logs' }],
      commands: [],
    }),
    definePlugin({
      id: 'inventory',
      routes: [
        page('inventory-stock', '/inventory/stock', 'Stock', 'inventory:stock:r'),
        page('inventory-logs', '/inventory/logs', 'Logs', 'inventory:logs:r'),
        page('inventory-dashboard', '/inventory/dashboard', 'Inventory Dashboard', 'inventory:dashboard:r'),
      ],
      nav: [
        { id: 'inventory-logs', section: 'inventory', title: 'Logs', icon: TestIcon, routeId: 'inventory-logs' },
        {
          id: 'inventory-dashboard',
          section: 'inventory',
          title: 'Dashboard',
          icon: TestIcon,
          routeId: 'inventory-dashboard',
        },
        {
          id: 'inventory-stock',
          section: 'inventory',
          title: 'Stock',
          icon: TestIcon,
          routeId: 'inventory-stock',
          order: 1,
        },
      ],
      commands: [],
    }),
    definePlugin({
      id: 'dashboard',
      routes: [page('dashboard', '/dashboard', 'Dashboard', 'dashboard:r')],
      nav: [
        {
          id: 'dashboard',
          section: 'dashboard',
          title: 'Dashboard',
          icon: TestIcon,
          routeId: 'dashboard',
          keybinding: 'g d',
        },
      ],
      commands: [
        {
          id: 'palette.open',
          title: 'Open command palette',
          category: 'General',
          keybinding: { key: 'mod+k', global: true },
          permission: ALWAYS_ALLOWED,
          run: (ctx) => ctx.openPalette(),
        },
        {
          id: 'help.shortcuts',
          title: 'Show keyboard shortcuts',
          category: 'General',
          keybinding: 'shift+?',
          permission: ALWAYS_ALLOWED,
          run: () => undefined,
        },
      ],
    }),
  ];
}

export interface Workbench {
  permissions: FakePermissionChecker;
  context: FakeCommandContextProvider;
  recent: RecentCommandsStore;
  routes: MobxRouteRegistry;
  nav: MobxNavRegistry;
  commands: MobxCommandRegistry;
  keybindings: MobxKeybindingRegistry;
  keys: WindowKeybindingService;
}

export function createWorkbench(
  manifests: readonly PluginManifest[] = consolePlugins(),
  options: { granted?: readonly string[]; storage?: RecentCommandsStorage } = {},
): Workbench {
  const contributions = collectContributions(manifests);
  const permissions = new FakePermissionChecker(options.granted ?? []);
  const context = new FakeCommandContextProvider();
  const recent = new RecentCommandsStore(options.storage);
  const commands = new MobxCommandRegistry(contributions, permissions, context, recent);
  const keybindings = new MobxKeybindingRegistry(contributions, commands);
  return {
    permissions,
    context,
    recent,
    routes: new MobxRouteRegistry(contributions, permissions),
    nav: new MobxNavRegistry(contributions, permissions),
    commands,
    keybindings,
    keys: new WindowKeybindingService(keybindings, commands),
  };
}
