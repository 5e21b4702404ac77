import { contributePermissionAreas, uncataloguedKeyProblem } from '../contract/permissionCatalogue.ts';
import { isValidPermissionKey, type PermissionRequirement } from '../contract/permissions.ts';
import { isModifierCombo, keybindingId, parseKeybinding, type Keybinding } from '../registry/keybinding.ts';
import { collectEntitySearches, collectHelpPages, collectReferenceLinks, collectSections } from './collectSections.ts';
import type { KeybindingInput, PluginManifest } from './manifest.ts';
import { navigationCommandId, navigationCommands } from './navigationCommands.ts';
import { IdClaims, PluginManifestError } from './pluginManifestError.ts';
import type {
  BoundKeybinding,
  NavEntry,
  PluginContributions,
  RegisteredCommand,
  RegisteredRoute,
  RegisteredSection,
} from './PluginContributions.ts';

export { PluginManifestError };

const LAYOUTS = new Set(['main', 'none', 'public']);

function checkPermission(requirement: PermissionRequirement, what: string): void {
  const keys: readonly string[] | undefined = typeof requirement === 'string' ? [requirement] : requirement;
  if (!Array.isArray(keys)) throw new PluginManifestError(`${what} has no permission`);
  if (keys.length === 0) throw new PluginManifestError(`${what} has an empty permission list`);
  for (const key of keys) {
    if (!isValidPermissionKey(key)) throw new PluginManifestError(`${what} has an invalid permission key "${key}"`);
    const problem = uncataloguedKeyProblem(key);
    if (problem) throw new PluginManifestError(`${what} has the permission key "${key}", which ${problem}`);
  }
}

function collectRoutes(manifests: readonly PluginManifest[]): RegisteredRoute[] {
  const ids = new IdClaims('route');
  const paths = new IdClaims('route path');
  return manifests.flatMap((manifest) =>
    manifest.routes.map((route) => {
      ids.claim(route.id, manifest.id);
      const what = `Route "${route.id}" of plugin "${manifest.id}"`;
      if (!route.path.startsWith('/')) throw new PluginManifestError(`${what} has a path not starting with "/"`);
      paths.claim(route.path, manifest.id);
      if (!LAYOUTS.has(route.layout)) throw new PluginManifestError(`${what} has an unknown layout "${route.layout}"`);
      checkPermission(route.permission, what);
      return { ...route, pluginId: manifest.id };
    }),
  );
}

function collectNav(
  manifests: readonly PluginManifest[],
  routes: readonly RegisteredRoute[],
  sections: readonly RegisteredSection[],
): NavEntry[] {
  const routesById = new Map(routes.map((route) => [route.id, route]));
  const sectionIds = new Set(sections.map((section) => section.id));
  const ids = new IdClaims('nav entry');
  return manifests.flatMap((manifest) =>
    manifest.nav.map((nav) => {
      ids.claim(nav.id, manifest.id);
      const what = `Nav entry "${nav.id}" of plugin "${manifest.id}"`;
      if (!sectionIds.has(nav.section))
        throw new PluginManifestError(`${what} has an unknown section "${nav.section}"`);
      const route = routesById.get(nav.routeId);
      if (!route) throw new PluginManifestError(`${what} points at unknown route id "${nav.routeId}"`);
      if (route.path.includes(':')) {
        throw new PluginManifestError(
          `${what} points at route "${route.id}", whose path "${route.path}" needs parameters`,
        );
      }
      const permission = nav.permission ?? route.permission;
      checkPermission(permission, what);
      return { ...nav, pluginId: manifest.id, permission, route, commandId: navigationCommandId(nav.id) };
    }),
  );
}

function collectCommands(
  manifests: readonly PluginManifest[],
  nav: readonly NavEntry[],
  sections: readonly RegisteredSection[],
): RegisteredCommand[] {
  const ids = new IdClaims('command');
  const declared = manifests.flatMap((manifest) =>
    manifest.commands.map((command): RegisteredCommand => {
      ids.claim(command.id, manifest.id);
      const what = `Command "${command.id}" of plugin "${manifest.id}"`;
      if (typeof command.run !== 'function' && !command.page) {
        throw new PluginManifestError(`${what} has neither run nor page`);
      }
      if (command.page && !command.page.items && !command.page.onSubmit) {
        throw new PluginManifestError(`${what} has a page with neither items nor onSubmit`);
      }
      checkPermission(command.permission, what);
      return { ...command, pluginId: manifest.id };
    }),
  );
  const derived = navigationCommands(nav, sections);
  for (const command of derived) ids.claim(command.id, command.pluginId);
  return [...declared, ...derived];
}

interface KeybindingClaim {
  key: KeybindingInput;
  commandId: string;
  pluginId: string;
}

function bindKeybinding({ key, commandId, pluginId }: KeybindingClaim): BoundKeybinding {
  const source = typeof key === 'string' ? key : key.key;
  const global = typeof key === 'string' ? false : key.global === true;
  let keybinding: Keybinding;
  try {
    keybinding = parseKeybinding(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PluginManifestError(`Command "${commandId}" of plugin "${pluginId}": ${reason}`);
  }
  if (global && !isModifierCombo(keybinding)) {
    throw new PluginManifestError(
      `Keybinding "${source}" of command "${commandId}" is marked global, which only a single mod/ctrl/meta combination may be`,
    );
  }
  return { keybinding, commandId, global, pluginId };
}

function describe(binding: BoundKeybinding): string {
  return `"${binding.keybinding.source}" (command "${binding.commandId}" of plugin "${binding.pluginId}")`;
}

/** Throws when two keybindings are equal, or one is the start of another's sequence, on Mac or elsewhere. */
function checkKeybindingConflicts(bindings: readonly BoundKeybinding[]): void {
  for (const isMac of [false, true]) {
    const full = new Map<string, BoundKeybinding>();
    const prefixes = new Map<string, BoundKeybinding>();
    for (const binding of bindings) {
      const id = keybindingId(binding.keybinding, isMac);
      const same = full.get(id);
      if (same)
        throw new PluginManifestError(`Duplicate keybinding ${describe(binding)}: already bound by ${describe(same)}`);
      const longer = prefixes.get(id);
      if (longer) {
        throw new PluginManifestError(
          `Keybinding ${describe(binding)} is the start of the sequence ${describe(longer)}`,
        );
      }
      const chordIds = id.split(' ');
      for (let length = 1; length < chordIds.length; length++) {
        const prefix = chordIds.slice(0, length).join(' ');
        const shorter = full.get(prefix);
        if (shorter) {
          throw new PluginManifestError(
            `Keybinding ${describe(shorter)} is the start of the sequence ${describe(binding)}`,
          );
        }
        if (!prefixes.has(prefix)) prefixes.set(prefix, binding);
      }
      full.set(id, binding);
    }
  }
}

function collectKeybindings(
  manifests: readonly PluginManifest[],
  nav: readonly NavEntry[],
  commands: readonly RegisteredCommand[],
): BoundKeybinding[] {
  const commandIds = new Set(commands.map((command) => command.id));
  const claims: KeybindingClaim[] = [];
  for (const command of commands) {
    if (command.keybinding) claims.push({ key: command.keybinding, commandId: command.id, pluginId: command.pluginId });
  }
  for (const entry of nav) {
    if (entry.keybinding) claims.push({ key: entry.keybinding, commandId: entry.commandId, pluginId: entry.pluginId });
  }
  for (const manifest of manifests) {
    for (const { key, command, global } of manifest.keybindings ?? []) {
      if (!commandIds.has(command)) {
        throw new PluginManifestError(
          `Keybinding "${key}" of plugin "${manifest.id}" names unknown command "${command}"`,
        );
      }
      claims.push({ key: { key, global: global === true }, commandId: command, pluginId: manifest.id });
    }
  }
  const bindings = claims.map(bindKeybinding);
  checkKeybindingConflicts(bindings);
  return bindings;
}

/** Validates the manifests together and flattens them; throws a PluginManifestError naming the culprit. */
export function collectContributions(manifests: readonly PluginManifest[]): PluginContributions {
  const pluginIds = new Set<string>();
  for (const { id } of manifests) {
    if (typeof id !== 'string' || id.trim() === '') throw new PluginManifestError('A plugin has no id');
    if (pluginIds.has(id)) throw new PluginManifestError(`Duplicate plugin id "${id}": two enabled plugins share it`);
    pluginIds.add(id);
  }
  for (const manifest of manifests) {
    try {
      contributePermissionAreas(manifest.id, manifest.permissionAreas ?? []);
    } catch (error) {
      throw new PluginManifestError(error instanceof Error ? error.message : String(error));
    }
  }
  const routes = collectRoutes(manifests);
  const sections = collectSections(manifests);
  const helpPages = collectHelpPages(manifests);
  const entitySearches = collectEntitySearches(manifests);
  const referenceLinks = collectReferenceLinks(manifests);
  const nav = collectNav(manifests, routes, sections);
  const commands = collectCommands(manifests, nav, sections);
  const keybindings = collectKeybindings(manifests, nav, commands);
  return {
    pluginIds: manifests.map((manifest) => manifest.id),
    routes,
    sections,
    helpPages,
    entitySearches,
    referenceLinks,
    nav,
    commands,
    keybindings,
  };
}
