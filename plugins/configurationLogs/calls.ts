import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import type { AuditEntry, AuditFilters, AuditListQuery, AuditPage } from './contract.ts';
import { CONFIGURATION_LOGS_PATHS } from './paths.ts';

/* Loaded with the console's first page (the store is bound at start): no zod response schemas here. */

export const listAuditEntries = defineCall<AuditListQuery, AuditPage>({
  method: 'GET',
  path: CONFIGURATION_LOGS_PATHS.list,
  query: (input) => ({ ...input }),
});

export const getAuditEntry = defineCall<string, AuditEntry>({
  method: 'GET',
  path: (id) => fillPath(CONFIGURATION_LOGS_PATHS.one, { id }),
});

export const getAuditFilters = defineCall<void, AuditFilters>({
  method: 'GET',
  path: CONFIGURATION_LOGS_PATHS.filters,
});
