import { tableCopy } from '../../../core/server/references/tableCopy.ts';
import { namedRows } from '../../../core/server/references/namedRows.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import { ALERT_RESOURCE } from '../paths.ts';

/** Notifications in the map of references: the service whose orders they follow, when limited to one. */
export const notificationReferences: ReferenceKind = {
  kind: 'notification',
  title: 'notification',
  permission: ALERT_RESOURCE.permissions.read,
  refersTo: [{ kind: 'service', via: 'service' }],
  copy: tableCopy({ table: 'alerts', names: { service: 'service' } }),
  items: (db, tenantId) =>
    namedRows<{ id: string; name: string; enabled: boolean; service: string | null }>(db, 'alerts', tenantId, {
      columns: ['service'],
      refs: (row) => (row.service ? [{ kind: 'service', name: row.service, via: 'service' }] : []),
    }),
};
