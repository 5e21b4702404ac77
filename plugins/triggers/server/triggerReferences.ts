import { namedRows } from '../../../core/server/references/namedRows.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { resourceCopy } from '../../resourceKit/public/server/resourceCopy.ts';
import { TRIGGER_RESOURCE } from '../paths.ts';
import { triggersDeclaration } from './triggersResource.ts';

/**
 * Triggers in the map of references: the service whose operation they order, and their translation. A
 * copy leaves the secret behind: a new trigger stays disabled until one is entered.
 */
export const triggerReferences = (services: ServerServices): ReferenceKind => ({
  kind: 'trigger',
  title: 'trigger',
  permission: TRIGGER_RESOURCE.permissions.read,
  refersTo: [
    { kind: 'service', via: 'service' },
    { kind: 'translation', via: 'translation' },
  ],
  copy: resourceCopy(triggersDeclaration(services), services, {
    needs: ['service', 'translation'],
    secrets: { shown: ['secret'], fields: ['secret'] },
    names: { service: 'service', translation: 'translation' },
  }),
  items: (db, tenantId) =>
    namedRows<{
      id: string;
      name: string;
      enabled: boolean;
      service: string;
      operation: string;
      translation: string | null;
    }>(db, 'triggers', tenantId, {
      columns: ['service', 'operation', 'translation'],
      refs: (row) => [
        { kind: 'service', name: row.service, via: `service (operation ${row.operation})` },
        ...(row.translation ? [{ kind: 'translation', name: row.translation, via: 'translation' }] : []),
      ],
    }),
});
