import { beforeAll, describe, expect, it } from 'vitest';
import { loadDocLibrary, type DocLibrary } from './docLibrary.ts';
import { DOCS_HELP_PAGES } from './helpPages.ts';
import { searchDocs as searchLibrary, snippetFor } from './searchDocs.ts';

let library: DocLibrary;
beforeAll(async () => {
  library = await loadDocLibrary(DOCS_HELP_PAGES);
});

const searchDocs = (query: string) => searchLibrary(library, query);
const findDocPage = (slug: string) => library.find(slug);

describe('searchDocs', () => {
  it('finds a page section by a word that appears only in its text', () => {
    const [first] = searchDocs('ICCID');
    expect(first).toMatchObject({ slug: 'inventory', anchor: 'stock', title: 'Stock', pageTitle: 'Inventory' });
    expect(first?.snippet).toMatch(/ICCID/);
  });

  it('ranks a heading match above mentions in other pages', () => {
    const [first] = searchDocs('worklist');
    expect(first).toMatchObject({ slug: 'monitor', anchor: 'worklist' });
  });

  it('puts the page itself first when the query is its title', () => {
    expect(searchDocs('translator')[0]).toMatchObject({ slug: 'translator', anchor: null, title: 'Translator' });
  });

  it('needs every word of the query, each at the start of a word', () => {
    const results = searchDocs('rotate signing');
    expect(results[0]).toMatchObject({ slug: 'reverse', anchor: 'configuration' });
    for (const result of results) {
      const section = findDocPage(result.slug)?.sections.find(
        (candidate) => candidate.id === (result.anchor ?? result.slug),
      );
      const text = `${result.pageTitle} ${result.title} ${section?.text ?? ''}`.toLowerCase();
      expect(text).toMatch(/\brotat/);
      expect(text).toMatch(/\bsigning/);
    }
    expect(searchDocs('signing').length).toBeGreaterThan(results.length);
  });

  it('finds abbreviated headings with the palette scorer when no word matches', () => {
    expect(searchDocs('wrkflw studio').map((result) => result.anchor)).toContain('workflow-studio');
  });

  it('lists every page for an empty query, in reading order', () => {
    expect(searchDocs('').map((result) => result.slug)).toEqual(DOCS_HELP_PAGES.map((source) => source.slug));
  });

  it('cuts a snippet around the first match, at word boundaries', () => {
    const text = `${'filler words '.repeat(20)}the retry policy decides ${'more padding '.repeat(30)}`;
    const snippet = snippetFor(text, ['retry']);
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet).toContain('the retry policy decides');
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet.length).toBeLessThan(180);
  });
});
