import type { KeysetPage } from '../../../../core/contract/pagination.ts';
import {
  pathNamesId,
  recordPath,
  type BulkRequest,
  type BulkResult,
  type ResourceDescriptor,
  type ResourceExport,
} from '../contract/resource.ts';
import { defineCall, type CallDefinition, type Query } from '../../../../core/http/callDefinition.ts';

/** A record's id and the version the caller last read: what an update, delete or bulk item carries. */
export interface VersionedId {
  id: string;
  version: number;
}

export interface ResourceUpdate<Changes> extends VersionedId {
  changes: Changes;
}

/** The calls of one resource, built from its descriptor; failures are the screens' to report. */
export interface ResourceCalls<Rec, Create, Changes> {
  list: CallDefinition<Query, KeysetPage<Rec>>;
  get: CallDefinition<string, Rec>;
  create: CallDefinition<Create, Rec>;
  update: CallDefinition<ResourceUpdate<Changes>, Rec>;
  delete: CallDefinition<VersionedId, unknown>;
  bulk: CallDefinition<BulkRequest, BulkResult>;
  export: CallDefinition<Query, ResourceExport<Rec>>;
}

function offered(descriptor: ResourceDescriptor, op: keyof ResourceDescriptor['paths']): string {
  const path = descriptor.paths[op];
  if (!path) throw new Error(`The ${descriptor.entity} resource offers no ${op}`);
  return path;
}

/**
 * The resource kit's calls over the descriptor's path templates. An operation the resource does not
 * offer throws when called, never sends a request to a path that is not served.
 */
export function resourceCalls<Rec, Create = Partial<Rec>, Changes = Partial<Create>>(
  descriptor: ResourceDescriptor,
): ResourceCalls<Rec, Create, Changes> {
  const idInBody = (op: 'update' | 'delete') => !pathNamesId(descriptor, op);
  return {
    list: defineCall<Query, KeysetPage<Rec>>({
      method: 'GET',
      path: descriptor.paths.list,
      query: (query) => query,
      notifyErrors: false,
    }),
    get: defineCall<string, Rec>({
      method: 'GET',
      path: (id) => recordPath(descriptor, 'get', id),
      notifyErrors: false,
    }),
    create: defineCall<Create, Rec>({
      method: 'POST',
      path: () => offered(descriptor, 'create'),
      notifyErrors: false,
    }),
    update: defineCall<ResourceUpdate<Changes>, Rec>({
      method: 'PUT',
      path: ({ id }) => recordPath(descriptor, 'update', id),
      body: ({ id, version, changes }) => ({
        ...changes,
        ...(idInBody('update') ? { [descriptor.idField]: id } : {}),
        version,
      }),
      notifyErrors: false,
    }),
    delete: defineCall<VersionedId, unknown>({
      method: 'DELETE',
      path: ({ id }) => recordPath(descriptor, 'delete', id),
      query: ({ id, version }) => ({ version, ...(idInBody('delete') ? { [descriptor.idField]: id } : {}) }),
      notifyErrors: false,
    }),
    bulk: defineCall<BulkRequest, BulkResult>({
      method: 'POST',
      path: () => offered(descriptor, 'bulk'),
      notifyErrors: false,
    }),
    export: defineCall<Query, ResourceExport<Rec>>({
      method: 'GET',
      path: () => offered(descriptor, 'export'),
      query: (query) => query,
      notifyErrors: false,
    }),
  };
}
