import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { configurationRoutes } from './server/configuration.ts';
import { deliveriesHeld } from './server/deliveriesHeld.ts';
import { deliveriesResource } from './server/deliveriesResource.ts';
import { deliveryFollowRoutes } from './server/deliveryFollowRoutes.ts';
import { DISPATCH_QUEUE, dispatchRegularly } from './server/dispatcher.ts';
import { receiverEndpoints, receiverRoutes } from './server/receiver.ts';
import { REPLAY_QUEUE, replayRoutes, runReplayJob } from './server/replayRoutes.ts';
import { REVERSE_MIGRATIONS } from './server/reverseMigrations.ts';
import { seedReverseSync } from './server/reverseSeed.ts';
import { sealStoredHeaders } from './server/sealStoredHeaders.ts';
import { subscriberReferences } from './server/subscriberReferences.ts';
import { subscriberActions } from './server/subscriberActions.ts';
import { subscribersResource } from './server/subscribersResource.ts';
import { regularWorkQueue } from '../../core/server/jobs/runRegularly.ts';

/**
 * The server half of reverse sync: subscribers and their signed webhooks, the dispatcher that turns the
 * engine's order events into deliveries and sends them with retries, the delivery log with replay, the
 * configuration, and the built-in receiver.
 */
export default defineServerPlugin({
  id: 'reverseSync',
  dependsOn: ['engine', 'translator', 'resourceKit'],
  migrations: REVERSE_MIGRATIONS,
  queues: (config) => [
    regularWorkQueue(DISPATCH_QUEUE, config.SDP_JOB_RECOVERY_SECONDS),
    { name: REPLAY_QUEUE, retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: config.SDP_JOB_RECOVERY_SECONDS },
  ],
  routes: (services) => [
    ...subscribersResource(services),
    ...subscriberActions(services),
    ...deliveriesResource(services),
    ...replayRoutes(services),
    ...configurationRoutes(services),
    ...receiverRoutes(services),
    ...deliveryFollowRoutes(services),
  ],
  endpoints: [receiverEndpoints],
  workers: (services) => {
    sealStoredHeaders(services).catch((error: unknown) =>
      services.log.error({ err: error }, 'reverse sync: header values stored in clear are not sealed yet'),
    );
    dispatchRegularly(services.jobs, services);
    services.jobs.work<{ jobId: string }>(REPLAY_QUEUE, { concurrency: 1, idleMs: 1_000 }, async (job) => {
      await runReplayJob(services, job.data.jobId);
    });
  },
  heldWork: (services) => [deliveriesHeld(services)],
  references: () => [subscriberReferences],
  seed: seedReverseSync,
});
