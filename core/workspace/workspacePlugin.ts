import { ALWAYS_ALLOWED } from '../contract/permissions.ts';
import { definePlugin } from '../plugin/manifest.ts';
import { PluginContributions } from '../plugin/PluginContributions.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { DEFAULT_DOCS_SLUG, openDocs } from '../shell/docsLink.ts';
import { SidebarState } from '../shell/layout/SidebarState.ts';
import { SPEC_NAV_SECTIONS } from './specSections.ts';
import { toggleFullScreen } from './fullScreen.ts';

export const GETTING_STARTED_PATH = '/';

/**
 * The shell's own manifest: the Getting Started page at the base path and the commands of the
 * workspace itself. The base path has no sidebar entry in the spec, so its "Go to" is a command.
 */
export const workspacePlugin = definePlugin({
  id: 'workspace',
  navSections: SPEC_NAV_SECTIONS,
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
      id: 'workspace.gettingStarted',
      title: 'Go to Getting Started',
      category: 'Navigation',
      keywords: ['home', 'start', 'welcome', 'overview'],
      keybinding: 'g h',
      permission: ALWAYS_ALLOWED,
      run: (ctx) => ctx.navigate(GETTING_STARTED_PATH),
    },
    {
      id: 'workspace.toggleFullScreen',
      title: 'Toggle full screen',
      category: 'View',
      keywords: ['fullscreen', 'maximize', 'presentation', 'kiosk'],
      keybinding: 'f',
      permission: ALWAYS_ALLOWED,
      run: () => toggleFullScreen(),
    },
    {
      id: 'workspace.toggleSidebarIcons',
      title: 'Toggle sidebar icons',
      category: 'View',
      keywords: ['sidebar', 'collapse', 'expand', 'icon-only', 'labels', 'menu'],
      keybinding: '[',
      permission: ALWAYS_ALLOWED,
      run: (ctx) => ctx.get<SidebarState>(SidebarState).toggleIconOnly(),
    },
    {
      id: 'workspace.openHelp',
      title: 'Open help for this screen',
      category: 'Help',
      keywords: ['documentation', 'docs', 'manual', 'workflow orchestration'],
      permission: ALWAYS_ALLOWED,
      run: (ctx) => openDocs(ctx.pathname, ctx.get<PluginContributions>(PluginContributions)),
    },
    {
      id: 'workspace.signOut',
      title: 'Sign out',
      category: 'Account',
      keywords: ['log out', 'logout', 'exit', 'leave'],
      permission: ALWAYS_ALLOWED,
      run: (ctx) => ctx.get<SessionStore>(SessionStore).logout(),
    },
  ],
});
