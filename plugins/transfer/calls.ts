import type { KeysetPage } from '../../core/contract/pagination.ts';
import { defineCall, type Query } from '../../core/http/callDefinition.ts';
import { COPY_EVENT_RESOURCE, type CopyEvent } from './contract.ts';

/** The tenant's copy events, a page at a time. */
export const copyEventCalls = {
  list: defineCall<Query, KeysetPage<CopyEvent>>({
    method: 'GET',
    path: COPY_EVENT_RESOURCE.paths.list,
    query: (query) => query,
  }),
};
