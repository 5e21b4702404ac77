import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { TRANSFER_KEY, TRANSFER_PATHS, copyableItemsQuerySchema, copyableItemsSchema } from '../contract.ts';

const LIMIT = 30;

/**
 * The caller's items of every kind that copies whose name contains what was typed: what the screen
 * offers as single items to copy, read from the same map of references as the copy itself.
 */
export function copyItemsRoute(services: ServerServices): AnyRoute {
  const { db, references } = services;
  return defineRoute({
    method: 'GET',
    url: TRANSFER_PATHS.items,
    summary:
      'The items of this tenant that can be copied (of every kind the map of references copies) whose name contains `q`, at most 30, names starting with `q` first.',
    tags: ['Transfer'],
    permission: TRANSFER_KEY,
    query: copyableItemsQuerySchema,
    response: copyableItemsSchema,
    handler: async ({ query, auth }) => {
      const graph = await references.read(db, auth.tenantId);
      const typed = query.q.toLowerCase();
      const found = references
        .list()
        .filter((kind) => kind.copy)
        .flatMap((kind) =>
          graph
            .items(kind.kind)
            .filter((item) => item.name.toLowerCase().includes(typed))
            .map((item) => ({ kind: kind.kind, title: kind.title, name: item.name })),
        );
      const starts = (name: string) => (name.toLowerCase().startsWith(typed) ? 0 : 1);
      found.sort((a, b) => starts(a.name) - starts(b.name) || a.name.localeCompare(b.name));
      return ok(found.slice(0, LIMIT));
    },
  }) as AnyRoute;
}
