import { inject, injectable } from 'inversify';
import { computed, makeObservable } from 'mobx';
import type { IconComponent } from '../plugin/manifest.ts';
import { PluginContributions, type NavEntry, type RegisteredSection } from '../plugin/PluginContributions.ts';
import { PermissionChecker } from './PermissionChecker.ts';

/** A section that is not a submenu: a top-level link to its first permitted entry (Dashboard, Reports…). */
export interface SidebarItem {
  kind: 'item';
  section: RegisteredSection;
  entry: NavEntry;
}

/** A submenu section (Monitor, Configure…): its permitted entries, even a single one. */
export interface SidebarSubmenu {
  kind: 'submenu';
  section: RegisteredSection;
  /** The icon of its first permitted entry, for the icon-only sidebar. */
  icon: IconComponent;
  entries: readonly NavEntry[];
}

export type SidebarNode = SidebarItem | SidebarSubmenu;

export const NavRegistry = Symbol.for('sdp.NavRegistry');
export interface NavRegistry {
  /** The sidebar's sections, in order. */
  readonly sections: readonly RegisteredSection[];
  /** Every entry, by section in sidebar order, then by `order`, then as declared. */
  readonly entries: readonly NavEntry[];
  /** The entries the current user may read, in the same order. */
  readonly permittedEntries: readonly NavEntry[];
  /** Sections in sidebar order; a section with no permitted entry is left out. */
  readonly sidebar: readonly SidebarNode[];
}

type Ranked = { entry: NavEntry; index: number };

const compareEntries = (sectionOrder: ReadonlyMap<string, number>) => (a: Ranked, b: Ranked) => {
  const bySection = (sectionOrder.get(a.entry.section) ?? 0) - (sectionOrder.get(b.entry.section) ?? 0);
  if (bySection !== 0) return bySection;
  const orderA = a.entry.order ?? Number.MAX_SAFE_INTEGER;
  const orderB = b.entry.order ?? Number.MAX_SAFE_INTEGER;
  return orderA !== orderB ? orderA - orderB : a.index - b.index;
};

@injectable()
export class MobxNavRegistry implements NavRegistry {
  readonly entries: readonly NavEntry[];
  readonly sections: readonly RegisteredSection[];

  constructor(
    @inject(PluginContributions) contributions: PluginContributions,
    @inject(PermissionChecker) private readonly permissions: PermissionChecker,
  ) {
    this.sections = contributions.sections;
    const sectionOrder = new Map(this.sections.map((section, index) => [section.id, index]));
    this.entries = contributions.nav
      .map((entry, index) => ({ entry, index }))
      .sort(compareEntries(sectionOrder))
      .map(({ entry }) => entry);
    makeObservable(this, { permittedEntries: computed, sidebar: computed });
  }

  get permittedEntries(): readonly NavEntry[] {
    return this.entries.filter((entry) => this.permissions.can(entry.permission));
  }

  get sidebar(): readonly SidebarNode[] {
    const permitted = new Set(this.permittedEntries);
    const nodes: SidebarNode[] = [];
    for (const section of this.sections) {
      const entries = this.entries.filter((entry) => entry.section === section.id && permitted.has(entry));
      const [first] = entries;
      if (!first) continue;
      nodes.push(
        section.submenu
          ? { kind: 'submenu', section, icon: first.icon, entries }
          : { kind: 'item', section, entry: first },
      );
    }
    return nodes;
  }
}
