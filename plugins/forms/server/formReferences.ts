import { tableCopy } from '../../../core/server/references/tableCopy.ts';
import { namedRows } from '../../../core/server/references/namedRows.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import { FORM_TEMPLATE_RESOURCE } from '../paths.ts';

/** Forms in the map of references: they name nothing; services' operations and HUMAN tasks name them. */
export const formReferences: ReferenceKind = {
  kind: 'form',
  title: 'form',
  permission: FORM_TEMPLATE_RESOURCE.permissions.read,
  refersTo: [],
  copy: tableCopy({ table: 'form_templates' }),
  items: (db, tenantId) => namedRows(db, 'form_templates', tenantId),
};
