import { DOC_SOURCES } from './docSources.ts';
import { parseDoc, type ParsedDoc } from './parseDoc.ts';

let pages: readonly ParsedDoc[] | null = null;

/** Every documentation page, parsed once, in reading order. */
export function docPages(): readonly ParsedDoc[] {
  pages ??= DOC_SOURCES.map(({ slug, markdown }) => parseDoc(slug, markdown));
  return pages;
}

export function findDocPage(slug: string): ParsedDoc | undefined {
  return docPages().find((page) => page.slug === slug);
}
