import { whereUsedQuerySchema, whereUsedSchema, referencesPath } from '../../contract/references.ts';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import { defineRoute, ok, type AnyRoute } from '../http/route.ts';
import type { ReferenceMap } from './referenceMap.ts';

/**
 * For each kind of the map, `GET /api/references/<kind>?name=`: what refers to the item and what it
 * refers to, under the key that reads the kind.
 */
export function referenceRoutes(map: ReferenceMap, db: Kysely<CoreDatabase>): AnyRoute[] {
  return map.list().map(
    (kind) =>
      defineRoute({
        method: 'GET',
        url: referencesPath(kind.kind),
        summary: `Where a ${kind.title} is used: the items naming it, and the items it names (each with whether it exists).`,
        tags: ['References'],
        permission: kind.permission,
        query: whereUsedQuerySchema,
        response: whereUsedSchema,
        handler: async ({ query, auth }) => {
          const graph = await map.read(db, auth.tenantId);
          const item = graph.item(kind.kind, query.name);
          return ok({
            kind: kind.kind,
            title: kind.title,
            name: item?.name ?? query.name,
            exists: item !== undefined,
            usedBy: graph.usedBy(kind.kind, query.name).map(({ partOf: _part, ...user }) => user),
            refersTo: graph.refersTo(kind.kind, query.name),
          });
        },
      }) as AnyRoute,
  );
}
