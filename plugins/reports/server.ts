import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { configurationRoutes } from './server/configurationRoutes.ts';
import { recipientRoutes } from './server/recipientRoutes.ts';
import { reportRoutes } from './server/reportRoutes.ts';
import { REPORTS_MIGRATIONS } from './server/reportsTables.ts';
import { savedReportRoutes } from './server/savedReportRoutes.ts';
import { scheduleRoutes } from './server/scheduleRoutes.ts';
import { startReportSchedules, REPORT_QUEUES } from './server/reportWorkers.ts';

/**
 * The server half of reports: each report's figures over the engine's orders, tasks and worklist, and
 * their export; saved reports and their schedules, mailed by a worker to users of the tenant and the
 * external addresses its configuration allows.
 */
export default defineServerPlugin({
  id: 'reports',
  dependsOn: ['engine', 'inventory', 'resourceKit'],
  migrations: REPORTS_MIGRATIONS,
  routes: (services) => [
    ...reportRoutes(services),
    ...savedReportRoutes(services),
    ...scheduleRoutes(services),
    ...recipientRoutes(services),
    ...configurationRoutes(services),
  ],
  queues: () => REPORT_QUEUES,
  workers: startReportSchedules,
});
