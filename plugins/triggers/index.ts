import { definePlugin } from '../../core/plugin/manifest.ts';
import { InboundIcon, TriggersIcon } from './icons.tsx';
import { INBOUND_CALL_PERMISSIONS, INBOUND_MONITOR_PATH, TRIGGER_PERMISSIONS, TRIGGERS_PATH } from './paths.ts';

/** Configure › Triggers and Monitor › Inbound Triggers: outside requests that become orders, and their log. */
export default definePlugin({
  id: 'triggers',
  dependsOn: ['engine', 'resourceKit'],
  routes: [
    {
      id: 'triggers',
      path: TRIGGERS_PATH,
      title: 'Triggers',
      permission: TRIGGER_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/TriggersPage.tsx'),
    },
    {
      id: 'inbound-triggers',
      path: INBOUND_MONITOR_PATH,
      title: 'Inbound Triggers',
      permission: INBOUND_CALL_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/InboundTriggersPage.tsx'),
    },
  ],
  nav: [
    { id: 'triggers', section: 'configure', title: 'Triggers', icon: TriggersIcon, routeId: 'triggers', order: 80 },
    {
      id: 'inbound-triggers',
      section: 'monitor',
      title: 'Inbound Triggers',
      icon: InboundIcon,
      routeId: 'inbound-triggers',
      order: 40,
    },
  ],
  referenceLinks: [
    { kind: 'trigger', href: ({ id }) => (id ? `${TRIGGERS_PATH}?edit=${encodeURIComponent(id)}` : null) },
  ],
  commands: [
    {
      id: 'triggers.create',
      title: 'Create trigger',
      category: 'Triggers',
      keywords: ['inbound', 'webhook', 'api', 'endpoint'],
      permission: TRIGGER_PERMISSIONS.create,
      run: ({ navigate }) => navigate(`${TRIGGERS_PATH}?new=1`),
    },
  ],
});
