import { beforeAll, describe, expect, it } from 'vitest';
import { collectContributions } from '../../core/plugin/collectContributions.ts';
import { BUILT_IN_PLUGINS } from '../../core/workspace/createWorkspace.ts';
import { loadDocLibrary, type DocLibrary } from '../../plugins/docs/docLibrary.ts';
import { plugins } from '../../plugins/index.ts';

/** Every help page of the enabled console: the docs plugin's and those of the plugins owning the screens. */
const HELP_PAGES = collectContributions([...BUILT_IN_PLUGINS, ...plugins]).helpPages;

let library: DocLibrary;
beforeAll(async () => {
  library = await loadDocLibrary(HELP_PAGES);
});

const findDocPage = (slug: string) => library.find(slug);

/** Links between pages are written `?url=<slug>#<anchor>` or `#<anchor>` in the Markdown. */
function internalLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(((?:\?url=|#)[^)\s]*)\)/g)].map((match) => match[1] as string);
}

describe('documentation content', () => {
  it('gives every page exactly one title and real content', () => {
    for (const page of library.pages) {
      expect(
        page.headings.filter((heading) => heading.depth === 1),
        page.slug,
      ).toHaveLength(1);
      expect(page.sections.length, page.slug).toBeGreaterThan(2);
      expect(page.summary.length, page.slug).toBeGreaterThan(80);
    }
  });

  it('links only to pages and headings that exist', async () => {
    for (const { slug, load } of HELP_PAGES) {
      for (const link of internalLinks((await load()).default)) {
        const url = new URL(link.startsWith('#') ? `?url=${slug}${link}` : link, 'http://docs.test/sdp/docs');
        const target = findDocPage(url.searchParams.get('url') ?? '');
        expect(target, `${slug}: ${link}`).toBeDefined();
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor)
          expect(
            target?.headings.map((h) => h.id),
            `${slug}: ${link}`,
          ).toContain(anchor);
      }
    }
  });

  it('documents every order state and the permission key of each monitor screen', () => {
    const monitor = findDocPage('monitor');
    const text = monitor?.sections.map((section) => section.text).join(' ') ?? '';
    for (const state of [
      'PENDING',
      'RUNNING',
      'WAITING_MANUAL',
      'PAUSED',
      'FAILED_TEMP',
      'COMPLETED',
      'FAILED',
      'CANCELLED',
      'ROLLED_BACK',
    ]) {
      expect(text).toContain(state);
    }
    for (const key of [
      'monitor:orders:r',
      'monitor:worklist:r',
      'monitor:workflows:r',
      'monitor:inbound api:r',
      'monitor:notifications:r',
    ]) {
      expect(text).toContain(key);
    }
  });
});
