import type { HelpPageDefinition } from '../../core/plugin/manifest.ts';
import { parseDoc, type ParsedDoc } from './parseDoc.ts';

/** The loaded documentation: every help page, parsed, in reading order. */
export interface DocLibrary {
  readonly pages: readonly ParsedDoc[];
  find(slug: string): ParsedDoc | undefined;
}

const libraries = new WeakMap<readonly HelpPageDefinition[], Promise<DocLibrary>>();

/** Loads and parses the given help pages once (per list); a failed load is tried again next time. */
export function loadDocLibrary(helpPages: readonly HelpPageDefinition[]): Promise<DocLibrary> {
  const known = libraries.get(helpPages);
  if (known) return known;
  const ordered = [...helpPages].sort((a, b) => a.order - b.order);
  const loading = Promise.all(ordered.map(async (page) => parseDoc(page.slug, (await page.load()).default))).then(
    (pages): DocLibrary => ({ pages, find: (slug) => pages.find((page) => page.slug === slug) }),
  );
  libraries.set(helpPages, loading);
  loading.catch(() => libraries.delete(helpPages));
  return loading;
}
