import type { ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import { ROLES_RESOURCE } from '../paths.ts';

/**
 * Roles in the map of references: a HUMAN task offers its worklist item to a role's members by the role's
 * name. Not copied by Transfer: a role's permissions are the tenant's own (the dry run lists the role as not
 * copied, for the target to have one of that name).
 */
export const roleReferences: ReferenceKind = {
  kind: 'role',
  title: 'role',
  permission: ROLES_RESOURCE.permissions.read,
  refersTo: [],
  items: async (db, tenantId) => {
    const rows = await db.selectFrom('roles').select(['id', 'name']).where('tenant_id', '=', tenantId).execute();
    return rows.map((row) => ({ id: row.id, name: row.name, refs: [] }));
  },
};
