import { z } from 'zod';
import { anyOf } from '../../core/contract/queryLists.ts';
import { keysetPageSchema, pageQueryFields } from '../../core/contract/pagination.ts';

/**
 * The Configuration Logs API (issue 4): the tenant's audit log, newest first, with keyset pagination
 * and filters. Every write of the server records an entry with the state before and after it.
 */

export { CONFIGURATION_LOGS_PATHS, CONFIGURATION_LOGS_PERMISSIONS } from './paths.ts';

const isoTime = z.iso.datetime({ offset: true });

export const auditListQuerySchema = z.strictObject({
  ...pageQueryFields,
  /** Part of the acting user's username, without case. */
  user: z.string().trim().min(1).max(128).optional(),
  /** Any of these entities, comma-separated: `user`, `role`, `tenant`, `savedView`, … */
  entity: anyOf(z.string().min(1).max(64)).optional(),
  /** Any of these actions, comma-separated: `create`, `update`, `delete`, `disable`, … */
  action: anyOf(z.string().min(1).max(64)).optional(),
  /** Entries at or after this ISO time. */
  from: isoTime.optional(),
  /** Entries before this ISO time. */
  to: isoTime.optional(),
});
/** The query as the server reads it: lists split. */
export type AuditListFilters = z.output<typeof auditListQuerySchema>;
/** The query as the console sends it: lists comma-separated. */
export type AuditListQuery = Omit<AuditListFilters, 'entity' | 'action'> & { entity?: string; action?: string };

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO time of the write. */
  at: z.string(),
  actorUsername: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  /** The entity before the write (null for a creation); fields naming passwords, secrets or tokens read "[redacted]". */
  before: z.unknown(),
  /** The entity after the write (null for a deletion). */
  after: z.unknown(),
  /** Top-level fields whose values differ between before and after, alphabetically. */
  changedFields: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = keysetPageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditIdParamsSchema = z.strictObject({ auditId: z.string().min(1).max(64) });

export const auditFiltersSchema = z.object({ entities: z.array(z.string()), actions: z.array(z.string()) });
export type AuditFilters = z.infer<typeof auditFiltersSchema>;
