import { definePlugin } from '../../core/plugin/manifest.ts';
import { TransfersIcon } from './icons.tsx';
import { transferModule } from './module.ts';
import { COPY_GRANT_KEYS, COPY_GRANTS_SECTION, TRANSFER_FOCUS_PARAM, TRANSFER_KEY, TRANSFER_PATH } from './paths.ts';

/**
 * Transfer: configuration copied between tenants, the copy events of this tenant, and (in Settings) which
 * tenants may copy into this one.
 */
export default definePlugin({
  id: 'transfer',
  dependsOn: ['engine', 'resourceKit', 'settings', 'workflowStudio'],
  module: transferModule,
  helpPages: [{ slug: 'transfer', order: 110, load: () => import('./help/transfer.md?raw') }],
  routes: [
    {
      id: 'transfer',
      path: TRANSFER_PATH,
      title: 'Transfer',
      permission: TRANSFER_KEY,
      layout: 'main',
      load: () => import('./pages/TransferPage.tsx'),
    },
  ],
  nav: [{ id: 'transfer', section: 'transfer', title: 'Transfer', icon: TransfersIcon, routeId: 'transfer' }],
  commands: [
    {
      id: 'transfer.copy',
      title: 'Copy to tenant…',
      category: 'Transfer',
      keywords: ['transfer', 'copy', 'configuration', 'tenant', 'promote'],
      permission: TRANSFER_KEY,
      run: ({ navigate }) => navigate(`${TRANSFER_PATH}?${TRANSFER_FOCUS_PARAM}=target`),
    },
    {
      id: 'transfer.export',
      title: 'Export configuration bundle',
      category: 'Transfer',
      keywords: ['transfer', 'bundle', 'download', 'json', 'git'],
      permission: TRANSFER_KEY,
      run: ({ navigate }) => navigate(`${TRANSFER_PATH}?${TRANSFER_FOCUS_PARAM}=export`),
    },
    {
      id: 'transfer.import',
      title: 'Import configuration bundle',
      category: 'Transfer',
      keywords: ['transfer', 'bundle', 'upload', 'json', 'git'],
      permission: TRANSFER_KEY,
      run: ({ navigate }) => navigate(`${TRANSFER_PATH}?${TRANSFER_FOCUS_PARAM}=import`),
    },
    {
      id: 'transfer.grants',
      title: 'Tenants that may copy here',
      category: 'Transfer',
      keywords: ['transfer', 'copy', 'grant', 'trust', 'allow', 'tenant', 'settings'],
      permission: COPY_GRANT_KEYS.read,
      run: ({ navigate }) => navigate(`/settings?section=${COPY_GRANTS_SECTION}`),
    },
  ],
});
