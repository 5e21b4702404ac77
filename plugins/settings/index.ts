import { definePlugin } from '../../core/plugin/manifest.ts';
import { SETTINGS_PERMISSIONS } from './paths.ts';
import { SettingsIcon } from './icons.tsx';
import { settingsModule } from './module.ts';

export const SETTINGS_PATH = '/settings';

export default definePlugin({
  id: 'settings',
  helpPages: [{ slug: 'settings', order: 80, load: () => import('./help/settings.md?raw') }],
  module: settingsModule,
  routes: [
    {
      id: 'settings',
      path: SETTINGS_PATH,
      title: 'Settings',
      permission: SETTINGS_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/SettingsPage.tsx'),
    },
  ],
  nav: [{ id: 'settings', section: 'settings', title: 'Settings', icon: SettingsIcon, routeId: 'settings' }],
  commands: [
    {
      id: 'settings.editStyle',
      title: 'Edit tenant style',
      category: 'Settings',
      keywords: ['theme', 'colour', 'color', 'branding', 'logo', 'tenant'],
      permission: SETTINGS_PERMISSIONS.update,
      run: ({ navigate }) => navigate(`${SETTINGS_PATH}?section=style`),
    },
  ],
});
