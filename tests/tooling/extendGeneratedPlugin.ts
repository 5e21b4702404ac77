import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Turns the generated demo-thing plugin into one that needs what core used to list by hand: a public
 * route, its own sidebar section and a help page (the generator already adds a permission area). Every
 * change stays inside plugins/demo-thing; the test file written here proves each reaches the console.
 */
export function extendGeneratedPlugin(root: string): void {
  const folder = join(root, 'plugins', 'demo-thing');
  const manifestPath = join(folder, 'index.ts');
  const manifest = readFileSync(manifestPath, 'utf8');
  const extended = manifest
    .replace(
      '  permissionAreas: DEMO_THING_AREAS,\n',
      `  permissionAreas: DEMO_THING_AREAS,
  navSections: [
    { id: 'demo', title: 'Demo', order: 65, submenu: true, docsSlug: 'demo-guide', summary: 'Demo things.' },
  ],
  helpPages: [{ slug: 'demo-guide', order: 65, load: () => import('./help/demo-guide.md?raw') }],
`,
    )
    .replace(
      '  routes: [\n',
      `  routes: [
    {
      id: 'demoStatus',
      path: '/demo-status/:code',
      title: 'Demo status',
      permission: 'ignoreAndReturnTrue',
      layout: 'public',
      docsSlug: 'demo-guide',
      load: () => import('./pages/DemoStatusPage.tsx'),
    },
`,
    )
    .replace("section: 'configure'", "section: 'demo'");
  if (extended === manifest || extended.includes("section: 'configure'")) {
    throw new Error(`The generated manifest no longer has the expected shape:\n${manifest}`);
  }
  writeFileSync(manifestPath, extended);
  writeFileSync(
    join(folder, 'pages', 'DemoStatusPage.tsx'),
    `import { useParams } from 'react-router-dom';

export default function DemoStatusPage() {
  const { code } = useParams();
  return (
    <main>
      <h1>Demo status {code}</h1>
    </main>
  );
}
`,
  );
  mkdirSync(join(folder, 'help'));
  writeFileSync(
    join(folder, 'help', 'demo-guide.md'),
    '# Demo things\n\nHow demo things are kept for the tenant.\n\n## Creating one\n\nPress Create.\n',
  );
  writeFileSync(join(folder, 'extension.test.tsx'), EXTENSION_TEST);
}

const EXTENSION_TEST = `import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionCatalogue } from '../../core/contract/permissionCatalogue.ts';
import { docsSlugFor } from '../../core/shell/docsLink.ts';
import { adminUser, renderWorkspace } from '../renderWorkspace.tsx';
import demoThingPlugin from './index.ts';

describe('what demo-thing adds to the console from its own folder', { timeout: 30_000 }, () => {
  it('opens its public route signed out', async () => {
    const view = await renderWorkspace({ plugins: [demoThingPlugin], user: null, path: '/demo-status/42' });
    expect(await screen.findByRole('heading', { name: 'Demo status 42' })).toBeTruthy();
    expect(view.pathname()).toBe('/demo-status/42');
  });

  it('adds its permission area, its sidebar section and its help page', async () => {
    const view = await renderWorkspace({
      plugins: [demoThingPlugin],
      user: adminUser({ permissions: { demoThing: '1111' } }),
    });
    await screen.findByRole('heading', { name: 'Getting Started' });
    expect(permissionCatalogue().map((area) => area.area)).toContain('demoThing');

    const sidebar = document.querySelector<HTMLElement>('nav[data-icon-only]');
    if (!sidebar) throw new Error('no sidebar');
    await view.events.click(within(sidebar).getByRole('button', { name: /Demo/ }));
    const flyout = screen.getByRole('group', { name: 'Demo' });
    expect(within(flyout).getByRole('link', { name: 'Demo things' })).toBeTruthy();

    const { contributions } = view.workspace;
    expect(contributions.helpPages.map((page) => page.slug)).toContain('demo-guide');
    expect(docsSlugFor('/configure/demo-thing', contributions)).toBe('demo-guide');
    expect(docsSlugFor('/demo-status/42', contributions)).toBe('demo-guide');
  });
});
`;
