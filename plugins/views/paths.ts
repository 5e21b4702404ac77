/**
 * The REST paths of saved views and of each user's grid columns, as templates both halves use (the
 * server as its routes, the console through `fillPath`). Free of zod, so the calls that load with the
 * console's first page (the column preferences, bound by this plugin's module) stay light; contract.ts
 * re-exports them beside the schemas.
 */
export const VIEWS_PATHS = {
  /** GET: the caller's views of the grid and the views others of the tenant share. */
  list: '/views/:gridId',
  /** POST: creates a view of the caller. */
  create: '/views',
  /** PUT: changes the caller's view, with its version; DELETE: deletes it. */
  one: '/views/:viewId',
  /** GET: the caller's column order and hidden columns of the grid; PUT: replaces them. */
  columns: '/views/:gridId/columns',
} as const;
