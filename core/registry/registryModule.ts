import { ContainerModule } from 'inversify';
import { CommandRegistry, MobxCommandRegistry } from './CommandRegistry.ts';
import { KeybindingRegistry, MobxKeybindingRegistry } from './KeybindingRegistry.ts';
import { KeybindingService, WindowKeybindingService } from './KeybindingService.ts';
import { MobxNavRegistry, NavRegistry } from './NavRegistry.ts';
import { RecentCommands, RecentCommandsStore } from './RecentCommands.ts';
import { MobxRouteRegistry, RouteRegistry } from './RouteRegistry.ts';

/**
 * Binds the registries the sidebar, router, palette, shortcut help and key handler read. They need
 * `PluginContributions` (bound by the PluginHost), `PermissionChecker` (the PermissionStore) and
 * `CommandContextProvider` (the shell); `RecentCommandsStorage` is optional.
 */
export const registryModule = new ContainerModule(({ bind }) => {
  bind(RouteRegistry).to(MobxRouteRegistry).inSingletonScope();
  bind(NavRegistry).to(MobxNavRegistry).inSingletonScope();
  bind(CommandRegistry).to(MobxCommandRegistry).inSingletonScope();
  bind(KeybindingRegistry).to(MobxKeybindingRegistry).inSingletonScope();
  bind(KeybindingService).to(WindowKeybindingService).inSingletonScope();
  bind(RecentCommands).to(RecentCommandsStore).inSingletonScope();
});
