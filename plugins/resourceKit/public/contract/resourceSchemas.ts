/**
 * The zod schemas of the resource kit's HTTP contract (`resource.ts`): the list and export queries built
 * from a descriptor's sorts and filters, the update body built from the create body, bulk requests and
 * results, and the data of failures. The server validates with them; the console may parse with them.
 */
import { z } from 'zod';
import { storedIsoTime } from '../../../../core/contract/storedTime.ts';
import { versionSchema } from '../../../../core/contract/failures.ts';
import { keysetPageSchema, SORT_DIRECTIONS } from '../../../../core/contract/pagination.ts';
import { anyOf } from '../../../../core/contract/queryLists.ts';
import {
  BULK_ACTIONS,
  BULK_MAX_ITEMS,
  RESOURCE_MAX_PAGE_SIZE,
  bulkActions,
  type BulkAction,
  type ResourceDescriptor,
} from './resource.ts';

/** What a range filter's `<name>From` and `<name>To` hold: ISO times (the default) or numbers. */
export type RangeValueType = 'time' | 'number';

export interface ResourceQueryOptions<Filter extends string = string> {
  /** The schema of one value of a `list` filter; by default 1–200 characters. */
  listValues?: Partial<Record<Filter, z.ZodType<string, string>>>;
  /** The values of each `range` filter; ISO times by default. */
  rangeTypes?: Partial<Record<Filter, RangeValueType>>;
}

const listValue = z.string().min(1).max(200);
const textValue = z.string().trim().min(1).max(200);
const isoTime = storedIsoTime();
const numberValue = z.coerce.number().finite();

/** `limit` of a resource listing: 1 to RESOURCE_MAX_PAGE_SIZE. */
export const resourceLimitSchema = z.coerce.number().int().min(1).max(RESOURCE_MAX_PAGE_SIZE);

/** The list query's own parameters: a filter of the same name would take one's place. */
const LIST_PARAMETERS: readonly string[] = ['cursor', 'limit', 'sort', 'order', 'q'];

function filterFields<Filter extends string>(
  descriptor: Pick<ResourceDescriptor<string, Filter>, 'filters'>,
  options: ResourceQueryOptions<Filter>,
): Record<string, z.ZodType> {
  const fields: Record<string, z.ZodType> = {};
  for (const [name, kind] of Object.entries(descriptor.filters) as [Filter, string][]) {
    const parameters = kind === 'range' ? [`${name}From`, `${name}To`] : [name];
    const taken = parameters.find((parameter) => LIST_PARAMETERS.includes(parameter));
    if (taken) throw new Error(`The filter ${name} would take the list's own parameter ${taken}: name it otherwise`);
    if (kind === 'list') fields[name] = anyOf(options.listValues?.[name] ?? listValue).optional();
    else if (kind === 'text') fields[name] = textValue.optional();
    else {
      const value = options.rangeTypes?.[name] === 'number' ? numberValue : isoTime;
      fields[`${name}From`] = value.optional();
      fields[`${name}To`] = value.optional();
    }
  }
  return fields;
}

function rangeOrder(value: unknown): number {
  return typeof value === 'number' ? value : Date.parse(String(value));
}

function searchFields<Sort extends string>(descriptor: Pick<ResourceDescriptor<Sort>, 'sorts'>) {
  return {
    sort: z.enum(descriptor.sorts as unknown as [Sort, ...Sort[]]).optional(),
    order: z.enum(SORT_DIRECTIONS).optional(),
    /** Part of any of the resource's searched fields, without case. */
    q: z.string().trim().max(200).optional(),
  };
}

function withRangeCheck<Shape extends z.ZodRawShape>(descriptor: Pick<ResourceDescriptor, 'filters'>, shape: Shape) {
  const ranges = Object.entries(descriptor.filters)
    .filter(([, kind]) => kind === 'range')
    .map(([name]) => name);
  return z.strictObject(shape).superRefine((query, ctx) => {
    const values = query as Record<string, unknown>;
    for (const name of ranges) {
      const from = values[`${name}From`];
      const to = values[`${name}To`];
      if (from !== undefined && to !== undefined && rangeOrder(to) <= rangeOrder(from)) {
        ctx.addIssue({ code: 'custom', path: [`${name}To`], message: `must be later than query.${name}From` });
      }
    }
  });
}

/**
 * The list query of a resource: `cursor, limit (≤ RESOURCE_MAX_PAGE_SIZE), sort, order, q` and its
 * filters (a list filter comma-separated, a range filter as `<name>From` inclusive and `<name>To` exclusive).
 */
export function resourceListQuerySchema<Sort extends string, Filter extends string>(
  descriptor: Pick<ResourceDescriptor<Sort, Filter>, 'sorts' | 'filters'>,
  options: ResourceQueryOptions<Filter> = {},
) {
  return withRangeCheck(descriptor, {
    cursor: z.string().min(1).max(2048).optional(),
    limit: resourceLimitSchema.optional(),
    ...searchFields(descriptor),
    ...filterFields(descriptor, options),
  });
}

/** The export query: the list's sort, `q` and filters, without paging. */
export function resourceExportQuerySchema<Sort extends string, Filter extends string>(
  descriptor: Pick<ResourceDescriptor<Sort, Filter>, 'sorts' | 'filters'>,
  options: ResourceQueryOptions<Filter> = {},
) {
  return withRangeCheck(descriptor, { ...searchFields(descriptor), ...filterFields(descriptor, options) });
}

/** The list query as the server reads it: list filters split, range bounds parsed. */
export interface ResourceListFilters {
  cursor?: string | undefined;
  limit?: number | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  q?: string | undefined;
  [filter: string]: string | number | string[] | undefined;
}

/** The query of a delete: the version read (missing → 428). */
export const resourceDeleteQuerySchema = z.strictObject({ version: z.coerce.number().int().min(1).optional() });

/** An id in a path, query or body; one naming no row of the caller is answered 404. */
export const resourceIdSchema = z.string().min(1).max(64);

function withoutDefault(schema: z.ZodType): z.ZodType {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodPrefault) inner = inner.unwrap() as z.ZodType;
  return inner;
}

type WithoutDefault<Field> =
  Field extends z.ZodDefault<infer Inner>
    ? WithoutDefault<Inner>
    : Field extends z.ZodPrefault<infer Inner>
      ? WithoutDefault<Inner>
      : Field;

/** The shape of an update body: the create fields optional, immutable ones out, the version and id in. */
export type ResourceUpdateShape<Shape extends z.ZodRawShape, Immutable extends string, IdField extends string> = {
  [Name in Exclude<keyof Shape, Immutable>]: z.ZodOptional<WithoutDefault<Shape[Name]> & z.ZodType>;
} & { version: z.ZodOptional<typeof versionSchema> } & { [Name in IdField]: typeof resourceIdSchema };

/**
 * The update body of a resource from its create body: every field optional and without its default (a
 * field left out stays as it is), `immutable` fields left out, `version` added (optional in the schema so
 * a missing one is the contract's 428, not a 400), and the id when the update path does not carry it.
 */
export function resourceUpdateSchema<
  Shape extends z.ZodRawShape,
  Immutable extends string = never,
  IdField extends string = never,
>(
  create: z.ZodObject<Shape, z.core.$ZodObjectConfig>,
  options: { idField?: IdField | undefined; immutable?: readonly Immutable[] } = {},
): z.ZodObject<ResourceUpdateShape<Shape, Immutable, IdField>, z.core.$strict> {
  const shape: Record<string, z.ZodType> = {};
  if (options.idField) shape[options.idField] = resourceIdSchema;
  for (const [name, field] of Object.entries(create.shape as unknown as Record<string, z.ZodType>)) {
    if ((options.immutable as readonly string[] | undefined)?.includes(name)) continue;
    shape[name] = withoutDefault(field).optional();
  }
  shape.version = versionSchema.optional();
  return z.strictObject(shape) as never;
}

export const bulkItemSchema = z.strictObject({ id: resourceIdSchema, version: versionSchema });

/** The bulk body of a resource: one of its bulk actions and 1 to BULK_MAX_ITEMS items. */
export function bulkRequestSchema(descriptor: Pick<ResourceDescriptor, 'paths' | 'toggle'>) {
  const actions = bulkActions(descriptor);
  if (actions.length === 0) throw new Error('The resource offers no bulk action');
  return z.strictObject({
    action: z.enum(actions as [BulkAction, ...BulkAction[]]),
    items: z.array(bulkItemSchema).min(1).max(BULK_MAX_ITEMS),
  });
}

export const bulkItemResultSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  status: z.number().int(),
  message: z.string(),
  version: z.number().int().optional(),
});

export const bulkResultSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(bulkItemResultSchema),
});

export function resourcePageSchema<Record extends z.ZodType>(record: Record) {
  return keysetPageSchema(record);
}

export function resourceExportSchema<Record extends z.ZodType>(record: Record) {
  return z.object({ items: z.array(record), truncated: z.boolean() });
}

/** The fields every resource record carries besides its own (`ResourceMeta`). */
export const resourceMetaFields = {
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};
