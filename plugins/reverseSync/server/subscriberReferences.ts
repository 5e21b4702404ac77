import { namedRows } from '../../../core/server/references/namedRows.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import { SUBSCRIBER_RESOURCE } from '../paths.ts';

/**
 * Reverse sync's subscribers in the map of references: the service their filter names and the translation
 * (XSLT) an XML payload goes through. Not copied by Transfer: each holds a signing secret and an address of
 * its environment.
 */
export const subscriberReferences: ReferenceKind = {
  kind: 'reverseSubscriber',
  title: 'reverse sync subscriber',
  permission: SUBSCRIBER_RESOURCE.permissions.read,
  refersTo: [
    { kind: 'service', via: 'service filter' },
    { kind: 'translation', via: 'XML translation' },
  ],
  items: (db, tenantId) =>
    namedRows<{ id: string; name: string; enabled: boolean; service: string | null; translation: string | null }>(
      db,
      'reverse_subscribers',
      tenantId,
      {
        columns: ['service', 'translation'],
        refs: (row) => [
          ...(row.service ? [{ kind: 'service', name: row.service, via: 'service filter' }] : []),
          ...(row.translation ? [{ kind: 'translation', name: row.translation, via: 'XML translation' }] : []),
        ],
      },
    ),
};
