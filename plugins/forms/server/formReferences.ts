import { namedRows } from '../../../core/server/references/namedRows.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { resourceCopy } from '../../resourceKit/public/server/resourceCopy.ts';
import { FORM_TEMPLATE_RESOURCE } from '../paths.ts';
import { formTemplatesDeclaration } from './formTemplatesResource.ts';

/** Forms in the map of references: they name nothing; services' operations and HUMAN tasks name them. */
export const formReferences = (services: ServerServices): ReferenceKind => ({
  kind: 'form',
  title: 'form',
  permission: FORM_TEMPLATE_RESOURCE.permissions.read,
  refersTo: [],
  copy: resourceCopy(formTemplatesDeclaration(), services),
  items: (db, tenantId) => namedRows(db, 'form_templates', tenantId),
});
