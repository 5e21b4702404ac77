import type { Container } from 'inversify';
import { orderByDependencies } from '../contract/pluginDependencies.ts';
import { collectContributions, PluginManifestError } from './collectContributions.ts';
import type { PluginManifest } from './manifest.ts';
import { PluginContributions } from './PluginContributions.ts';

/**
 * Loads the enabled plugins: validates every manifest together (duplicate ids and keybindings,
 * unknown routes, dependencies that are not enabled or form a cycle), then loads each plugin's
 * ContainerModule after those of the plugins it depends on, and binds the validated contributions under
 * `PluginContributions` for the registries. Nothing is bound when validation fails.
 */
export class PluginHost {
  private loaded = false;

  constructor(private readonly container: Container) {}

  load(manifests: readonly PluginManifest[]): PluginContributions {
    if (this.loaded) throw new PluginManifestError('PluginHost.load runs once, with every enabled plugin');
    const loadOrder = dependencyOrder(manifests);
    const contributions = collectContributions(manifests);
    this.loaded = true;
    for (const manifest of loadOrder) {
      if (!manifest.module) continue;
      try {
        this.container.load(manifest.module);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new PluginManifestError(`The module of plugin "${manifest.id}" failed to load: ${reason}`, {
          cause: error,
        });
      }
    }
    this.container.bind(PluginContributions).toConstantValue(contributions);
    return contributions;
  }
}

function dependencyOrder(manifests: readonly PluginManifest[]): PluginManifest[] {
  try {
    return orderByDependencies(manifests, 'plugins/index.ts');
  } catch (error) {
    throw new PluginManifestError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}
