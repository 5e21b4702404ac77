import { DEV_ACCESS } from '../../core/contract/permissions.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { DevIcon } from './icons.tsx';

export const DEV_ORDER_PATH = '/dev/order';

/** The developer area: orders entered by hand, as a system would send them. */
export default definePlugin({
  id: 'dev',
  routes: [
    {
      id: 'dev-order',
      path: DEV_ORDER_PATH,
      title: 'Create Order',
      permission: DEV_ACCESS,
      layout: 'main',
      load: () => import('./pages/DevOrderPage.tsx'),
    },
  ],
  nav: [{ id: 'dev-order', section: 'dev', title: 'Create Order', icon: DevIcon, routeId: 'dev-order' }],
  commands: [
    {
      id: 'dev.createOrder',
      title: 'Create order (Dev)',
      category: 'Dev',
      keywords: ['submit order', 'test order', 'json'],
      permission: DEV_ACCESS,
      run: (ctx) => ctx.navigate(DEV_ORDER_PATH),
    },
  ],
});
