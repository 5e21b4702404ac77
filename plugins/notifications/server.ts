import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { provide } from '../../core/server/pluginServices.ts';
import { NotificationSources } from './public/server/NotificationSources.ts';
import { alertsResource } from './server/alertsResource.ts';
import { sourcesOf } from './server/ContributedSources.ts';
import { NOTIFY_QUEUE, notifyRegularly } from './server/notifier.ts';
import { seedNotifications } from './server/notificationsSeed.ts';
import { NOTIFICATIONS_MIGRATIONS } from './server/notificationsTables.ts';
import { sentResource } from './server/sentResource.ts';

/**
 * The server half of the notifications: their definitions, the notifier that follows the engine's order
 * events and the sources other plugins contribute (stock below threshold) and sends (email, SMS to the
 * outbox, webhook), and what was sent, with resend.
 */
export default defineServerPlugin({
  id: 'notifications',
  dependsOn: ['engine'],
  migrations: NOTIFICATIONS_MIGRATIONS,
  queues: (config) => [
    { name: NOTIFY_QUEUE, retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: config.SDP_JOB_RECOVERY_SECONDS },
  ],
  provides: (services) => [provide(NotificationSources, sourcesOf(services))],
  routes: (services) => [...alertsResource(services), ...sentResource(services)],
  workers: (services) => notifyRegularly(services.jobs, services, () => sourcesOf(services).list()),
  seed: seedNotifications,
});
