import { tableCopy } from '../../../core/server/references/tableCopy.ts';
import { namedRows } from '../../../core/server/references/namedRows.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import { TRANSLATOR_RESOURCE } from '../paths.ts';

/**
 * Translations (XSLT) in the map of references: they name nothing; services' operations, triggers and
 * provisioning templates name them.
 */
export const translationReferences: ReferenceKind = {
  kind: 'translation',
  title: 'translation',
  permission: TRANSLATOR_RESOURCE.permissions.read,
  refersTo: [],
  copy: tableCopy({ table: 'translators' }),
  items: (db, tenantId) => namedRows(db, 'translators', tenantId),
};
