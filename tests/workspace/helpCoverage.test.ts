import { describe, expect, it } from 'vitest';
import { collectContributions } from '../../core/plugin/collectContributions.ts';
import { docsSlugFor } from '../../core/shell/docsLink.ts';
import { BUILT_IN_PLUGINS } from '../../core/workspace/createWorkspace.ts';
import { plugins } from '../../plugins/index.ts';

const contributions = collectContributions([...BUILT_IN_PLUGINS, ...plugins]);
const pages = new Set(contributions.helpPages.map((page) => page.slug));

describe('the help button in the enabled console', () => {
  it('opens a page that exists for every sidebar section and every route', () => {
    for (const section of contributions.sections) expect(pages, `section ${section.id}`).toContain(section.docsSlug);
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
});
