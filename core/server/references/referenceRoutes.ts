import {
  REFERENCE_NAMES_LIMIT,
  referenceNamesPath,
  referenceNamesQuerySchema,
  referenceNamesSchema,
  referencesPath,
  whereUsedQuerySchema,
  whereUsedSchema,
  type ReferenceName,
} from '../../contract/references.ts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accountScope, UNNARROWED, type AccountScope } from '../auth/accountScope.ts';
import type { AuthContext } from '../auth/authContext.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { defineRoute, ok, type AnyRoute } from '../http/route.ts';
import type { ReferenceItem, ReferenceKind, ReferenceMap } from './referenceMap.ts';

/** How well a name matches what was typed: 0 the same, 1 starts with it, 2 contains it, null not at all. */
function matchRank(name: string, typed: string): number | null {
  const lower = name.toLowerCase();
  if (lower === typed) return 0;
  if (lower.startsWith(typed)) return 1;
  return lower.includes(typed) ? 2 : null;
}

/** The items a picker offers for what was typed, best matches first, at most `limit`. */
export function offeredNames(items: readonly ReferenceItem[], q: string, limit: number): ReferenceName[] {
  const typed = q.toLowerCase();
  return items
    .flatMap((item) => {
      const rank = matchRank(item.name, typed);
      return rank === null ? [] : [{ item, rank }];
    })
    .sort((a, b) => a.rank - b.rank || a.item.name.localeCompare(b.item.name))
    .slice(0, limit)
    .map(({ item }) => ({ name: item.name, enabled: item.enabled ?? null, id: item.id ?? null }));
}

/** Whether the scope reaches the item: an item of no account's kind always, else when its account is reached. */
const reaches = (scope: AccountScope, item: ReferenceItem | undefined) =>
  item?.accountId === undefined || scope.includes(item.accountId);

/** The request's account scope when one of the items belongs to an account; else every item is reached. */
function scopeOver(
  items: readonly (ReferenceItem | undefined)[],
  db: Kysely<CoreDatabase>,
  request: FastifyRequest,
  auth: AuthContext,
): Promise<AccountScope> {
  const scoped = items.some((item) => item?.accountId !== undefined);
  return scoped ? accountScope(db, request, auth) : Promise.resolve(UNNARROWED);
}

function namesRoute(kind: ReferenceKind, db: Kysely<CoreDatabase>): AnyRoute {
  return defineRoute({
    method: 'GET',
    url: referenceNamesPath(kind.kind),
    summary: `The names of the ${kind.title} items for a picker: the name typed first, then names starting with it, then names containing it; each with whether it is on.`,
    tags: ['References'],
    permission: kind.permission,
    query: referenceNamesQuerySchema,
    response: referenceNamesSchema,
    handler: async ({ query, auth, request }) => {
      const items = await kind.items(db, auth.tenantId);
      const scope = await scopeOver(items, db, request, auth);
      const reached = items.filter((item) => reaches(scope, item));
      return ok({
        kind: kind.kind,
        title: kind.title,
        items: offeredNames(reached, query.q ?? '', query.limit ?? REFERENCE_NAMES_LIMIT),
      });
    },
  }) as AnyRoute;
}

function whereUsedRoute(kind: ReferenceKind, map: ReferenceMap, db: Kysely<CoreDatabase>): AnyRoute {
  return defineRoute({
    method: 'GET',
    url: referencesPath(kind.kind),
    summary: `Where a ${kind.title} is used: the items naming it, and the items it names (each with whether it exists); a partner user learns only of the items of the accounts they reach.`,
    tags: ['References'],
    permission: kind.permission,
    query: whereUsedQuerySchema,
    response: whereUsedSchema,
    handler: async ({ query, auth, request }) => {
      const graph = await map.read(db, auth.tenantId);
      const found = graph.item(kind.kind, query.name);
      const usedBy = graph.usedBy(kind.kind, query.name).map(({ partOf: _part, ...user }) => user);
      const refersTo = graph.refersTo(kind.kind, query.name);
      const itemOf = (ref: { kind: string; name: string }) => graph.item(ref.kind, ref.name);
      const scope = await scopeOver([found, ...usedBy.map(itemOf), ...refersTo.map(itemOf)], db, request, auth);
      // An item of an account the user does not reach is answered as one that does not exist.
      const item = reaches(scope, found) ? found : undefined;
      return ok({
        kind: kind.kind,
        title: kind.title,
        name: item?.name ?? query.name,
        exists: item !== undefined,
        usedBy: item ? usedBy.filter((user) => reaches(scope, itemOf(user))) : [],
        refersTo: item ? refersTo.filter((ref) => reaches(scope, itemOf(ref))) : [],
      });
    },
  }) as AnyRoute;
}

/**
 * For each kind of the map, `GET /api/references/<kind>?name=`: what refers to the item and what it
 * refers to; and `GET /api/references/<kind>/names?q=`: the names a picker offers (a partner user: only
 * the items of the accounts they reach, for kinds whose items belong to one, in both); both under the key
 * that reads the kind.
 */
export function referenceRoutes(map: ReferenceMap, db: Kysely<CoreDatabase>): AnyRoute[] {
  return map.list().flatMap((kind) => [namesRoute(kind, db), whereUsedRoute(kind, map, db)]);
}
