import { NETWORK_PERMISSIONS } from '../engine/public/contract/enginePaths.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { NetworksIcon } from './icons.tsx';
import { NETWORKS_PATH, PROVISIONING_PATH } from './paths.ts';

/** Configure › Networks: the network elements HTTP tasks call, and each one's provisioning templates. */
export default definePlugin({
  id: 'networks',
  dependsOn: ['engine', 'resourceKit'],
  routes: [
    {
      id: 'networks',
      path: NETWORKS_PATH,
      title: 'Networks',
      permission: NETWORK_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/NetworkElementsPage.tsx'),
    },
    {
      id: 'networks-provisioning',
      path: PROVISIONING_PATH,
      title: 'Provisioning templates',
      permission: NETWORK_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/ProvisioningTemplatesPage.tsx'),
    },
  ],
  nav: [
    { id: 'networks', section: 'configure', title: 'Networks', icon: NetworksIcon, routeId: 'networks', order: 50 },
  ],
  referenceLinks: [
    { kind: 'networkElement', href: ({ id }) => (id ? `${NETWORKS_PATH}?edit=${encodeURIComponent(id)}` : null) },
    {
      kind: 'provisioningTemplate',
      href: ({ id }) => (id ? `${PROVISIONING_PATH}?edit=${encodeURIComponent(id)}` : null),
    },
  ],
  commands: [
    {
      id: 'networks.create',
      title: 'Create network element',
      category: 'Networks',
      keywords: ['hlr', 'pcrf', 'billing', 'endpoint', 'base url'],
      permission: NETWORK_PERMISSIONS.create,
      run: ({ navigate }) => navigate(`${NETWORKS_PATH}?new=1`),
    },
    {
      id: 'networks.provisioning',
      title: 'Go to Provisioning templates',
      category: 'Networks',
      keywords: ['request template', 'network template', 'send test request'],
      permission: NETWORK_PERMISSIONS.read,
      run: ({ navigate }) => navigate(PROVISIONING_PATH),
    },
  ],
});
