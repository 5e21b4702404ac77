/** A manifest that cannot be loaded: the message names the plugin and what is wrong. */
export class PluginManifestError extends Error {
  override name = 'PluginManifestError';
}

/** Remembers which plugin declared each id of one kind and throws on the second declaration. */
export class IdClaims {
  private readonly owners = new Map<string, string>();

  /** `label` names the id in messages: "nav entry id" by default, "help page" for a page's slug. */
  constructor(
    private readonly kind: string,
    private readonly label = `${kind} id`,
  ) {}

  claim(id: string, pluginId: string): void {
    if (typeof id !== 'string' || id.trim() === '') {
      throw new PluginManifestError(`Plugin "${pluginId}" declares a ${this.kind} without an id`);
    }
    const owner = this.owners.get(id);
    if (owner !== undefined) {
      throw new PluginManifestError(
        `Duplicate ${this.label} "${id}": declared by plugin "${owner}" and again by plugin "${pluginId}"`,
      );
    }
    this.owners.set(id, pluginId);
  }
}
