import { describe, expect, it } from 'vitest';
import { collectContributions } from '../../core/plugin/collectContributions.ts';
import { docsSlugFor } from '../../core/shell/docsLink.ts';
import { BUILT_IN_PLUGINS } from '../../core/workspace/createWorkspace.ts';
import { plugins } from '../../plugins/index.ts';

const contributions = collectContributions([...BUILT_IN_PLUGINS, ...plugins]);
const pages = new Set(contributions.helpPages.map((page) => page.slug));
const sectionsWithScreens = contributions.sections.filter((section) =>
  contributions.nav.some((entry) => entry.section === section.id),
);

describe('the help button in the enabled console', () => {
  it('opens a page that exists for every sidebar section with a screen and every route', () => {
    for (const section of sectionsWithScreens) expect(pages, `section ${section.id}`).toContain(section.docsSlug);
    for (const route of contributions.routes) {
      expect(pages, `route ${route.id}`).toContain(docsSlugFor(route.path.replace(/:\w+/g, 'x'), contributions));
    }
  });

  it('opens the account page on the public screens and the Getting Started page on the base path', () => {
    for (const route of contributions.routes.filter((candidate) => candidate.layout === 'public')) {
      expect(docsSlugFor(route.path.replace(/:\w+/g, 'x'), contributions), route.id).toBe('account');
    }
    expect(docsSlugFor('/', contributions)).toBe('getting-started');
  });

  it('has a screen in every section of the sidebar, and would have no page about a section without one', () => {
    const empty = contributions.sections.filter((section) => !sectionsWithScreens.includes(section));
    expect(empty.map((section) => section.id)).toEqual([]);
    for (const section of empty) expect(pages, `section ${section.id}`).not.toContain(section.docsSlug);
  });

  it('takes each page about a screen from the plugin that owns the screen', () => {
    for (const section of sectionsWithScreens) {
      const page = contributions.helpPages.find((candidate) => candidate.slug === section.docsSlug);
      const owners = contributions.nav.filter((entry) => entry.section === section.id).map((entry) => entry.pluginId);
      expect(owners, `page ${section.docsSlug}`).toContain(page?.pluginId);
    }
  });
});
