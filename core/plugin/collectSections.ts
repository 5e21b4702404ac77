import type {
  RegisteredEntitySearch,
  RegisteredHelpPage,
  RegisteredReferenceLink,
  RegisteredSection,
} from './PluginContributions.ts';
import type { PluginManifest } from './manifest.ts';
import { IdClaims, PluginManifestError } from './pluginManifestError.ts';

const SLUG = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Every contributed sidebar section, in sidebar order; throws on a duplicate id or a malformed slug. */
export function collectSections(manifests: readonly PluginManifest[]): RegisteredSection[] {
  const ids = new IdClaims('nav section');
  const sections = manifests.flatMap((manifest) =>
    (manifest.navSections ?? []).map((section) => {
      ids.claim(section.id, manifest.id);
      if (!SLUG.test(section.docsSlug)) {
        throw new PluginManifestError(
          `Nav section "${section.id}" of plugin "${manifest.id}" has the docs slug "${section.docsSlug}", which is not lower-case words joined by hyphens`,
        );
      }
      return { ...section, pluginId: manifest.id };
    }),
  );
  return sections.sort((a, b) => a.order - b.order);
}

/** Every contributed help page, in reading order; throws on a duplicate or malformed slug. */
export function collectHelpPages(manifests: readonly PluginManifest[]): RegisteredHelpPage[] {
  const slugs = new IdClaims('help page', 'help page');
  const pages = manifests.flatMap((manifest) =>
    (manifest.helpPages ?? []).map((page) => {
      if (!SLUG.test(page.slug)) {
        throw new PluginManifestError(
          `Help page "${page.slug}" of plugin "${manifest.id}" needs a slug of lower-case words joined by hyphens`,
        );
      }
      slugs.claim(page.slug, manifest.id);
      return { ...page, pluginId: manifest.id };
    }),
  );
  return pages.sort((a, b) => a.order - b.order);
}

/** Every contributed entity search of the palette, in plugin order; throws on a duplicate id. */
export function collectEntitySearches(manifests: readonly PluginManifest[]): RegisteredEntitySearch[] {
  const ids = new IdClaims('entity search');
  return manifests.flatMap((manifest) =>
    (manifest.entitySearches ?? []).map((search) => {
      ids.claim(search.id, manifest.id);
      return { ...search, pluginId: manifest.id };
    }),
  );
}

/** Every contributed link of a kind of the map of references; throws on a kind linked twice. */
export function collectReferenceLinks(manifests: readonly PluginManifest[]): RegisteredReferenceLink[] {
  const kinds = new IdClaims('reference link', 'reference link kind');
  return manifests.flatMap((manifest) =>
    (manifest.referenceLinks ?? []).map((link) => {
      kinds.claim(link.kind, manifest.id);
      return { ...link, pluginId: manifest.id };
    }),
  );
}
