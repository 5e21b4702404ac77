import type { PluginManifest } from '../core/plugin/manifest.ts';
import accountPlugin from './account/index.ts';
import configurationLogsPlugin from './configurationLogs/index.ts';
import dashboardPlugin from './dashboard/index.ts';
import enginePlugin from './engine/index.ts';
import devPlugin from './dev/index.ts';
import docsPlugin from './docs/index.ts';
import homePlugin from './home/index.ts';
import ordersPlugin from './orders/index.ts';
import networksPlugin from './networks/index.ts';
import servicesPlugin from './services/index.ts';
import settingsPlugin from './settings/index.ts';
import tasksPlugin from './tasks/index.ts';
import usersPlugin from './users/index.ts';
import viewsPlugin from './views/index.ts';
import workflowsPlugin from './workflows/index.ts';
import workflowStudioPlugin from './workflowStudio/index.ts';
import worklistPlugin from './worklist/index.ts';
import translatorPlugin from './translator/index.ts';
import formsPlugin from './forms/index.ts';
import rulesPlugin from './rules/index.ts';
import triggersPlugin from './triggers/index.ts';
import notificationsPlugin from './notifications/index.ts';
import inventoryPlugin from './inventory/index.ts';
import transferPlugin from './transfer/index.ts';
import reportsPlugin from './reports/index.ts';
import resourceKitPlugin from './resourceKit/index.ts';
import reverseSyncPlugin from './reverseSync/index.ts';

/**
 * The enabled web plugins: adding a feature is one folder and one line here. Each plugin's module loads
 * after those of the plugins it depends on.
 */
export const plugins: readonly PluginManifest[] = [
  accountPlugin,
  docsPlugin,
  homePlugin,
  viewsPlugin,
  resourceKitPlugin,
  enginePlugin,
  dashboardPlugin,
  ordersPlugin,
  worklistPlugin,
  devPlugin,
  workflowStudioPlugin,
  workflowsPlugin,
  servicesPlugin,
  tasksPlugin,
  networksPlugin,
  configurationLogsPlugin,
  usersPlugin,
  settingsPlugin,
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
