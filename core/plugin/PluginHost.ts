import type { Container } from 'inversify';
import { collectContributions, PluginManifestError } from './collectContributions.ts';
import type { PluginManifest } from './manifest.ts';
import { PluginContributions } from './PluginContributions.ts';

/**
 * Loads the enabled plugins: validates every manifest together (duplicate ids and keybindings,
 * unknown routes), then loads each plugin's ContainerModule and binds the validated contributions
 * under `PluginContributions` for the registries. Nothing is bound when validation fails.
 */
export class PluginHost {
  private loaded = false;

  constructor(private readonly container: Container) {}

  load(manifests: readonly PluginManifest[]): PluginContributions {
    if (this.loaded) throw new PluginManifestError('PluginHost.load runs once, with every enabled plugin');
    const contributions = collectContributions(manifests);
    this.loaded = true;
    for (const manifest of manifests) {
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
