import { namedRows } from '../../../core/server/references/namedRows.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { resourceCopy } from '../../resourceKit/public/server/resourceCopy.ts';
import { ALERT_RESOURCE } from '../paths.ts';
import { alertsDeclaration } from './alertsResource.ts';

/** Notifications in the map of references: the service whose orders they follow, when limited to one. */
export const notificationReferences = (services: ServerServices): ReferenceKind => ({
  kind: 'notification',
  title: 'notification',
  permission: ALERT_RESOURCE.permissions.read,
  refersTo: [{ kind: 'service', via: 'service' }],
  copy: resourceCopy(alertsDeclaration(), services, { names: { service: 'service' } }),
  items: (db, tenantId) =>
    namedRows<{ id: string; name: string; enabled: boolean; service: string | null }>(db, 'alerts', tenantId, {
      columns: ['service'],
      refs: (row) => (row.service ? [{ kind: 'service', name: row.service, via: 'service' }] : []),
    }),
});
