import { SERVICE_PERMISSIONS } from '../engine/public/contract/enginePaths.ts';
import { serviceStudioHref } from '../engine/public/web/studioLinks.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { redirectKeepingQuery } from '../../core/workspace/redirectKeepingQuery.tsx';
import { ServicesIcon, ServiceStudioIcon } from './icons.tsx';
import { LEGACY_SERVICE_STUDIO_PATH, NEW_SERVICE_PARAM, SERVICE_STUDIO_PATH, SERVICES_PATH } from './paths.ts';

/**
 * Configure › Services and Studio › Service: the services orders are for, each operation's workflow,
 * form, rules and translation, as a grid and as a diagram.
 */
export default definePlugin({
  id: 'services',
  dependsOn: ['engine', 'resourceKit'],
  routes: [
    {
      id: 'services',
      path: SERVICES_PATH,
      title: 'Services',
      permission: SERVICE_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/ServicesPage.tsx'),
    },
    {
      id: 'service-studio',
      path: SERVICE_STUDIO_PATH,
      title: 'Service studio',
      permission: SERVICE_PERMISSIONS.read,
      layout: 'none',
      load: () => import('./pages/ServiceStudioPage.tsx'),
    },
    {
      id: 'service-studio-legacy',
      path: LEGACY_SERVICE_STUDIO_PATH,
      title: 'Service studio',
      permission: SERVICE_PERMISSIONS.read,
      layout: 'none',
      landing: false,
      load: redirectKeepingQuery(SERVICE_STUDIO_PATH),
    },
  ],
  nav: [
    { id: 'services', section: 'configure', title: 'Services', icon: ServicesIcon, routeId: 'services', order: 20 },
    {
      id: 'service-studio',
      section: 'studio',
      title: 'Service',
      icon: ServiceStudioIcon,
      routeId: 'service-studio',
      order: 20,
    },
  ],
  entitySearches: [
    {
      id: 'services',
      title: 'Services',
      permission: SERVICE_PERMISSIONS.read,
      search: async (query, ctx, signal) => (await import('./serviceLookup.ts')).searchServices(query, ctx, signal),
    },
  ],
  referenceLinks: [{ kind: 'service', href: ({ name }) => serviceStudioHref(name) }],
  commands: [
    {
      id: 'services.create',
      title: 'Create service',
      category: 'Services',
      keywords: ['catalogue', 'product', 'operation'],
      permission: SERVICE_PERMISSIONS.create,
      run: ({ navigate }) => navigate(`${SERVICES_PATH}?${NEW_SERVICE_PARAM.name}=${NEW_SERVICE_PARAM.value}`),
    },
    {
      id: 'services.open',
      title: 'Open service…',
      category: 'Service studio',
      keywords: ['studio', 'edit service', 'operations', 'diagram'],
      permission: SERVICE_PERMISSIONS.read,
      page: {
        placeholder: 'Service name',
        items: async (query, ctx) => (await import('./serviceLookup.ts')).serviceLookupItems(query, ctx),
      },
    },
  ],
});
