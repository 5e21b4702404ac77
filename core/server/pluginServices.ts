/**
 * A service one server plugin offers to the plugins that depend on it, exported from its public server
 * folder. The token and the service's interface share a name:
 * `export const OrderSubmissions = serverToken<OrderSubmissions>('engine', 'OrderSubmissions');`
 */
export interface ServerToken<T> {
  /** The plugin that provides it. */
  readonly plugin: string;
  readonly name: string;
  /** Carries the service's type; never set. */
  readonly type?: T;
}

export function serverToken<T>(plugin: string, name: string): ServerToken<T> {
  return Object.freeze({ plugin, name });
}

/** One service a plugin provides, made once per process. */
export interface Provision {
  readonly token: ServerToken<unknown>;
  readonly value: unknown;
}

export function provide<T>(token: ServerToken<T>, value: T): Provision {
  return { token, value };
}

const tokenName = (token: ServerToken<unknown>) => `${token.plugin}.${token.name}`;

/** The services the plugins of one process provide, each handed only to the plugins that may use it. */
export class PluginServiceRegistry {
  private readonly provided = new Map<string, unknown>();

  add(pluginId: string, provisions: readonly Provision[]): void {
    for (const { token, value } of provisions) {
      if (token.plugin !== pluginId) {
        throw new Error(`Plugin "${pluginId}" provides ${tokenName(token)}: a plugin provides only its own tokens`);
      }
      if (this.provided.has(tokenName(token))) throw new Error(`${tokenName(token)} is provided twice`);
      this.provided.set(tokenName(token), value);
    }
  }

  /**
   * The lookup for one plugin: its own tokens and those of the plugins it declares in `dependsOn`. `null`
   * (tests, the core) may look up any token.
   */
  lookupFor(plugin: { id: string; dependsOn?: readonly string[] } | null): <T>(token: ServerToken<T>) => T {
    return <T>(token: ServerToken<T>): T => {
      if (plugin && token.plugin !== plugin.id && !(plugin.dependsOn ?? []).includes(token.plugin)) {
        throw new Error(
          `Plugin "${plugin.id}" uses ${tokenName(token)} without depending on "${token.plugin}": add it to dependsOn in plugins/${plugin.id}/server.ts`,
        );
      }
      if (!this.provided.has(tokenName(token))) {
        throw new Error(`${tokenName(token)} is not provided: plugin "${token.plugin}" offers no such service`);
      }
      return this.provided.get(tokenName(token)) as T;
    };
  }
}
