import type { ServerPlugin } from '../core/server/serverPlugin.ts';
import accountPlugin from './account/server.ts';
import configurationLogsPlugin from './configurationLogs/server.ts';
import enginePlugin from './engine/server.ts';
import settingsPlugin from './settings/server.ts';
import usersPlugin from './users/server.ts';
import viewsPlugin from './views/server.ts';
import translatorPlugin from './translator/server.ts';
import rulesPlugin from './rules/server.ts';
import triggersPlugin from './triggers/server.ts';
import notificationsPlugin from './notifications/server.ts';
import formsPlugin from './forms/server.ts';
import workflowsPlugin from './workflows/server.ts';
import servicesPlugin from './services/server.ts';
import tasksPlugin from './tasks/server.ts';
import networksPlugin from './networks/server.ts';
import ordersPlugin from './orders/server.ts';
import worklistPlugin from './worklist/server.ts';
import dashboardPlugin from './dashboard/server.ts';
import inventoryPlugin from './inventory/server.ts';
import transferPlugin from './transfer/server.ts';
import reportsPlugin from './reports/server.ts';
import resourceKitPlugin from './resourceKit/server.ts';
import reverseSyncPlugin from './reverseSync/server.ts';

/**
 * The server halves of the enabled feature plugins. Adding a feature is one line here; a plugin starts
 * after the plugins it depends on, whatever its place in the list.
 */
export const plugins: readonly ServerPlugin[] = [
  accountPlugin,
  usersPlugin,
  settingsPlugin,
  viewsPlugin,
  resourceKitPlugin,
  configurationLogsPlugin,
  enginePlugin,
  tasksPlugin,
  workflowsPlugin,
  servicesPlugin,
  networksPlugin,
  ordersPlugin,
  worklistPlugin,
  dashboardPlugin,
  translatorPlugin,
  formsPlugin,
  rulesPlugin,
  triggersPlugin,
  notificationsPlugin,
  inventoryPlugin,
  transferPlugin,
  reportsPlugin,
  reverseSyncPlugin,
];
