import { provide } from '../../core/server/pluginServices.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { MappingRules } from './public/server/MappingRules.ts';
import { NetworkCalls } from './public/server/NetworkCalls.ts';
import { OrderActions } from './public/server/OrderActions.ts';
import { OrderEventFeed } from './public/server/OrderEventFeed.ts';
import { OrderIntakeChecks } from './public/server/OrderIntakeChecks.ts';
import { OrderSubmissions } from './public/server/OrderSubmissions.ts';
import { StepTypes } from './public/server/StepTypes.ts';
import { WorklistActions } from './public/server/WorklistActions.ts';
import { engineProcess } from './server/engineProcess.ts';
import { orderEventSource } from './server/events/orderEventSource.ts';
import { orderStreamRoute } from './server/events/orderStreamRoute.ts';
import { HumanStepActions } from './server/execution/HumanStepActions.ts';
import { OperatorActions } from './server/execution/operatorActions.ts';
import { TASK_QUEUE, type TaskJob } from './server/execution/OrderAdvancer.ts';
import { TaskRunner } from './server/execution/TaskRunner.ts';
import { callsUnderWay } from './server/execution/callsUnderWay.ts';
import { intakeRoutes } from './server/intake/intakeRoutes.ts';
import { orderSubmitter } from './server/intake/orderSubmitter.ts';
import { ENGINE_MIGRATIONS } from './server/migrations/engineMigrations.ts';
import { networkCalls } from './server/network/networkCalls.ts';
import { seedCatalogue } from './server/seed/catalogueSeed.ts';
import { simulatorEndpoints } from './server/simulator/simulatorEndpoints.ts';
import { simulatorRoutes } from './server/simulator/simulatorRoutes.ts';
import { foldOrderStatsRegularly, STATS_QUEUE } from './server/stats/orderStats.ts';
import { OrderWatch, WATCH_QUEUE, watchOrdersRegularly } from './server/watch/orderWatch.ts';
import { regularWorkQueue } from '../../core/server/jobs/runRegularly.ts';

/**
 * The provisioning engine's server half: it takes orders in and runs them over the published workflows
 * (steps as durable jobs, retries, rollback, sub-orders, HUMAN steps as worklist items), follows them
 * (the order watch, the hourly figures), streams their events, and simulates the network elements of
 * the demo. It owns the tables of what it runs and of the orders. The screens and routes that configure
 * and watch it (services, tasks, networks, workflows, orders, worklist, dashboard) are plugins of their
 * own that use its public folder.
 */
export default defineServerPlugin({
  id: 'engine',
  dependsOn: ['forms', 'translator', 'resourceKit'],
  migrations: ENGINE_MIGRATIONS,
  // A step's job left under way by a process that died comes back once its lease is taken over (at the
  // latest once it expires) and runs again: the attempt is taken up with its id.
  queues: (config) => [
    { name: TASK_QUEUE, retryLimit: 5, retryDelaySeconds: 1, expireInSeconds: config.SDP_JOB_RECOVERY_SECONDS },
    regularWorkQueue(STATS_QUEUE, config.SDP_JOB_RECOVERY_SECONDS),
    regularWorkQueue(WATCH_QUEUE, config.SDP_JOB_RECOVERY_SECONDS),
  ],
  provides: (services) => {
    const { engine, network } = engineProcess(services);
    return [
      provide(OrderSubmissions, orderSubmitter(services.db, engine)),
      provide(OrderActions, new OperatorActions(services.db, engine)),
      provide(WorklistActions, new HumanStepActions(services.db, engine)),
      provide(OrderEventFeed, orderEventSource),
      provide(OrderIntakeChecks, engine.intake),
      provide(MappingRules, engine.mappings),
      provide(StepTypes, engine.stepTypes),
      provide(NetworkCalls, networkCalls(network)),
    ];
  },
  routes: (services) => {
    const { engine, hub } = engineProcess(services);
    return [...intakeRoutes(services, engine), orderStreamRoute(services, hub), ...simulatorRoutes(services)];
  },
  workers: (services) => {
    const { engine, network } = engineProcess(services);
    const runner = new TaskRunner(services.db, engine, network);
    services.jobs.work<TaskJob>(TASK_QUEUE, { concurrency: 20, idleMs: 500 }, (job) => runner.run(job));
    foldOrderStatsRegularly(services.jobs, services.db, (error) => services.log.error({ err: error }, 'order stats'));
    const watch = new OrderWatch(services.db, engine);
    watchOrdersRegularly(services.jobs, watch, (error) => services.log.error({ err: error }, 'order watch'));
  },
  heldWork: () => [callsUnderWay],
  endpoints: [simulatorEndpoints],
  seed: seedCatalogue,
});
