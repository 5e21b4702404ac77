import { defineCall, encodePath } from '../../core/http/callDefinition.ts';
import {
  CONFIGURATION_LOGS_PATHS,
  auditEntrySchema,
  auditFiltersSchema,
  auditPageSchema,
  type AuditEntry,
  type AuditFilters,
  type AuditListQuery,
  type AuditPage,
} from './contract.ts';

export const listAuditEntries = defineCall<AuditListQuery, AuditPage>({
  method: 'GET',
  path: CONFIGURATION_LOGS_PATHS.list,
  query: (input) => ({ ...input }),
  responseSchema: auditPageSchema,
});

export const getAuditEntry = defineCall<string, AuditEntry>({
  method: 'GET',
  path: (auditId) => encodePath`/audit/getAuditDetails/${auditId}`,
  responseSchema: auditEntrySchema,
});

export const getAuditFilters = defineCall<void, AuditFilters>({
  method: 'GET',
  path: CONFIGURATION_LOGS_PATHS.filters,
  responseSchema: auditFiltersSchema,
});
