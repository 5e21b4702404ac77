/** What the dependency order needs of a plugin, web or server half alike. */
export interface DependentPlugin {
  id: string;
  /** Ids of the plugins whose public folder this plugin uses; they load before it. */
  dependsOn?: readonly string[];
}

/** A plugin that cannot load because of its dependencies: the message names the plugins. */
export class PluginDependencyError extends Error {
  override name = 'PluginDependencyError';
}

/**
 * The plugins in an order where each comes after the plugins it depends on, otherwise in the order given.
 * Throws a PluginDependencyError naming the plugin when a dependency is not among the enabled plugins
 * (`listFile` says where plugins are enabled), or when dependencies form a cycle.
 */
export function orderByDependencies<T extends DependentPlugin>(plugins: readonly T[], listFile: string): T[] {
  const byId = new Map(plugins.map((plugin) => [plugin.id, plugin]));
  for (const plugin of plugins) {
    for (const dependency of plugin.dependsOn ?? []) {
      if (dependency === plugin.id) throw new PluginDependencyError(`Plugin "${plugin.id}" depends on itself`);
      if (!byId.has(dependency)) {
        throw new PluginDependencyError(
          `Plugin "${plugin.id}" depends on "${dependency}", which is not enabled: enable "${dependency}" in ${listFile} or disable "${plugin.id}"`,
        );
      }
    }
  }
  const ordered: T[] = [];
  const done = new Set<string>();
  const visiting: string[] = [];
  const visit = (plugin: T) => {
    if (done.has(plugin.id)) return;
    const start = visiting.indexOf(plugin.id);
    if (start !== -1) {
      const cycle = [...visiting.slice(start), plugin.id].map((id) => `"${id}"`).join(' → ');
      throw new PluginDependencyError(`Plugins depend on each other in a cycle: ${cycle}`);
    }
    visiting.push(plugin.id);
    for (const dependency of plugin.dependsOn ?? []) visit(byId.get(dependency) as T);
    visiting.pop();
    done.add(plugin.id);
    ordered.push(plugin);
  };
  for (const plugin of plugins) visit(plugin);
  return ordered;
}
