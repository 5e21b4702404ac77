import type { PermissionRequirement } from '../contract/permissions.ts';
import type { Keybinding } from '../registry/keybinding.ts';
import type {
  CommandDefinition,
  EntitySearchDefinition,
  HelpPageDefinition,
  NavDefinition,
  NavSectionDefinition,
  ReferenceLinkDefinition,
  RouteDefinition,
} from './manifest.ts';

export type RegisteredRoute = RouteDefinition & { pluginId: string };

export interface NavEntry extends NavDefinition {
  pluginId: string;
  /** The declared permission, or the route's. */
  permission: PermissionRequirement;
  route: RegisteredRoute;
  /** Id of the derived "Go to <title>" command. */
  commandId: string;
}

export type RegisteredCommand = CommandDefinition & { pluginId: string };

export type RegisteredSection = NavSectionDefinition & { pluginId: string };

export type RegisteredHelpPage = HelpPageDefinition & { pluginId: string };

export type RegisteredEntitySearch = EntitySearchDefinition & { pluginId: string };

export type RegisteredReferenceLink = ReferenceLinkDefinition & { pluginId: string };

export interface BoundKeybinding {
  keybinding: Keybinding;
  commandId: string;
  /** May fire while focus is in a text field (only `mod+` combinations). */
  global: boolean;
  pluginId: string;
}

/** Everything the enabled plugins contribute, validated: the one source the registries read. */
export const PluginContributions = Symbol.for('sdp.PluginContributions');
export interface PluginContributions {
  pluginIds: readonly string[];
  routes: readonly RegisteredRoute[];
  /** The sidebar's sections, in sidebar order. */
  sections: readonly RegisteredSection[];
  /** The pages of the user documentation, in reading order. */
  helpPages: readonly RegisteredHelpPage[];
  /** What the palette's top level searches besides commands, in plugin order. */
  entitySearches: readonly RegisteredEntitySearch[];
  /** Where each kind of the map of references opens, one per kind. */
  referenceLinks: readonly RegisteredReferenceLink[];
  /** In declaration order; the NavRegistry sorts them into the sidebar. */
  nav: readonly NavEntry[];
  /** Declared commands followed by the "Go to" command of every nav entry. */
  commands: readonly RegisteredCommand[];
  keybindings: readonly BoundKeybinding[];
}
