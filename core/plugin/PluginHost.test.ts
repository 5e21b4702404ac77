import { ContainerModule, inject, injectable } from 'inversify';
import { describe, expect, it } from 'vitest';
import {
  consolePlugins,
  FakeCommandContextProvider,
  FakePermissionChecker,
  specSectionsPlugin,
} from '../../tests/support/workbenchFixtures.ts';
import { createContainer } from '../di/container.ts';
import { CommandContextProvider } from '../registry/CommandContextProvider.ts';
import { CommandRegistry } from '../registry/CommandRegistry.ts';
import { NavRegistry } from '../registry/NavRegistry.ts';
import { PermissionChecker } from '../registry/PermissionChecker.ts';
import { registryModule } from '../registry/registryModule.ts';
import { definePlugin } from './manifest.ts';
import { PluginContributions } from './PluginContributions.ts';
import { PluginHost } from './PluginHost.ts';

const Greeter = Symbol.for('test.Greeter');
interface Greeter {
  greet(): string;
}

@injectable()
class NavAwareGreeter implements Greeter {
  constructor(@inject(NavRegistry) private readonly nav: NavRegistry) {}
  greet(): string {
    return `${this.nav.permittedEntries.length} entries`;
  }
}

const greeterPlugin = definePlugin({
  id: 'greeter',
  routes: [],
  nav: [],
  commands: [],
  module: new ContainerModule(({ bind }) => {
    bind(Greeter).to(NavAwareGreeter).inSingletonScope();
  }),
});

function appContainer(granted: string[]) {
  const container = createContainer();
  container.bind(PermissionChecker).toConstantValue(new FakePermissionChecker(granted));
  container.bind(CommandContextProvider).toConstantValue(new FakeCommandContextProvider());
  container.load(registryModule);
  return container;
}

describe('PluginHost', () => {
  it("loads each plugin's module and binds the contributions the registries read", () => {
    const container = appContainer(['dashboard:r', 'users:r']);
    const contributions = new PluginHost(container).load([...consolePlugins(), greeterPlugin]);

    expect(container.get(PluginContributions)).toBe(contributions);
    expect(container.get<Greeter>(Greeter).greet()).toBe('2 entries');
    expect(container.get<CommandRegistry>(CommandRegistry).permittedCommands.map((command) => command.id)).toEqual(
      expect.arrayContaining(['nav.dashboard', 'nav.users']),
    );
  });

  it('binds nothing and loads no module when a manifest is invalid', () => {
    const container = appContainer([]);
    const broken = {
      ...greeterPlugin,
      nav: [
        { ...consolePlugins().find((plugin) => plugin.id === 'users')!.nav[0]!, id: 'greeter', routeId: 'nowhere' },
      ],
    };

    expect(() => new PluginHost(container).load([specSectionsPlugin, broken])).toThrow(/unknown route id "nowhere"/);
    expect(container.isBound(Greeter)).toBe(false);
    expect(container.isBound(PluginContributions)).toBe(false);
  });

  it('fails naming both plugins when a dependency is not enabled, before binding anything', () => {
    const container = appContainer([]);
    const dependent = { ...greeterPlugin, dependsOn: ['engine'] };

    expect(() => new PluginHost(container).load([specSectionsPlugin, dependent])).toThrow(
      'Plugin "greeter" depends on "engine", which is not enabled: enable "engine" in plugins/index.ts or disable "greeter"',
    );
    expect(container.isBound(Greeter)).toBe(false);
    expect(container.isBound(PluginContributions)).toBe(false);
  });

  it('refuses plugins that depend on each other in a cycle', () => {
    const a = definePlugin({ id: 'a', dependsOn: ['b'], routes: [], nav: [], commands: [] });
    const b = definePlugin({ id: 'b', dependsOn: ['a'], routes: [], nav: [], commands: [] });
    expect(() => new PluginHost(appContainer([])).load([a, b])).toThrow(/cycle: "a" → "b" → "a"/);
  });

  it("loads a plugin's module after the modules of the plugins it depends on", () => {
    const loaded: string[] = [];
    const tracked = (id: string, dependsOn: string[] = []) =>
      definePlugin({
        id,
        dependsOn,
        routes: [],
        nav: [],
        commands: [],
        module: new ContainerModule(() => {
          loaded.push(id);
        }),
      });

    new PluginHost(appContainer([])).load([
      tracked('studio', ['engine', 'forms']),
      tracked('forms'),
      tracked('engine'),
    ]);
    expect(loaded).toEqual(['engine', 'forms', 'studio']);
  });

  it('loads once', () => {
    const host = new PluginHost(appContainer([]));
    host.load(consolePlugins());
    expect(() => host.load(consolePlugins())).toThrow(/runs once/);
  });
});
