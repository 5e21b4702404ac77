import type { Container } from 'inversify';
import { createContainer } from '../di/container.ts';
import { GridModule } from '../grid/GridModule.ts';
import { HttpModule } from '../http/HttpModule.ts';
import type { PluginManifest } from '../plugin/manifest.ts';
import type { PluginContributions } from '../plugin/PluginContributions.ts';
import { PermissionsModule } from '../permissions/PermissionsModule.ts';
import { PluginHost } from '../plugin/PluginHost.ts';
import { KeybindingService } from '../registry/KeybindingService.ts';
import { registryModule } from '../registry/registryModule.ts';
import { LastTenant } from '../session/lastTenant.ts';
import { SessionModule } from '../session/SessionModule.ts';
import { PaletteModule } from '../shell/palette/PaletteModule.ts';
import { palettePlugin } from '../shell/palette/palettePlugin.ts';
import { ShellModule } from '../shell/ShellModule.ts';
import { ThemeModule } from '../theme/ThemeModule.ts';
import { PartnerScope } from './PartnerScope.ts';
import { TenantBranding } from './TenantBranding.ts';
import { WorkspaceContainer } from './WorkspaceContainer.ts';
import { WorkspaceModule } from './WorkspaceModule.ts';
import { workspacePlugin } from './workspacePlugin.ts';

/** The manifests of the shell itself, loaded before the feature plugins. */
export const BUILT_IN_PLUGINS: readonly PluginManifest[] = [workspacePlugin, palettePlugin];

export interface CreateWorkspaceOptions {
  /** The enabled feature plugins (plugins/index.ts). */
  plugins: readonly PluginManifest[];
  /**
   * Runs once the core modules are bound and before anything is resolved: tests rebind the edges
   * here (AuthApi, HttpClient, PageNavigator) with `container.rebind(token)`.
   */
  configure?(container: Container): void;
  /** Where the keybinding service listens; the window by default. */
  keyTarget?: Window;
}

export interface WorkspaceRuntime {
  readonly container: Container;
  readonly contributions: PluginContributions;
  /** Stops the key listener and the session reactions (tests; a page simply unloads). */
  dispose(): void;
}

/**
 * Builds the application: the container with the core and shell modules, the built-in manifests plus
 * the given plugins through the PluginHost (which throws on a duplicate id or key), then starts the
 * global keys, the tenant branding and the partner scope. The session is started by the caller.
 */
export function createWorkspace({ plugins, configure, keyTarget }: CreateWorkspaceOptions): WorkspaceRuntime {
  const container = createContainer();
  container.bind<WorkspaceContainer>(WorkspaceContainer).toConstantValue(container);
  container.load(
    HttpModule,
    ThemeModule,
    SessionModule,
    PermissionsModule,
    registryModule,
    PaletteModule,
    WorkspaceModule,
    ShellModule,
    GridModule,
  );
  configure?.(container);
  const contributions = new PluginHost(container).load([...BUILT_IN_PLUGINS, ...plugins]);
  const stops = [
    container.get<KeybindingService>(KeybindingService).start(keyTarget ? { target: keyTarget } : {}),
    container.get<TenantBranding>(TenantBranding).start(),
    container.get<PartnerScope>(PartnerScope).start(),
    container.get<LastTenant>(LastTenant).start(),
  ];
  return {
    container,
    contributions,
    dispose: () => stops.forEach((stop) => stop()),
  };
}
