import { namedRows } from '../../../core/server/references/namedRows.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { resourceCopy } from '../../resourceKit/public/server/resourceCopy.ts';
import { TRANSLATOR_RESOURCE } from '../paths.ts';
import { translatorsDeclaration } from './translatorsResource.ts';

/**
 * Translations (XSLT) in the map of references: they name nothing; services' operations, triggers and
 * provisioning templates name them.
 */
export const translationReferences = (services: ServerServices): ReferenceKind => ({
  kind: 'translation',
  title: 'translation',
  permission: TRANSLATOR_RESOURCE.permissions.read,
  refersTo: [],
  copy: resourceCopy(translatorsDeclaration(), services),
  items: (db, tenantId) => namedRows(db, 'translators', tenantId),
});
