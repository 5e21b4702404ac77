import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { bulkActions, pathNamesId, type ResourceOperation } from '../contract/resource.ts';
import { resourceIdSchema, type ResourceQueryOptions } from '../contract/resourceSchemas.ts';
import { accountScope, UNNARROWED } from '../../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../../core/server/auth/authContext.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { ExampleLookup } from '../../../../core/server/http/route.ts';
import type { AnyDb } from '../../../../core/server/db/anyDb.ts';
import type { AnyResourceDeclaration, FilterSql, ResourceContext } from './declaration.ts';

/** Pieces every kit route shares: the context of a call, the id's place, example ids, summaries. */

export async function resourceContext(
  declaration: AnyResourceDeclaration,
  db: Kysely<CoreDatabase>,
  auth: AuthContext,
  request: FastifyRequest,
): Promise<ResourceContext> {
  const scope = declaration.descriptor.accountField ? await accountScope(db, request, auth) : UNNARROWED;
  return { auth, request, scope };
}

/** The params schema of an operation whose path names the id, else undefined. */
export function idParams(declaration: AnyResourceDeclaration, op: ResourceOperation) {
  if (!pathNamesId(declaration.descriptor, op)) return undefined;
  return z.strictObject({ [declaration.descriptor.idField]: resourceIdSchema });
}

/** The id of a call: from the path when the template names it, else from the query or body. */
export function idOf(declaration: AnyResourceDeclaration, ...sources: unknown[]): string {
  const field = declaration.descriptor.idField;
  for (const source of sources) {
    const value = (source as Record<string, unknown> | undefined)?.[field];
    if (typeof value === 'string') return value;
  }
  throw new Error(`No ${field} in the request of the ${declaration.descriptor.entity} resource`);
}

/** For the permission matrix: an id of one of the tenant's rows, when the operation's path names it. */
export function exampleIds(declaration: AnyResourceDeclaration, op: ResourceOperation) {
  if (!pathNamesId(declaration.descriptor, op)) return undefined;
  return async ({ db, tenantId }: ExampleLookup): Promise<Record<string, string> | null> => {
    const row = (await (db as AnyDb)
      .selectFrom(declaration.table)
      .select('id')
      .where('tenant_id', '=', tenantId)
      .limit(1)
      .executeTakeFirst()) as { id: unknown } | undefined;
    return row ? { [declaration.descriptor.idField]: String(row.id) } : null;
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The success message of a write: `User created`, unless the declaration words it. */
export function successMessage(declaration: AnyResourceDeclaration, op: 'create' | 'update' | 'delete'): string {
  const done = { create: 'created', update: 'updated', delete: 'deleted' }[op];
  return declaration.messages?.[op] ?? `${capitalised(declaration.descriptor.entity)} ${done}`;
}

export function summary(declaration: AnyResourceDeclaration, op: ResourceOperation): string {
  const given = declaration.summaries?.[op];
  if (given) return given;
  const { entity, plural, sorts, filters } = declaration.descriptor;
  const filtered = ['q', ...Object.keys(filters)].join(', ');
  switch (op) {
    case 'list':
      return `A page of the tenant's ${plural}: keyset pagination (cursor, limit ≤ 500), sort by ${sorts.join(', ')}, filter by ${filtered}.`;
    case 'get':
      return `One ${entity}.`;
    case 'create':
      return `Creates a ${entity}.`;
    case 'update':
      return `Changes a ${entity}; fields left out stay. Needs the version (428 without, 412 when stale).`;
    case 'delete':
      return `Deletes a ${entity}, given its version (?version=); 409 with the reason when it cannot go.`;
    case 'bulk': {
      const verbs = bulkActions(declaration.descriptor).map((action) => `${action}s`);
      const listed = verbs.length > 1 ? `${verbs.slice(0, -1).join(', ')} or ${verbs.at(-1)}` : (verbs[0] ?? '');
      return `${capitalised(listed)} several ${plural} in one call, each with its version; answers each item's outcome.`;
    }
    case 'export':
      return `Every ${entity} the listing's filters, q and sort select, at most 10000, and whether more matched.`;
  }
}

/** What the list and export queries accept beyond the descriptor: each filter's values and range type. */
export function resourceQueryOptions(declaration: AnyResourceDeclaration): ResourceQueryOptions {
  const options: Required<ResourceQueryOptions> = { listValues: {}, rangeTypes: {} };
  const filters: Readonly<Record<string, FilterSql<string>>> = declaration.filters;
  for (const [name, filter] of Object.entries(filters)) {
    if (filter.values) options.listValues[name] = filter.values;
    if (filter.range) options.rangeTypes[name] = filter.range;
  }
  return options;
}
