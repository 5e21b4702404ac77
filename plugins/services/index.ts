import { SERVICE_PERMISSIONS } from '../../core/contract/engine/enginePaths.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { ServicesIcon } from './icons.tsx';
import { NEW_SERVICE_PARAM, SERVICES_PATH } from './paths.ts';

/** Configure › Services: the services orders are for, and each operation's workflow and form. */
export default definePlugin({
  id: 'services',
  routes: [
    {
      id: 'services',
      path: SERVICES_PATH,
      title: 'Services',
      permission: SERVICE_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/ServicesPage.tsx'),
    },
  ],
  nav: [
    { id: 'services', section: 'configure', title: 'Services', icon: ServicesIcon, routeId: 'services', order: 20 },
  ],
  commands: [
    {
      id: 'services.create',
      title: 'Create service',
      category: 'Services',
      keywords: ['catalogue', 'product', 'operation'],
      permission: SERVICE_PERMISSIONS.create,
      run: ({ navigate }) => navigate(`${SERVICES_PATH}?${NEW_SERVICE_PARAM.name}=${NEW_SERVICE_PARAM.value}`),
    },
  ],
});
