import { ALWAYS_ALLOWED } from '../../core/contract/permissions.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { DEFAULT_DOCS_SLUG } from '../../core/shell/docsLink.ts';
import { GETTING_STARTED_COMMAND_ID, GETTING_STARTED_PATH } from './paths.ts';

/**
 * Getting Started at the base path: what the console does, the areas the user may open and the shortcuts
 * worth knowing first. The base path has no sidebar entry in the spec, so its "Go to" is a command. The
 * console lands here when a user's landing page opens nothing.
 */
export default definePlugin({
  id: 'home',
  routes: [
    {
      id: 'getting-started',
      path: GETTING_STARTED_PATH,
      title: 'Getting Started',
      permission: ALWAYS_ALLOWED,
      layout: 'main',
      docsSlug: DEFAULT_DOCS_SLUG,
      load: () => import('./pages/GettingStartedPage.tsx'),
    },
  ],
  nav: [],
  commands: [
    {
      id: GETTING_STARTED_COMMAND_ID,
      title: 'Go to Getting Started',
      category: 'Navigation',
      keywords: ['home', 'start', 'welcome', 'overview'],
      keybinding: 'g h',
      permission: ALWAYS_ALLOWED,
      run: (ctx) => ctx.navigate(GETTING_STARTED_PATH),
    },
  ],
});
