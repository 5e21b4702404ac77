import { definePlugin } from '../../core/plugin/manifest.ts';
import { NotificationsIcon, SentIcon } from './icons.tsx';
import { ALERT_PERMISSIONS, NOTIFICATIONS_PATH, SENT_MONITOR_PATH, SENT_PERMISSIONS } from './paths.ts';

/** Configure › Notifications and Monitor › Notifications: what is sent on order events, and what was sent. */
export default definePlugin({
  id: 'notifications',
  dependsOn: ['engine', 'resourceKit'],
  routes: [
    {
      id: 'notifications',
      path: NOTIFICATIONS_PATH,
      title: 'Notifications',
      permission: ALERT_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/NotificationsPage.tsx'),
    },
    {
      id: 'notification-listing',
      path: SENT_MONITOR_PATH,
      title: 'Notifications',
      permission: SENT_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/SentNotificationsPage.tsx'),
    },
  ],
  nav: [
    {
      id: 'notifications',
      section: 'configure',
      title: 'Notifications',
      icon: NotificationsIcon,
      routeId: 'notifications',
      order: 60,
    },
    {
      id: 'notification-listing',
      section: 'monitor',
      title: 'Notifications',
      icon: SentIcon,
      routeId: 'notification-listing',
      order: 50,
    },
  ],
  referenceLinks: [
    { kind: 'notification', href: ({ id }) => (id ? `${NOTIFICATIONS_PATH}?edit=${encodeURIComponent(id)}` : null) },
  ],
  commands: [
    {
      id: 'notifications.create',
      title: 'Create notification',
      category: 'Notifications',
      keywords: ['alert', 'email', 'sms', 'webhook'],
      permission: ALERT_PERMISSIONS.create,
      run: ({ navigate }) => navigate(`${NOTIFICATIONS_PATH}?new=1`),
    },
  ],
});
