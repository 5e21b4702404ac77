import type { ServerPlugin } from '../core/server/serverPlugin.ts';
import configurationLogsPlugin from './configurationLogs/server.ts';
import enginePlugin from './engine/server.ts';
import settingsPlugin from './settings/server.ts';
import usersPlugin from './users/server.ts';
import translatorPlugin from './translator/server.ts';
import rulesPlugin from './rules/server.ts';
import triggersPlugin from './triggers/server.ts';
import notificationsPlugin from './notifications/server.ts';
import formsPlugin from './forms/server.ts';

/** The server halves of the enabled feature plugins. Adding a feature is one line here. */
export const plugins: readonly ServerPlugin[] = [
  usersPlugin,
  settingsPlugin,
  configurationLogsPlugin,
  enginePlugin,
  translatorPlugin,
  formsPlugin,
  rulesPlugin,
  triggersPlugin,
  notificationsPlugin,
];
