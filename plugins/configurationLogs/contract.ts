import { z } from 'zod';
import { resourceListQuerySchema, resourcePageSchema } from '../resourceKit/public/contract/resourceSchemas.ts';
import { AUDIT_RESOURCE } from './paths.ts';

/**
 * The Configuration Logs API: the tenant's audit log as a read-only resource of the resource kit
 * (`AUDIT_RESOURCE`), newest first, and the filter choices. Every write of the server records an entry
 * with the state before and after it.
 */

export { AUDIT_RESOURCE, CONFIGURATION_LOGS_PATHS, CONFIGURATION_LOGS_PERMISSIONS } from './paths.ts';

/** The values of the entity and action filters (comma-separated lists, matching any value). */
export const AUDIT_FILTER_VALUES = {
  /** `user`, `role`, `tenant`, `savedView`, … */
  entity: z.string().min(1).max(64),
  /** `create`, `update`, `delete`, `disable`, … */
  action: z.string().min(1).max(64),
};

/**
 * The query of the listing and export: `cursor, limit (≤ 500), sort (at), order (default desc), q`
 * (part of the actor, entity, entity id or action), `user` (part of the actor's username), `entity`,
 * `action`, and the time range `atFrom` (inclusive) and `atTo` (exclusive), ISO times.
 */
export const auditListQuerySchema = resourceListQuerySchema(AUDIT_RESOURCE, { listValues: AUDIT_FILTER_VALUES });

/** The query as the server reads it: lists split. */
export interface AuditListFilters {
  cursor?: string | undefined;
  limit?: number | undefined;
  sort?: 'at' | undefined;
  order?: 'asc' | 'desc' | undefined;
  q?: string | undefined;
  user?: string | undefined;
  entity?: string[] | undefined;
  action?: string[] | undefined;
  atFrom?: string | undefined;
  atTo?: string | undefined;
}

/** The query as the console sends it: lists comma-separated. */
export type AuditListQuery = Omit<AuditListFilters, 'entity' | 'action'> & {
  entity?: string;
  action?: string;
};

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO time of the write. */
  at: z.string(),
  actorUsername: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  /**
   * The entity before the write (null for a creation). Of a secret it keeps whether one is set and when it
   * was entered (`{ secret: 'set', setAt }`), never the value; other values of fields naming passwords,
   * secrets or tokens read "[redacted]".
   */
  before: z.unknown(),
  /** The entity after the write (null for a deletion). */
  after: z.unknown(),
  /** Top-level fields whose values differ between before and after, alphabetically. */
  changedFields: z.array(z.string()),
  /** The partner account of the record the entry is about; null for tenant-level records. */
  accountId: z.string().nullable().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = resourcePageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditFiltersSchema = z.object({ entities: z.array(z.string()), actions: z.array(z.string()) });
export type AuditFilters = z.infer<typeof auditFiltersSchema>;
