/**
 * Test support for the palette and the shortcut help: a real container with the registries, the
 * palette module and the chosen plugins, a fake permission checker, a recording command context and
 * a fake theme engine. Only tests import it.
 */
import { render } from '@testing-library/react';
import type { ServiceIdentifier } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { FakeCommandContextProvider, FakePermissionChecker, specSectionsPlugin } from './workbenchFixtures.ts';
import { themes, type ThemeId } from '../../themes/index.ts';
import { ContainerProvider } from '../../core/di/ContainerContext.tsx';
import { createContainer } from '../../core/di/container.ts';
import { collectContributions } from '../../core/plugin/collectContributions.ts';
import type { PluginManifest } from '../../core/plugin/manifest.ts';
import { PluginContributions } from '../../core/plugin/PluginContributions.ts';
import { CommandContextProvider } from '../../core/registry/CommandContextProvider.ts';
import { CommandRegistry } from '../../core/registry/CommandRegistry.ts';
import { KeybindingService } from '../../core/registry/KeybindingService.ts';
import { PermissionChecker } from '../../core/registry/PermissionChecker.ts';
import { RecentCommands } from '../../core/registry/RecentCommands.ts';
import { registryModule } from '../../core/registry/registryModule.ts';
import { ThemeEngine } from '../../core/theme/ThemeEngine.ts';
import { ShortcutHelp } from '../../core/shell/help/ShortcutHelp.tsx';
import { ShortcutHelpController } from '../../core/shell/help/ShortcutHelpController.ts';
import { CommandPalette } from '../../core/shell/palette/CommandPalette.tsx';
import { PaletteController } from '../../core/shell/palette/PaletteController.ts';
import { PaletteModule } from '../../core/shell/palette/PaletteModule.ts';
import { palettePlugin } from '../../core/shell/palette/palettePlugin.ts';

/** The part of the ThemeEngine the palette uses, recording every switch. */
export class FakeThemeEngine {
  readonly themes = themes;
  themeId: ThemeId = 'default';
  readonly switches: ThemeId[] = [];

  constructor() {
    makeObservable(this, { themeId: observable, setTheme: action });
  }

  setTheme(id: ThemeId): void {
    this.switches.push(id);
    this.themeId = id;
  }
}

export interface PaletteTestbedOptions {
  /** Plugins besides the palette's own. */
  plugins?: readonly PluginManifest[];
  granted?: readonly string[];
  isMac?: boolean;
}

export function createPaletteTestbed({ plugins = [], granted = [], isMac = false }: PaletteTestbedOptions = {}) {
  const container = createContainer();
  const permissions = new FakePermissionChecker(granted);
  const theme = new FakeThemeEngine();
  const context = new FakeCommandContextProvider(
    <T,>(token: ServiceIdentifier<T>) => container.get<T>(token),
    (pageCommandId) => container.get<PaletteController>(PaletteController).open(pageCommandId),
  );
  container
    .bind(PluginContributions)
    .toConstantValue(collectContributions([specSectionsPlugin, palettePlugin, ...plugins]));
  container.bind(PermissionChecker).toConstantValue(permissions);
  container.bind(CommandContextProvider).toConstantValue(context);
  container.bind(ThemeEngine).toConstantValue(theme as unknown as ThemeEngine);
  container.load(registryModule, PaletteModule);

  const keys = container.get<KeybindingService>(KeybindingService);
  const stopKeys = keys.start({ isMac });
  const view = render(
    <ContainerProvider container={container}>
      <CommandPalette isMac={isMac} />
      <ShortcutHelp isMac={isMac} />
    </ContainerProvider>,
  );
  return {
    container,
    permissions,
    theme,
    context,
    view,
    palette: container.get<PaletteController>(PaletteController),
    help: container.get<ShortcutHelpController>(ShortcutHelpController),
    registry: container.get<CommandRegistry>(CommandRegistry),
    recent: container.get<RecentCommands>(RecentCommands),
    stop(): void {
      stopKeys();
      view.unmount();
    },
  };
}

export type PaletteTestbed = ReturnType<typeof createPaletteTestbed>;
