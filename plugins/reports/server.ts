import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { reportRoutes } from './server/reportRoutes.ts';
import { REPORTS_MIGRATIONS } from './server/reportsTables.ts';
import { savedReportRoutes } from './server/savedReportRoutes.ts';
import { startReportSchedules, REPORT_QUEUES } from './server/reportWorkers.ts';

/**
 * The server half of reports: each report's figures over the engine's orders, tasks and worklist, and
 * their export; saved reports and their schedules, mailed by a worker.
 */
export default defineServerPlugin({
  id: 'reports',
  dependsOn: ['engine', 'inventory'],
  migrations: REPORTS_MIGRATIONS,
  routes: (services) => [...reportRoutes(services), ...savedReportRoutes(services)],
  queues: () => REPORT_QUEUES,
  workers: startReportSchedules,
});
