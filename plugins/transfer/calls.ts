import type { KeysetPage } from '../../core/contract/pagination.ts';
import { defineCall, type Query } from '../../core/http/callDefinition.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import {
  COPY_EVENT_RESOURCE,
  TRANSFER_PATHS,
  bundleSchema,
  copyGrantSchema,
  copyGrantsSchema,
  copyPlanSchema,
  copyTargetsSchema,
  copyableItemsSchema,
  type CopyEvent,
  type CopyFamily,
  type CopyRequest,
  type CopyResolution,
  type CreateCopyGrant,
  type UpdateCopyGrant,
} from './contract.ts';

/** The tenant's copy events, a page at a time. */
export const copyEventCalls = {
  list: defineCall<Query, KeysetPage<CopyEvent>>({
    method: 'GET',
    path: COPY_EVENT_RESOURCE.paths.list,
    query: (query) => query,
  }),
};

/** The copy screen's calls; it reports their failures itself, beside the selection they concern. */
export const transferCalls = {
  targets: defineCall({
    method: 'GET',
    path: TRANSFER_PATHS.targets,
    responseSchema: copyTargetsSchema,
    notifyErrors: false,
  }),
  items: defineCall({
    method: 'GET',
    path: TRANSFER_PATHS.items,
    query: (input: { q: string }) => input,
    responseSchema: copyableItemsSchema,
    notifyErrors: false,
  }),
  copy: defineCall({
    method: 'POST',
    path: (input: { family: CopyFamily; request: CopyRequest }) => TRANSFER_PATHS.family(input.family),
    body: (input) => input.request,
    responseSchema: copyPlanSchema,
    notifyErrors: false,
  }),
  exportBundle: defineCall({
    method: 'POST',
    path: TRANSFER_PATHS.bundleExport,
    body: (input: { family: CopyFamily; wholeFamily: boolean; items: CopyRequest['items'] }) => input,
    responseSchema: bundleSchema,
    notifyErrors: false,
  }),
  importBundle: defineCall({
    method: 'POST',
    path: TRANSFER_PATHS.bundleImport,
    body: (input: { bundle: unknown; apply: boolean; resolutions: CopyResolution[] }) => input,
    responseSchema: copyPlanSchema,
    notifyErrors: false,
  }),
};

/** The copy grants of the settings: whom this tenant accepts copies from, and who accepts its own. */
export const copyGrantCalls = {
  list: defineCall({ method: 'GET', path: TRANSFER_PATHS.grants, responseSchema: copyGrantsSchema }),
  create: defineCall({
    method: 'POST',
    path: TRANSFER_PATHS.grants,
    body: (input: CreateCopyGrant) => input,
    responseSchema: copyGrantSchema,
    notifyErrors: false,
  }),
  update: defineCall({
    method: 'PUT',
    path: (input: { grantId: string; changes: UpdateCopyGrant }) => fillPath(TRANSFER_PATHS.grant, input),
    body: (input) => input.changes,
    responseSchema: copyGrantSchema,
    notifyErrors: false,
  }),
  revoke: defineCall({
    method: 'DELETE',
    path: (input: { grantId: string; version: number }) => fillPath(TRANSFER_PATHS.grant, input),
    query: (input) => ({ version: input.version }),
    responseSchema: copyGrantSchema,
  }),
};
