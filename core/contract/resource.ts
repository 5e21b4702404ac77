/**
 * The resource kit's contract: how a configuration resource (a tenant-scoped, versioned, audited record
 * kind: triggers, task templates, network elements …) is reached over HTTP. One `ResourceDescriptor`,
 * written in the plugin's contract, is read by both halves: the server's `defineResource` registers its
 * routes, the console's resource page builds its calls from it. Free of zod, so a manifest may import
 * it; the schemas of the payloads are in `resourceSchemas.ts`.
 *
 * Calls (paths are templates, see `pathTemplate.ts`; `:id` stands for the descriptor's `idField`):
 * - list   GET    — query `cursor, limit (≤ RESOURCE_MAX_PAGE_SIZE), sort, order, q` and the filters (see
 *                   `ResourceFilterKind`); data `{ items, nextCursor }`.
 * - get    GET    — data: the record.
 * - create POST   — body: the record's fields; data: the record (version 1).
 * - update PUT    — body: the fields to change and `version`; the id comes from the path when the
 *                   template names it, else from the body's `idField`. Missing version → 428; stale → 412
 *                   with data `StaleVersionData`.
 * - delete DELETE — query `version` (and the id when the template does not name it). Refused with 409
 *                   and data `DeleteRefusedData` when the resource's delete hook gives a reason.
 * - bulk   POST   — body `BulkRequest`; data `BulkResult`: each item's outcome, in one call.
 * - export GET    — the list's filters, `q` and sort; data `{ items, truncated }`, at most
 *                   RESOURCE_EXPORT_LIMIT records.
 * Every failure is the spec's envelope; a 400 carries `ValidationFailureData` naming each field.
 */
import { fillPath } from './pathTemplate.ts';

export const RESOURCE_MAX_PAGE_SIZE = 500;
export const RESOURCE_EXPORT_LIMIT = 10_000;
export const BULK_MAX_ITEMS = 500;

export const BULK_ACTIONS = ['enable', 'disable', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export type ResourceOperation = 'list' | 'get' | 'create' | 'update' | 'delete' | 'bulk' | 'export';

/**
 * Path templates under /proactive/rest, one per operation the resource offers: every resource lists; an
 * operation without a path is not offered (a read-only log has only list, get and export).
 */
export type ResourcePaths = Readonly<{ list: string } & Partial<Record<Exclude<ResourceOperation, 'list'>, string>>>;

/**
 * How a filter reads in the query:
 * - `list`: a comma-separated list, rows matching any value (`status=ACTIVE,DISABLED`);
 * - `text`: rows whose field contains the text, ignoring case (`user=ali`);
 * - `range`: `<name>From` (inclusive) and `<name>To` (exclusive), ISO times or numbers (`atFrom=…&atTo=…`).
 */
export type ResourceFilterKind = 'list' | 'text' | 'range';

/** The field enable/disable flips, and its two values (`enabled: true|false`, `status: ACTIVE|DISABLED`). */
export interface ResourceToggle {
  field: string;
  enabled: string | boolean;
  disabled: string | boolean;
}

/** The keys of each kind of operation; a resource that only reads names only `read`. */
export interface ResourcePermissions {
  /** list, get, export */
  read: string;
  /** create */
  create?: string;
  /** update, bulk enable and disable */
  update?: string;
  /** delete, bulk delete */
  delete?: string;
}

export interface ResourceDescriptor<Sort extends string = string, Filter extends string = string> {
  /** Singular, lower case, as in messages and the audit log's entity: `trigger`, `task template`. */
  entity: string;
  /** Plural for counts and titles: `triggers`. */
  plural: string;
  /** The record's id field; also the parameter name in the path templates. Default `id`. */
  idField: string;
  paths: ResourcePaths;
  permissions: ResourcePermissions;
  /** Sort names the list accepts (`sort=`), the first being the default. */
  sorts: readonly [Sort, ...Sort[]];
  /** Direction of the default sort when `order=` is absent. Default `asc`. */
  defaultOrder?: 'asc' | 'desc';
  /** The filters the list and export accept, by name. */
  filters: Readonly<Record<Filter, ResourceFilterKind>>;
  /** Present when the resource can be enabled and disabled (bulk actions `enable`, `disable`). */
  toggle?: ResourceToggle;
  /** The field naming the record's partner account; partner users see their account and its descendants. */
  accountField?: string;
}

/**
 * The default paths of a resource under one base: `/things`, `/things/:id`, `/things/bulk`,
 * `/things/export`. An override replaces one path; `null` leaves the operation out.
 */
export function resourcePaths(
  base: string,
  idField = 'id',
  overrides: Partial<Record<ResourceOperation, string | null>> = {},
): ResourcePaths {
  const one = `${base}/:${idField}`;
  const paths: Record<string, string | null> = {
    list: base,
    get: one,
    create: base,
    update: one,
    delete: one,
    bulk: `${base}/bulk`,
    export: `${base}/export`,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(paths).filter(([, path]) => path !== null)) as ResourcePaths;
}

/** The query parameter names of a resource's filters: a range filter reads `<name>From` and `<name>To`. */
export function filterQueryNames(descriptor: Pick<ResourceDescriptor, 'filters'>): string[] {
  return Object.entries(descriptor.filters).flatMap(([name, kind]) =>
    kind === 'range' ? [`${name}From`, `${name}To`] : [name],
  );
}

/** The bulk actions a resource offers: enable and disable when it has a toggle, delete when it deletes. */
export function bulkActions(descriptor: Pick<ResourceDescriptor, 'paths' | 'toggle'>): BulkAction[] {
  if (!descriptor.paths.bulk) return [];
  return [
    ...(descriptor.toggle ? (['enable', 'disable'] as const) : []),
    ...(descriptor.paths.delete ? (['delete'] as const) : []),
  ];
}

/** The four keys of a permission area: `resourcePermissions('triggers')` → `triggers:r` … */
export function resourcePermissions(area: string): Required<ResourcePermissions> {
  return { read: `${area}:r`, create: `${area}:c`, update: `${area}:u`, delete: `${area}:d` };
}

/** True when the operation's template carries the record id as a path parameter. */
export function pathNamesId(descriptor: Pick<ResourceDescriptor, 'paths' | 'idField'>, op: ResourceOperation): boolean {
  return descriptor.paths[op]?.includes(`:${descriptor.idField}`) ?? false;
}

/** The path of one record's operation, the id filled in when the template names it; throws when not offered. */
export function recordPath(
  descriptor: Pick<ResourceDescriptor, 'paths' | 'idField' | 'entity'>,
  op: ResourceOperation,
  id: string,
): string {
  const template = descriptor.paths[op];
  if (!template) throw new Error(`The ${descriptor.entity} resource offers no ${op}`);
  return fillPath(template, { [descriptor.idField]: id } as never);
}

/** Fields every resource record carries besides its own. */
export interface ResourceMeta {
  version: number;
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
  /** Username of the last writer, or null for seeded records. */
  updatedBy: string | null;
}

export interface BulkItem {
  id: string;
  version: number;
}

export interface BulkRequest {
  action: BulkAction;
  items: BulkItem[];
}

export interface BulkItemResult {
  id: string;
  ok: boolean;
  /** The HTTP status the item alone would have had: 200, 404, 409, 412 … */
  status: number;
  /** Empty when ok; otherwise why, e.g. "in use by 3 running orders". */
  message: string;
  /** The record's version after the change (absent after a delete or a failure). */
  version?: number;
}

export interface BulkResult {
  action: BulkAction;
  succeeded: number;
  failed: number;
  results: BulkItemResult[];
}

export interface ResourceExport<Record> {
  items: Record[];
  /** True when more than RESOURCE_EXPORT_LIMIT records matched. */
  truncated: boolean;
}

/** Data of a 412: the version the record has now, so the console can reload or overwrite it. */
export interface StaleVersionData {
  currentVersion: number;
}

/** Data of a 409 from a refused delete: the hook's reason, e.g. "in use by 3 running orders". */
export interface DeleteRefusedData {
  reason: string;
  /** The items referring to the record, when that is why (the map of references). */
  usedBy?: { kind: string; title: string; name: string; via: string }[];
}

/** Data of a 400: each offending field by its part and dotted path (`body`, `address.city`). */
export interface FieldError {
  part: 'body' | 'query' | 'params' | 'header';
  path: string;
  message: string;
}

export interface ValidationFailureData {
  fieldErrors: FieldError[];
}
