import { definePlugin } from '../../core/plugin/manifest.ts';
import { TransfersIcon } from './icons.tsx';
import { TRANSFER_KEY, TRANSFER_PATH } from './paths.ts';

/** Transfer: configuration copied between tenants, and the copy events of this tenant. */
export default definePlugin({
  id: 'transfer',
  dependsOn: ['resourceKit'],
  helpPages: [{ slug: 'transfer', order: 110, load: () => import('./help/transfer.md?raw') }],
  routes: [
    {
      id: 'transfer',
      path: TRANSFER_PATH,
      title: 'Transfer',
      permission: TRANSFER_KEY,
      layout: 'main',
      load: () => import('./pages/CopyEventsPage.tsx'),
    },
  ],
  nav: [{ id: 'transfer', section: 'transfer', title: 'Transfer', icon: TransfersIcon, routeId: 'transfer' }],
  commands: [],
});
