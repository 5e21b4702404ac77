import { networkElementCopy, provisioningTemplateCopy } from './networkCopies.ts';
import { provisioningTemplateName } from './templateNames.ts';
import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { NETWORK_ELEMENT_RESOURCE } from '../../engine/public/contract/networkElement.ts';
import { PROVISIONING_TEMPLATE_RESOURCE } from '../../engine/public/contract/provisioningTemplate.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';

/** Network elements in the map of references: they name nothing; task templates and templates name them. */
export const networkElementReferences = (services: ServerServices): ReferenceKind => ({
  kind: 'networkElement',
  title: 'network element',
  permission: NETWORK_ELEMENT_RESOURCE.permissions.read,
  refersTo: [],
  copy: networkElementCopy(services),
  items: async (db, tenantId) => {
    const rows = await engineDb(db)
      .selectFrom('network_elements')
      .select(['id', 'name', 'enabled'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, enabled: row.enabled, refs: [] }));
  },
});

/**
 * Provisioning templates in the map: part of their network element, and the translation (XSLT) their
 * rendered XML body goes through.
 */
export const provisioningTemplateReferences = (services: ServerServices): ReferenceKind => ({
  kind: 'provisioningTemplate',
  title: 'provisioning template',
  permission: PROVISIONING_TEMPLATE_RESOURCE.permissions.read,
  refersTo: [
    { kind: 'networkElement', via: 'network element (part of it)' },
    { kind: 'translation', via: 'translation' },
  ],
  copy: provisioningTemplateCopy(services),
  items: async (db, tenantId) => {
    const rows = await engineDb(db)
      .selectFrom('provisioning_templates as p')
      .innerJoin('network_elements as n', 'n.id', 'p.network_element_id')
      .select(['p.id', 'n.name as element', 'p.operation', 'p.translation', 'p.enabled'])
      .where('p.tenant_id', '=', tenantId)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: provisioningTemplateName(row.element, row.operation),
      enabled: row.enabled,
      refs: [
        { kind: 'networkElement', name: row.element, via: 'network element (part of it)', partOf: true },
        ...(row.translation ? [{ kind: 'translation', name: row.translation, via: 'translation' }] : []),
      ],
    }));
  },
});
