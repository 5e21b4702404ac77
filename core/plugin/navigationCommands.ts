import type { NavEntry, RegisteredCommand, RegisteredSection } from './PluginContributions.ts';

export const NAVIGATION_CATEGORY = 'Navigation';

export function navigationCommandId(navId: string): string {
  return `nav.${navId}`;
}

/**
 * One "Go to <title>" palette command per sidebar entry, so nothing is declared twice. Entries whose
 * titles collide (Configure › Logs, Inventory › Logs) name their section: "Go to Logs (Inventory)", except an
 * entry named like its own section (the top-level Dashboard beside Inventory › Dashboard).
 */
export function navigationCommands(
  nav: readonly NavEntry[],
  sections: readonly RegisteredSection[],
): RegisteredCommand[] {
  const sectionTitles = new Map(sections.map((section) => [section.id, section.title]));
  const titleCounts = new Map<string, number>();
  for (const entry of nav) titleCounts.set(entry.title, (titleCounts.get(entry.title) ?? 0) + 1);
  return nav.map((entry) => {
    const section = sectionTitles.get(entry.section) ?? entry.section;
    // A top-level entry named like its section (Dashboard) keeps the plain title; the others name their section.
    const ambiguous = (titleCounts.get(entry.title) ?? 0) > 1 && section !== entry.title;
    const path = entry.route.path;
    return {
      id: entry.commandId,
      title: ambiguous ? `Go to ${entry.title} (${section})` : `Go to ${entry.title}`,
      category: NAVIGATION_CATEGORY,
      keywords: section === entry.title ? [section] : [section, entry.title],
      permission: entry.permission,
      pluginId: entry.pluginId,
      run: (ctx) => ctx.navigate(path),
    };
  });
}
