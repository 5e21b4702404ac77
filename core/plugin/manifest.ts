import type { ComponentType } from 'react';
import type { ContainerModule, ServiceIdentifier } from 'inversify';
import type { PermissionArea } from '../contract/permissionCatalogue.ts';
import type { PermissionRequirement } from '../contract/permissions.ts';
import type { Query } from '../http/callDefinition.ts';

/**
 * The ids of the spec's sidebar sections (spec section 2), which `core/workspace/specSections.ts`
 * contributes: that list and these keys are kept in step (`specSections.test.ts`).
 */
export interface SpecSectionIds {
  dashboard: true;
  monitor: true;
  studio: true;
  configure: true;
  translator: true;
  inventory: true;
  reports: true;
  settings: true;
  reverse: true;
  users: true;
  transfer: true;
  dev: true;
}

/**
 * The ids of every sidebar section: the spec's, and those plugins add. A plugin that contributes a
 * section in `navSections` declares its id here, beside that declaration, by declaration merging:
 *
 * ```ts
 * declare module '../../core/plugin/manifest.ts' {
 *   interface SectionIds {
 *     billing: true;
 *   }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- plugins add their sections' ids by declaration merging
export interface SectionIds extends SpecSectionIds {}

/** A sidebar section's id: a misspelt `section` of a nav entry fails the type-check, not the start. */
export type SectionId = keyof SectionIds;
export type SpecSectionId = keyof SpecSectionIds;

/**
 * A section of the sidebar. The core's workspace contributes the spec's (Dashboard … Dev); a plugin may
 * add its own (and its id to `SectionIds`).
 */
export interface NavSectionDefinition {
  id: SectionId;
  title: string;
  /** Position in the sidebar, ascending (the spec's sections use 10, 20 … 120). */
  order: number;
  /**
   * True: a submenu of its permitted entries, even of one (Configure › Logs). False: a top-level link to
   * its first permitted entry (Dashboard, Reports).
   */
  submenu: boolean;
  /** One line for the section's Getting Started card. */
  summary: string;
  /** The page of the user documentation the help button opens from the section's screens. */
  docsSlug: string;
}

export type NavSection = NavSectionDefinition;

/** A page of the user documentation a plugin adds: its Markdown, loaded with the docs window. */
export interface HelpPageDefinition {
  /** The docs window's `url` parameter: lower-case words joined by hyphens. */
  slug: string;
  /** Place in the documentation's reading order; the spec's sections use 10, 20, … 120. */
  order: number;
  /** The page's Markdown, loaded when the docs window or its search first needs it. */
  load: () => Promise<{ default: string }>;
}

/** `main`: inside the layout, login needed; `none`: no layout, login needed; `public`: no layout, no login. */
export type RouteLayout = 'main' | 'none' | 'public';

export interface RouteDefinition {
  id: string;
  /** Path under the /sdp base, e.g. `/monitor/order-listing`. */
  path: string;
  /** Feeds the document title `SDP - <title>`. */
  title: string;
  permission: PermissionRequirement;
  /**
   * The documentation page the help button opens here. By default: the section of the nav entry whose
   * screen this is (or the deepest one above its path), else the section named like its first segment.
   */
  docsSlug?: string;
  layout: RouteLayout;
  /**
   * False for a screen about one record that a link opens with its parameters (an order's page): it is
   * never offered as a landing page. Default true.
   */
  landing?: boolean;
  /**
   * Landing values older consoles stored for this screen (spec section 2): a user whose landing page is
   * one of them lands here (`['/order-listing']` for `/monitor/order-listing`).
   */
  legacyLanding?: readonly string[];
  /** Lazy, so each plugin becomes its own chunk: `() => import('./pages/UsersPage.tsx')`. */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The screen's first data, which the shell starts as the route opens, beside its chunk (and on a page
   * load or after sign-in beside user-and-roles): GETs whose answers the screen's own calls take through
   * `PreloadedCalls` instead of sending them again. Keep it free of zod: the manifest loads with the workspace.
   */
  preload?: (context: RoutePreloadContext) => void;
}

/** What a route's `preload` is given. */
export interface RoutePreloadContext {
  /** The query of the URL being opened. */
  readonly search: URLSearchParams;
  /** Starts `GET path?query` for the screen (`PreloadedCalls.preload`). */
  get(path: string, query?: Query): void;
  /** Whether the signed-in user holds a permission: a read the screen makes only then. */
  permitted(requirement: PermissionRequirement): boolean;
}

export type IconComponent = ComponentType<{ className?: string }>;

/**
 * A key string (`mod+k`, `shift+?`, `g o`, `x`), or the same with `global: true`, which lets a
 * `mod+` combination fire while focus is in a text field.
 */
export type KeybindingInput = string | { key: string; global?: boolean };

export interface NavDefinition {
  id: string;
  /** The id of a contributed section: the spec's or a plugin's (see `SectionIds`). */
  section: SectionId;
  title: string;
  icon: IconComponent;
  routeId: string;
  /** Position inside the section, ascending; entries without one follow in declaration order. */
  order?: number;
  /** Defaults to the permission of the route the entry points at. */
  permission?: PermissionRequirement;
  /** Key of the entry's derived "Go to <title>" command. */
  keybinding?: KeybindingInput;
}

/** What a command receives when it runs; the shell provides it. */
export interface CommandContext {
  /** Navigates inside the console; paths are relative to the /sdp base. */
  navigate(to: string): void;
  /** The current path inside the console, e.g. `/monitor/worklist`. */
  readonly pathname: string;
  /** Resolves a service from the container: `ctx.get(OrdersStore)`. */
  get<T>(token: ServiceIdentifier<T>): T;
  /** Opens the palette, on the page of the given command when one is named. */
  openPalette(pageCommandId?: string): void;
}

export interface PalettePageItem {
  id: string;
  title: string;
  subtitle?: string;
  run(ctx: CommandContext): void | Promise<void>;
}

/** One record an entity search found: a palette row that opens it. */
export interface EntitySearchResult extends PalettePageItem {
  /** What was typed names this record exactly (an order's number): it ranks above everything, and Enter opens it. */
  exact?: boolean;
}

/**
 * A kind of record the palette's top level finds by what is typed (orders by number, services, workflows),
 * shown as a group of its own under the commands. The palette asks after a pause in typing, cancels a search
 * the next keystroke makes stale (`signal`), and asks only the searches whose permission the user holds.
 */
export interface EntitySearchDefinition {
  id: string;
  /** The group's heading: `Orders`. */
  title: string;
  permission: PermissionRequirement;
  /** Fewer characters typed than this ask nothing (default 2). */
  minLength?: number;
  search(query: string, ctx: CommandContext, signal: AbortSignal): Promise<readonly EntitySearchResult[]>;
}

/** A nested palette page, e.g. "Go to order…" asking for an order number. */
export interface PalettePage {
  placeholder: string;
  /** Items for what was typed so far (entity lookup); may be fetched. */
  items?(query: string, ctx: CommandContext): readonly PalettePageItem[] | Promise<readonly PalettePageItem[]>;
  /** Runs on Enter with the typed value when no item is chosen. */
  onSubmit?(value: string, ctx: CommandContext): void | Promise<void>;
}

interface CommandBase {
  id: string;
  title: string;
  category: string;
  keywords?: readonly string[];
  keybinding?: KeybindingInput;
  permission: PermissionRequirement;
  /** A precondition on the current context, e.g. the current path; hidden and not fired when false. */
  when?(ctx: CommandContext): boolean;
  /** Also an item of the user menu (the avatar's), with this icon: "Change password". */
  userMenu?: { icon: IconComponent };
}

/** A palette entry and shortcut: either it runs, or it opens a nested palette page, or both (run on key, page in palette). */
export type CommandDefinition = CommandBase &
  ({ run(ctx: CommandContext): void | Promise<void>; page?: PalettePage } | { run?: never; page: PalettePage });

/** An extra key for a command declared anywhere, including a nav entry's `nav.<id>` command. */
export interface KeybindingDefinition {
  key: string;
  command: string;
  global?: boolean;
}

/**
 * Where an item of a kind of the map of references opens (a form in the designer, a task template in its
 * panel), for the pickers' links; `id` is the item's id where its kind has one.
 */
export interface ReferenceLinkDefinition {
  /** The kind's id in the map (`form`). */
  kind: string;
  href: (item: { name: string; id: string | null }) => string | null;
}

export interface PluginManifest {
  id: string;
  /**
   * The plugins whose public folder this plugin imports (`['engine']`): they must be enabled, and their
   * modules load first. The import-boundary lint rule holds the imports to this list.
   */
  dependsOn?: readonly string[];
  routes: readonly RouteDefinition[];
  nav: readonly NavDefinition[];
  commands: readonly CommandDefinition[];
  keybindings?: readonly KeybindingDefinition[];
  /**
   * Areas of the permission catalogue the spec does not name, which this plugin's keys use; declared
   * once in a zod-free file of the plugin that its server half contributes too.
   */
  permissionAreas?: readonly PermissionArea[];
  /**
   * Sidebar sections this plugin adds (its nav entries, and other plugins', may use them); each id is
   * also declared in `SectionIds`, beside this list.
   */
  navSections?: readonly NavSectionDefinition[];
  /** Kinds of record the palette's top level finds by what is typed, each a group under the commands. */
  entitySearches?: readonly EntitySearchDefinition[];
  /** Where the items of the kinds this plugin owns in the map of references open. */
  referenceLinks?: readonly ReferenceLinkDefinition[];
  /** Pages this plugin adds to the user documentation, placed in its reading order by `order`. */
  helpPages?: readonly HelpPageDefinition[];
  /** Binds the plugin's stores and services (singletons) into the application container. */
  module?: ContainerModule;
}

/** Declares a web plugin; the PluginHost validates it together with all other plugins. */
export function definePlugin(manifest: PluginManifest): PluginManifest {
  return manifest;
}
