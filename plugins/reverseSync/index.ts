import { definePlugin } from '../../core/plugin/manifest.ts';
import { EventsIcon, ReverseConfigurationIcon, SubscribersIcon } from './icons.tsx';
import {
  CONFIGURATION_PATH,
  CONFIGURATION_PERMISSIONS,
  EVENT_PERMISSIONS,
  EVENTS_PATH,
  SOURCE_WORKFLOW_PATH,
  SUBSCRIBER_PERMISSIONS,
  SUBSCRIBERS_PATH,
} from './paths.ts';

/**
 * Reverse (the spec's section): subscribers that receive order events as signed webhooks, every event's
 * deliveries with replay, the workflow an order's events came from, and the rules of delivery.
 */
export default definePlugin({
  id: 'reverseSync',
  dependsOn: ['engine', 'resourceKit'],
  helpPages: [{ slug: 'reverse', order: 90, load: () => import('./help/reverse-sync.md?raw') }],
  routes: [
    {
      id: 'reverse-subscribers',
      path: SUBSCRIBERS_PATH,
      title: 'Subscribers',
      permission: SUBSCRIBER_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/SubscribersPage.tsx'),
    },
    {
      id: 'reverse-events',
      path: EVENTS_PATH,
      title: 'Events',
      permission: EVENT_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/EventsPage.tsx'),
    },
    {
      id: 'reverse-source-workflow',
      path: SOURCE_WORKFLOW_PATH,
      title: 'Source Workflow',
      permission: EVENT_PERMISSIONS.read,
      layout: 'main',
      landing: false,
      load: () => import('./pages/SourceWorkflowPage.tsx'),
    },
    {
      id: 'reverse-configuration',
      path: CONFIGURATION_PATH,
      title: 'Reverse Sync Configuration',
      permission: CONFIGURATION_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/ConfigurationPage.tsx'),
    },
  ],
  nav: [
    {
      id: 'reverse-subscribers',
      section: 'reverse',
      title: 'Subscribers',
      icon: SubscribersIcon,
      routeId: 'reverse-subscribers',
      order: 10,
    },
    {
      id: 'reverse-events',
      section: 'reverse',
      title: 'Events',
      icon: EventsIcon,
      routeId: 'reverse-events',
      order: 20,
    },
    {
      id: 'reverse-configuration',
      section: 'reverse',
      title: 'Configuration',
      icon: ReverseConfigurationIcon,
      routeId: 'reverse-configuration',
      order: 30,
    },
  ],
  referenceLinks: [
    {
      kind: 'reverseSubscriber',
      href: ({ id }) => (id ? `${SUBSCRIBERS_PATH}?edit=${encodeURIComponent(id)}` : null),
    },
  ],
  commands: [
    {
      id: 'reverseSync.newSubscriber',
      title: 'New subscriber',
      category: 'Reverse',
      keywords: ['webhook', 'reverse sync', 'crm', 'billing', 'endpoint', 'create subscriber'],
      permission: SUBSCRIBER_PERMISSIONS.create,
      run: ({ navigate }) => navigate(`${SUBSCRIBERS_PATH}?new=1`),
    },
    {
      id: 'reverseSync.replayFailed',
      title: 'Replay failed deliveries…',
      category: 'Reverse',
      keywords: ['webhook', 'redeliver', 'resend', 'reverse sync', 'failed events'],
      permission: EVENT_PERMISSIONS.update,
      run: ({ navigate }) => navigate(`${EVENTS_PATH}?replayFailed=1`),
    },
  ],
});
