import type { HelpPageDefinition, NavSectionDefinition, PluginManifest } from './manifest.ts';

export class SectionContributionError extends Error {}

const SLUG = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Every contributed sidebar section, in sidebar order; throws on a duplicate id or a malformed slug. */
export function collectSections(manifests: readonly PluginManifest[]): (NavSectionDefinition & { pluginId: string })[] {
  const owners = new Map<string, string>();
  const sections = manifests.flatMap((manifest) =>
    (manifest.navSections ?? []).map((section) => {
      const owner = owners.get(section.id);
      if (owner) {
        throw new SectionContributionError(
          `Duplicate nav section id "${section.id}": declared by plugin "${owner}" and again by plugin "${manifest.id}"`,
        );
      }
      owners.set(section.id, manifest.id);
      if (!SLUG.test(section.docsSlug)) {
        throw new SectionContributionError(
          `Nav section "${section.id}" of plugin "${manifest.id}" has the docs slug "${section.docsSlug}", which is not lower-case words joined by hyphens`,
        );
      }
      return { ...section, pluginId: manifest.id };
    }),
  );
  return sections.sort((a, b) => a.order - b.order);
}

/** Every contributed help page, in reading order; throws on a duplicate or malformed slug. */
export function collectHelpPages(manifests: readonly PluginManifest[]): (HelpPageDefinition & { pluginId: string })[] {
  const owners = new Map<string, string>();
  const pages = manifests.flatMap((manifest) =>
    (manifest.helpPages ?? []).map((page) => {
      if (!SLUG.test(page.slug)) {
        throw new SectionContributionError(
          `Help page "${page.slug}" of plugin "${manifest.id}" needs a slug of lower-case words joined by hyphens`,
        );
      }
      const owner = owners.get(page.slug);
      if (owner) {
        throw new SectionContributionError(
          `Duplicate help page "${page.slug}": declared by plugin "${owner}" and again by plugin "${manifest.id}"`,
        );
      }
      owners.set(page.slug, manifest.id);
      return { ...page, pluginId: manifest.id };
    }),
  );
  return pages.sort((a, b) => a.order - b.order);
}
