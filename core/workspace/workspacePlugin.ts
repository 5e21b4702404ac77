import { ALWAYS_ALLOWED } from '../contract/permissions.ts';
import { definePlugin } from '../plugin/manifest.ts';
import { PluginContributions } from '../plugin/PluginContributions.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { openDocs } from '../shell/docsLink.ts';
import { SidebarState } from '../shell/layout/SidebarState.ts';
import { SPEC_NAV_SECTIONS } from './specSections.ts';
import { toggleFullScreen } from './fullScreen.ts';

/**
 * The shell's own manifest: the spec's sidebar sections and the commands of the workspace itself. The
 * page at the base path (Getting Started) is a plugin's (`home`).
 */
export const workspacePlugin = definePlugin({
  id: 'workspace',
  navSections: SPEC_NAV_SECTIONS,
  routes: [],
  nav: [],
  commands: [
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
