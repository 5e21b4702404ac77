import type { NavEntry } from '../../plugin/PluginContributions.ts';
import type { SidebarNode } from '../../registry/NavRegistry.ts';

function matches(routePath: string, pathname: string): boolean {
  if (routePath === '/') return pathname === '/';
  return pathname === routePath || pathname.startsWith(`${routePath}/`);
}

/** The entry the current path belongs to: the one with the longest matching route path. */
export function activeEntryId(entries: readonly NavEntry[], pathname: string): string | null {
  let best: NavEntry | null = null;
  for (const entry of entries) {
    if (!matches(entry.route.path, pathname)) continue;
    if (!best || entry.route.path.length > best.route.path.length) best = entry;
  }
  return best?.id ?? null;
}

export function nodeEntries(node: SidebarNode): readonly NavEntry[] {
  return node.kind === 'item' ? [node.entry] : node.entries;
}

export function nodeContains(node: SidebarNode, entryId: string | null): boolean {
  return entryId !== null && nodeEntries(node).some((entry) => entry.id === entryId);
}
