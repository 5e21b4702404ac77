import { beforeAll, describe, expect, it } from 'vitest';
import { collectContributions } from '../../core/plugin/collectContributions.ts';
import { BUILT_IN_PLUGINS } from '../../core/workspace/createWorkspace.ts';
import { loadDocLibrary, type DocLibrary } from '../../plugins/docs/docLibrary.ts';
import { plugins } from '../../plugins/index.ts';
import { searchDocs as searchLibrary, snippetFor } from '../../plugins/docs/searchDocs.ts';

/** Every help page of the enabled console: the docs plugin's and those of the plugins owning the screens. */
const HELP_PAGES = collectContributions([...BUILT_IN_PLUGINS, ...plugins]).helpPages;

let library: DocLibrary;
beforeAll(async () => {
  library = await loadDocLibrary(HELP_PAGES);
});

const searchDocs = (query: string) => searchLibrary(library, query);
const findDocPage = (slug: string) => library.find(slug);

describe('searchDocs', () => {
  it('finds a page section by a word that appears only in its text', () => {
    const [first] = searchDocs('backoff');
    expect(first).toMatchObject({ slug: 'studio', anchor: 'steps', title: 'Steps', pageTitle: 'Studio' });
    expect(first?.snippet).toMatch(/backoff/);
  });

  it('ranks a heading match above mentions in other pages', () => {
    const [first] = searchDocs('worklist');
    expect(first).toMatchObject({ slug: 'monitor', anchor: 'worklist' });
  });

  it('puts the page itself first when the query is its title', () => {
    expect(searchDocs('translator')[0]).toMatchObject({ slug: 'translator', anchor: null, title: 'Translator' });
  });

  it('needs every word of the query, each at the start of a word', () => {
    const results = searchDocs('landing signing');
    expect(results[0]?.slug).toBeDefined();
    for (const result of results) {
      const section = findDocPage(result.slug)?.sections.find(
        (candidate) => candidate.id === (result.anchor ?? result.slug),
      );
      const text = `${result.pageTitle} ${result.title} ${section?.text ?? ''}`.toLowerCase();
      expect(text).toMatch(/\blanding/);
      expect(text).toMatch(/\bsigning/);
    }
    expect(searchDocs('signing').length).toBeGreaterThan(results.length);
  });

  it('finds abbreviated headings with the palette scorer when no word matches', () => {
    expect(searchDocs('wrkflw studio').map((result) => result.anchor)).toContain('workflow-studio');
  });

  it('lists every page for an empty query, in reading order', () => {
    expect(searchDocs('').map((result) => result.slug)).toEqual(HELP_PAGES.map((source) => source.slug));
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
