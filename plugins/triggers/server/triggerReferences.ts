import { tableCopy } from '../../../core/server/references/tableCopy.ts';
import { namedRows } from '../../../core/server/references/namedRows.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import { TRIGGER_RESOURCE } from '../paths.ts';

/** Triggers in the map of references: the service whose operation they order, and their translation. */
export const triggerReferences: ReferenceKind = {
  kind: 'trigger',
  title: 'trigger',
  permission: TRIGGER_RESOURCE.permissions.read,
  refersTo: [
    { kind: 'service', via: 'service' },
    { kind: 'translation', via: 'translation' },
  ],
  copy: tableCopy({
    table: 'triggers',
    secrets: { secret: '' },
    toggle: 'enabled',
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
};
