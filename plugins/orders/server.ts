import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import type { ServerServices } from '../../core/server/serverPlugin.ts';
import { OrderActions } from '../engine/public/server/OrderActions.ts';
import { bulkOrderRoutes } from './server/bulkOrderRoutes.ts';
import { BULK_QUEUE, BulkOrders, type BulkJob } from './server/bulkOrders.ts';
import { executionRoutes } from './server/executionRoutes.ts';
import { orderActionRoutes } from './server/orderActionRoutes.ts';
import { orderCommentRoute } from './server/orderCommentRoute.ts';
import { orderRoutes } from './server/orderRoutes.ts';
import { ordersResource } from './server/ordersResource.ts';
import { WorkflowLayouts } from '../engine/public/server/workflowLayouts.ts';

const bulkOrders = (services: ServerServices) => new BulkOrders(services.db, services.get(OrderActions), services.jobs);

/**
 * The server half of the order monitor: the listing and one order's reads, the workflow executions, the
 * operator's actions and comments (through the engine's), and bulk repush and cancel as jobs.
 */
export default defineServerPlugin({
  id: 'orders',
  dependsOn: ['engine', 'resourceKit'],
  queues: (config) => [
    { name: BULK_QUEUE, retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: config.SDP_JOB_RECOVERY_SECONDS },
  ],
  routes: (services) => {
    const layouts = new WorkflowLayouts();
    return [
      ...ordersResource(services),
      ...orderRoutes(services, layouts),
      ...executionRoutes(services, layouts),
      orderCommentRoute(services),
      ...orderActionRoutes(services),
      ...bulkOrderRoutes(services, bulkOrders(services)),
    ];
  },
  workers: (services) => {
    const bulk = bulkOrders(services);
    services.jobs.work<BulkJob>(BULK_QUEUE, { concurrency: 2, idleMs: 1000 }, (job) => bulk.run(job.data));
  },
});
