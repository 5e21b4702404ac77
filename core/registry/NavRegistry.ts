import { inject, injectable } from 'inversify';
import { computed, makeObservable } from 'mobx';
import { NAV_SECTIONS, type IconComponent, type NavSection } from '../plugin/manifest.ts';
import { PluginContributions, type NavEntry } from '../plugin/PluginContributions.ts';
import { PermissionChecker } from './PermissionChecker.ts';

/** A section declared with one entry: shown as a top-level item (Dashboard, Reports, Users…). */
export interface SidebarItem {
  kind: 'item';
  section: NavSection;
  entry: NavEntry;
}

/** A section declared with several entries: a submenu of the permitted ones. */
export interface SidebarSubmenu {
  kind: 'submenu';
  section: NavSection;
  /** The icon of its first permitted entry, for the icon-only sidebar. */
  icon: IconComponent;
  entries: readonly NavEntry[];
}

export type SidebarNode = SidebarItem | SidebarSubmenu;

export const NavRegistry = Symbol.for('sdp.NavRegistry');
export interface NavRegistry {
  /** Every entry, by section in spec order, then by `order`, then as declared. */
  readonly entries: readonly NavEntry[];
  /** The entries the current user may read, in the same order. */
  readonly permittedEntries: readonly NavEntry[];
  /** Sections in spec order; a submenu with no permitted entry is left out. */
  readonly sidebar: readonly SidebarNode[];
}

const SECTION_ORDER = new Map<string, number>(NAV_SECTIONS.map((section, index) => [section.id, index]));

function compareEntries(a: { entry: NavEntry; index: number }, b: { entry: NavEntry; index: number }): number {
  const bySection = (SECTION_ORDER.get(a.entry.section) ?? 0) - (SECTION_ORDER.get(b.entry.section) ?? 0);
  if (bySection !== 0) return bySection;
  const orderA = a.entry.order ?? Number.MAX_SAFE_INTEGER;
  const orderB = b.entry.order ?? Number.MAX_SAFE_INTEGER;
  return orderA !== orderB ? orderA - orderB : a.index - b.index;
}

@injectable()
export class MobxNavRegistry implements NavRegistry {
  readonly entries: readonly NavEntry[];

  constructor(
    @inject(PluginContributions) contributions: PluginContributions,
    @inject(PermissionChecker) private readonly permissions: PermissionChecker,
  ) {
    this.entries = contributions.nav
      .map((entry, index) => ({ entry, index }))
      .sort(compareEntries)
      .map(({ entry }) => entry);
    makeObservable(this, { permittedEntries: computed, sidebar: computed });
  }

  get permittedEntries(): readonly NavEntry[] {
    return this.entries.filter((entry) => this.permissions.can(entry.permission));
  }

  get sidebar(): readonly SidebarNode[] {
    const permitted = new Set(this.permittedEntries);
    const nodes: SidebarNode[] = [];
    for (const section of NAV_SECTIONS) {
      const declared = this.entries.filter((entry) => entry.section === section.id);
      const entries = declared.filter((entry) => permitted.has(entry));
      const [first] = entries;
      if (!first) continue;
      nodes.push(
        declared.length === 1
          ? { kind: 'item', section, entry: first }
          : { kind: 'submenu', section, icon: first.icon, entries },
      );
    }
    return nodes;
  }
}
