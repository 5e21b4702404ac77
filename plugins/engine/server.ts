import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { ENGINE_MIGRATIONS } from './server/engineMigrations.ts';
import { seedCatalogue } from './server/seed/catalogueSeed.ts';
import { servicesResource } from './server/servicesResource.ts';
import { taskTemplatesResource } from './server/taskTemplatesResource.ts';
import { workflowDraftRoutes } from './server/workflowRoutes.ts';
import { workflowsResource } from './server/workflowsResource.ts';
import { workflowVersionRoutes } from './server/workflowVersions.ts';
import { workflowXmlRoutes } from './server/workflowXmlRoutes.ts';
import { ElementGate } from './server/network/ElementGate.ts';
import { networkElementsResource } from './server/network/networkElementsResource.ts';
import { networkRoutes } from './server/network/networkRoutes.ts';
import { provisioningTemplatesResource } from './server/network/provisioningTemplatesResource.ts';
import { simulatorEndpoints } from './server/simulator/simulatorEndpoints.ts';
import { simulatorRoutes } from './server/simulator/simulatorRoutes.ts';
import { TASK_QUEUE, type EngineDeps, type TaskJob } from './server/orders/execution/OrderAdvancer.ts';
import { TaskRunner } from './server/orders/execution/TaskRunner.ts';
import { orderActionRoutes } from './server/orders/orderActionRoutes.ts';
import { bulkOrderRoutes } from './server/orders/bulkOrderRoutes.ts';
import { BULK_QUEUE, BulkOrders, type BulkJob } from './server/orders/bulkOrders.ts';
import { OrderEventHub } from './server/orders/OrderEventHub.ts';
import { executionRoutes } from './server/orders/executionRoutes.ts';
import { orderCommentRoute } from './server/orders/orderCommentRoute.ts';
import { orderRoutes } from './server/orders/orderRoutes.ts';
import { orderStreamRoute } from './server/orders/orderStreamRoute.ts';
import { orderSubmitter } from './server/orders/orderSubmitter.ts';
import { orderEventSource } from './server/orders/orderEventSource.ts';
import { worklistResource } from './server/worklist/worklistResource.ts';
import { worklistRoutes } from './server/worklist/worklistRoutes.ts';
import { dashboardRoutes } from './server/dashboard/dashboardRoutes.ts';
import { ordersResource } from './server/orders/ordersResource.ts';
import { foldOrderStatsRegularly, STATS_QUEUE } from './server/orders/orderStats.ts';
import { OrderWatch, WATCH_QUEUE, watchOrdersRegularly } from './server/orders/orderWatch.ts';
import type { ServerServices } from '../../core/server/serverPlugin.ts';
import type { NetworkCallDeps } from './server/network/networkCall.ts';

/** What the engine's routes and workers share in one process: the element gate above all. */
const processParts = new WeakMap<
  ServerServices,
  { engine: EngineDeps; network: NetworkCallDeps; hub: OrderEventHub }
>();
function partsOf(services: ServerServices) {
  let parts = processParts.get(services);
  if (!parts) {
    parts = {
      engine: {
        expressions: services.expressions,
        forms: services.forms,
        intake: services.intake,
        mappings: services.mappings,
        jobs: services.jobs,
        clock: services.clock,
        recoveryMs: services.config.SDP_JOB_RECOVERY_SECONDS * 1000,
      },
      hub: new OrderEventHub(services.database),
      network: {
        db: services.db,
        expressions: services.expressions,
        translations: services.translations,
        secrets: services.secrets,
        localOrigin: services.localOrigin,
        gate: new ElementGate(),
      },
    };
    processParts.set(services, parts);
  }
  return parts;
}

/**
 * The provisioning engine's server half: task templates, workflows with their draft and published
 * versions, services, network elements with their provisioning templates, and the network simulator.
 * The screens that edit and watch them are plugins of their own; what they share with this half is in
 * `core/contract/engine/`.
 */
export default defineServerPlugin({
  id: 'engine',
  migrations: ENGINE_MIGRATIONS,
  // A step's job left under way by a process that died expires and runs again: the attempt is taken up with its id.
  queues: (config) => [
    { name: TASK_QUEUE, retryLimit: 5, retryDelaySeconds: 1, expireInSeconds: config.SDP_JOB_RECOVERY_SECONDS },
    { name: BULK_QUEUE, retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: config.SDP_JOB_RECOVERY_SECONDS },
    { name: STATS_QUEUE, retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: config.SDP_JOB_RECOVERY_SECONDS },
    { name: WATCH_QUEUE, retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: config.SDP_JOB_RECOVERY_SECONDS },
  ],
  routes: (services) => {
    const { engine, network, hub } = partsOf(services);
    services.orders.provide(orderSubmitter(services.db, engine));
    services.orderEvents.provide(orderEventSource);
    return [
      ...taskTemplatesResource(services),
      ...workflowsResource(services),
      ...workflowDraftRoutes(services),
      ...workflowVersionRoutes(services),
      ...workflowXmlRoutes(services),
      ...servicesResource(services),
      ...networkElementsResource(services),
      ...provisioningTemplatesResource(services),
      ...networkRoutes(services, network),
      ...simulatorRoutes(services),
      ...ordersResource(services),
      ...orderRoutes(services, engine),
      ...executionRoutes(services),
      orderCommentRoute(services),
      ...orderActionRoutes(services, engine),
      ...bulkOrderRoutes(services, engine),
      orderStreamRoute(services, hub),
      ...worklistResource(services),
      ...worklistRoutes(services, engine),
      ...dashboardRoutes(services),
    ];
  },
  workers: (services) => {
    const { engine, network } = partsOf(services);
    const runner = new TaskRunner(services.db, engine, network);
    services.jobs.work<TaskJob>(TASK_QUEUE, { concurrency: 20, idleMs: 500 }, (job) => runner.run(job));
    const bulk = new BulkOrders(services.db, engine);
    services.jobs.work<BulkJob>(BULK_QUEUE, { concurrency: 2, idleMs: 1000 }, (job) => bulk.run(job.data));
    foldOrderStatsRegularly(services.jobs, services.db, (error) => services.log.error({ err: error }, 'order stats'));
    const watch = new OrderWatch(services.db, engine);
    watchOrdersRegularly(services.jobs, watch, (error) => services.log.error({ err: error }, 'order watch'));
  },
  endpoints: [simulatorEndpoints],
  seed: seedCatalogue,
});
