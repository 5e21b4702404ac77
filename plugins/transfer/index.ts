import { definePlugin } from '../../core/plugin/manifest.ts';
import { TransfersIcon } from './icons.tsx';
import { TRANSFER_FOCUS_PARAM, TRANSFER_KEY, TRANSFER_PATH } from './paths.ts';

/** Transfer: configuration copied between tenants, and the copy events of this tenant. */
export default definePlugin({
  id: 'transfer',
  dependsOn: ['engine', 'resourceKit', 'workflowStudio'],
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
  ],
});
