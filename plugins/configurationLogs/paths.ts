/**
 * Permission key and REST paths of the configuration logs. Free of zod, so the plugin's manifest and
 * calls (loaded with the console's first page) stay light; contract.ts re-exports them.
 */
import type { ResourceDescriptor } from '../resourceKit/public/contract/resource.ts';

export const CONFIGURATION_LOGS_PERMISSIONS = { read: 'configurationLogs:r' } as const;

export const CONFIGURATION_LOGS_PATHS = {
  /** GET: a page of entries, newest first (query: auditListQuerySchema). */
  list: '/audit/getAuditDetails',
  /** GET: one entry. */
  one: '/audit/getAuditDetails/:id',
  /** GET: the entities and actions the tenant's log holds, for the filter choices. */
  filters: '/audit/getAuditFilters',
} as const;

/**
 * The audit log as a read-only resource of the resource kit: list, one entry, export. An entry carries
 * the partner account of the record it is about, so partner users read their subtree's entries only.
 */
export const AUDIT_RESOURCE: ResourceDescriptor<'at', 'user' | 'entity' | 'action' | 'at'> = {
  entity: 'audit entry',
  plural: 'audit entries',
  idField: 'id',
  paths: {
    list: CONFIGURATION_LOGS_PATHS.list,
    get: CONFIGURATION_LOGS_PATHS.one,
    export: '/audit/exportAuditDetails',
  },
  permissions: { read: CONFIGURATION_LOGS_PERMISSIONS.read },
  sorts: ['at'],
  defaultOrder: 'desc',
  filters: { user: 'text', entity: 'list', action: 'list', at: 'range' },
  accountField: 'accountId',
};
