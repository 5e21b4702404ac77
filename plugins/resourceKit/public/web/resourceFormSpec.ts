import { z } from 'zod';
import {
  formBody,
  formValuesOf,
  type FieldValue,
  type FormBody,
  type FormValues,
  type ResourceField,
} from './resourceFields.ts';

/** What a resource form is: its fields, a new record's values, a stored record's, and the body they send. */
export interface ResourceFormSpec<Rec> {
  fields: readonly ResourceField[];
  /** The values of a new record's form. */
  empty: FormValues;
  /** The values of a stored record's form. */
  valuesOf: (record: Rec) => FormValues;
  /**
   * The body the fields make (dotted names nested, numbers, JSON, lists), changed where they cannot say
   * it (a new translation's starting document); an update sends the top-level fields whose value changed.
   */
  bodyOf?: (body: FormBody, values: FormValues) => FormBody;
}

/** The body a spec's form sends for these values. */
export function specBody<Rec>(spec: ResourceFormSpec<Rec>, values: FormValues): FormBody {
  const body = formBody(spec.fields, values);
  return spec.bodyOf ? spec.bodyOf(body, values) : body;
}

type Shallower = [never, 0, 1, 2, 3];
type NestedPath<Key extends string, Value, Depth extends number> = Value extends readonly unknown[]
  ? never
  : Value extends object
    ? `${Key}.${FieldPath<Value, Depth>}`
    : never;

/**
 * The dotted names of a type's fields (`name`, `retryPolicy.maxAttempts`), nested objects followed a few
 * levels deep; a list is one field; a union gives the names of each of its members.
 */
export type FieldPath<T, Depth extends number = 3> = [Depth] extends [never]
  ? never
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? { [Key in keyof T & string]: Key | NestedPath<Key, NonNullable<T[Key]>, Shallower[Depth]> }[keyof T & string]
      : never;

/** The names a form's fields may have: the record's fields, and the create body's (a secret, never answered). */
export type FormFieldName<Rec, Create = never> = FieldPath<Rec> | FieldPath<Create>;

function shapeOf(schema: z.ZodType): Readonly<Record<string, z.ZodType>> {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in as z.ZodType);
  return {};
}

/**
 * The defaults of an object schema's fields (what parsing leaves in a field given nothing), nested objects
 * without a default of their own read field by field; a field without a default is absent.
 */
export function schemaDefaults(schema: z.ZodType): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    const parsed = field.safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) {
      defaults[key] = parsed.data;
      continue;
    }
    const nested = schemaDefaults(field);
    if (Object.keys(nested).length > 0) defaults[key] = nested;
  }
  return defaults;
}

export interface ResourceFormSpecOptions<Rec, Name extends string> {
  /** The record's schema: the fields' names are checked against its fields (it is not parsed). */
  record: z.ZodType<Rec>;
  /** The create body's schema: a new record's values are its defaults. */
  create: z.ZodType;
  fields: readonly ResourceField<Name>[];
  /**
   * A new record's values where the create schema has no default, or one other than its default (a
   * starting text); a stored record's where it holds none (null, or missing: a type's own settings).
   */
  defaults?: Partial<Record<Name, FieldValue>>;
  /** A stored record's values computed rather than read at their names. */
  overrides?: (record: Rec) => Partial<Record<Name, FieldValue>>;
  bodyOf?: ResourceFormSpec<Rec>['bodyOf'];
}

const defined = (values: Partial<Record<string, FieldValue>> | undefined): Record<string, FieldValue> =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Record<
    string,
    FieldValue
  >;

/**
 * A resource form from its record's schema, its create schema and its fields: a stored record's values
 * are read at each field's dotted name and converted by its kind (`fieldValueOf`), a new record's are the
 * create schema's defaults over the fields' blanks, `defaults` over both.
 *
 * ```ts
 * export const workflowForm = resourceFormSpec({
 *   record: workflowSchema,
 *   create: createWorkflowSchema,
 *   fields: [
 *     { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
 *     { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
 *   ],
 * });
 * ```
 */
export function resourceFormSpec<Rec, Create extends z.ZodType>(
  options: ResourceFormSpecOptions<Rec, FormFieldName<Rec, z.input<Create>>> & { create: Create },
): ResourceFormSpec<Rec> {
  const { fields, overrides, bodyOf } = options;
  const defaults = defined(options.defaults);
  return {
    fields,
    empty: { ...formValuesOf(fields, schemaDefaults(options.create)), ...defaults },
    valuesOf: (record) => ({ ...formValuesOf(fields, record, defaults), ...defined(overrides?.(record)) }),
    ...(bodyOf ? { bodyOf } : {}),
  };
}
