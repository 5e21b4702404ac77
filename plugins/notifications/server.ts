import { notificationReferences } from './server/notificationReferences.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { provide } from '../../core/server/pluginServices.ts';
import { NotificationSources } from './public/server/NotificationSources.ts';
import { alertsResource } from './server/alertsResource.ts';
import { sourcesOf } from './server/ContributedSources.ts';
import { NOTIFY_QUEUE, notifyRegularly } from './server/notifier.ts';
import { seedNotifications } from './server/notificationsSeed.ts';
import { NOTIFICATIONS_MIGRATIONS } from './server/notificationsTables.ts';
import { sentResource } from './server/sentResource.ts';
import { regularWorkQueue } from '../../core/server/jobs/runRegularly.ts';

/**
 * The server half of the notifications: their definitions, the notifier that follows the engine's order
 * events and the sources other plugins contribute (stock below threshold) and sends (email, SMS to the
 * outbox, webhook), and what was sent, with resend.
 */
export default defineServerPlugin({
  id: 'notifications',
  dependsOn: ['engine', 'resourceKit'],
  migrations: NOTIFICATIONS_MIGRATIONS,
  queues: (config) => [regularWorkQueue(NOTIFY_QUEUE, config.SDP_JOB_RECOVERY_SECONDS)],
  references: (services) => [notificationReferences(services)],
  provides: (services) => [provide(NotificationSources, sourcesOf(services))],
  routes: (services) => [...alertsResource(services), ...sentResource(services)],
  workers: (services) => notifyRegularly(services.jobs, services, () => sourcesOf(services).list()),
  seed: seedNotifications,
});
