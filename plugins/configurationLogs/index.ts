import { definePlugin } from '../../core/plugin/manifest.ts';
import { CONFIGURATION_LOGS_PERMISSIONS } from './paths.ts';
import { ConfigurationLogsIcon } from './icons.tsx';
import { configurationLogsModule } from './module.ts';

export const CONFIGURATION_LOGS_PATH = '/configure/logs';

export default definePlugin({
  id: 'configurationLogs',
  dependsOn: ['resourceKit'],
  module: configurationLogsModule,
  routes: [
    {
      id: 'configuration-logs',
      path: CONFIGURATION_LOGS_PATH,
      title: 'Configuration Logs',
      permission: CONFIGURATION_LOGS_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/ConfigurationLogsPage.tsx'),
    },
  ],
  nav: [
    {
      id: 'configuration-logs',
      section: 'configure',
      title: 'Logs',
      icon: ConfigurationLogsIcon,
      routeId: 'configuration-logs',
    },
  ],
  commands: [],
});
