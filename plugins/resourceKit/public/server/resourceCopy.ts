import { sql, type Kysely, type RawBuilder } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { issueFields, parseRequestPart } from '../../../../core/server/http/validation.ts';
import type {
  CopyFields,
  CopyProblem,
  CopyTenants,
  KindCopy,
  Renames,
} from '../../../../core/server/references/referenceMap.ts';
import { resourceUpdateSchema } from '../contract/resourceSchemas.ts';
import { copyReadContext, copyWriteContext } from './copyContext.ts';
import type { AnyResourceDeclaration, ResourceContext } from './declaration.ts';
import { column, readRecord, scopedRows, toRecords } from './records.ts';
import { createRecord, theEntity, updateRecord, type WriteServices } from './writes.ts';

type Db = Kysely<CoreDatabase>;
type Fields = Record<string, unknown>;

/**
 * The name a copy gives an item: its own, or one the copier typed for it. It is the item's key, checked as
 * a copy's new name rather than by the kind's rule for a typed name (a copy may name a form `X (Aurora)`).
 */
export const COPY_NAME = z.string().trim().min(1, 'Name the item.').max(300);

/** A field naming an item of the kind, with the name the copy gives it (empty and absent stay so). */
export function renamedName(kind: string, value: unknown, renames: Renames): unknown {
  return typeof value === 'string' && value !== '' ? renames.nameOf(kind, value) : value;
}

/** An item's name in the map when it is not its record's `name` (a provisioning template's `OLT/ADD`). */
export interface CopyKey {
  /** The name in SQL over the declaration's select. */
  sql: RawBuilder<string>;
  /** The name of a record as the API answers it. */
  of(record: Fields): string;
  /** The fields the name stands for (`{ networkElement, operation }`), and their schema. */
  fields(name: string): Fields;
  shape: z.ZodRawShape;
}

/** What a copy's write beside the record sees: the record written, all the fields checked, the write's context. */
export interface BesideWrite {
  id: string;
  created: boolean;
  fields: Fields;
  ctx: ResourceContext;
  now: Date;
}

/** What differs, per kind, in how its items are copied; everything else is the declaration's. */
export interface ResourceCopyOptions {
  key?: CopyKey;
  /** The kinds of the items it names whose existence its hooks check: written before it (`KindCopy.needs`). */
  needs?: readonly string[];
  /** Create-body fields a copy never carries (the source tenant's partner account, an id a name replaces). */
  omit?: readonly string[];
  /** Carried fields whose schema is not the create body's: other items named by name, secrets left out. */
  shape?: z.ZodRawShape;
  /** The carried fields of records as the API answers them (ids of other items as names), one batch at a time. */
  carried?(records: Fields[], db: Db, tenantId: string): Promise<Fields[]> | Fields[];
  /** The create or update body of checked fields on the target: names back to its ids, an unknown name a 400. */
  stored?(fields: Fields, trx: Db, tenantId: string): Promise<Fields>;
  /** Fields holding another item's name, and its kind (`{ service: 'service' }`): renamed with it. */
  names?: Readonly<Record<string, string>>;
  /** Rewrites the names held deeper than a field (an operation's form), after `names`. */
  rename?(fields: CopyFields, renames: Renames): CopyFields;
  retarget?(fields: CopyFields, tenants: CopyTenants): CopyFields;
  partName?(name: string, renames: Renames): string;
  newNameProblem?(name: string, newName: string, renames: Renames): string | null;
  /**
   * Secrets a copy leaves behind: their names in the dry run, and the create-body fields holding them,
   * never carried (the kind's hooks store the item without them, disabled until they are entered).
   */
  secrets?: { shown: readonly string[]; fields?: readonly string[] };
  /** Fields an overwrite leaves as the target has them (an element's authentication). */
  keptOnUpdate?: readonly string[];
  /**
   * Fields written beside the record through the kind's own calls (a workflow's icon and published
   * versions): their schema, and their write once the record is written.
   */
  beside?: { shape: z.ZodRawShape; write(trx: Db, written: BesideWrite): Promise<void> };
}

const mask = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, true as const]));

function pick(fields: Fields, names: readonly string[]): Fields {
  return Object.fromEntries(names.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]));
}

/**
 * The copy of a kind declared with the kit. It carries each item in its API shape: the fields of the
 * kind's create body as its records answer them (no id, version, times, writer, tenant or account, the name
 * being the item's key), read through the declaration's select and record mapping; and it writes each
 * through `createRecord` or `updateRecord` after parsing them strictly with the create (or update) schema,
 * so the kind's hooks check them and its audit records them, as for anything typed in.
 */
export function resourceCopy(
  declaration: object,
  services: Pick<WriteServices, 'clock' | 'references'>,
  options: ResourceCopyOptions = {},
): KindCopy {
  const kind = declaration as AnyResourceDeclaration;
  const create = kind.create as z.ZodObject | undefined;
  if (!create) throw new Error(`The ${kind.descriptor.entity} resource copies without a create schema`);
  const key: CopyKey = options.key ?? {
    sql: column(kind, kind.columns?.name ?? 'name') as RawBuilder<string>,
    of: (record) => String(record.name),
    fields: (name) => ({ name }),
    shape: { name: COPY_NAME },
  };
  const keyNames = Object.keys(key.shape);
  // An item's own name, as a bundle carries it, is one its kind's API would take (a copy's new name need not be).
  const nameRule = options.key ? null : (create.shape.name as z.ZodType | undefined);
  const secretFields = options.secrets?.fields ?? [];
  const left = [...(options.omit ?? []), ...secretFields];
  const kept = left.length > 0 ? create.omit(mask(left) as never) : create;
  const carriedSchema = kept.safeExtend({ ...options.shape, ...options.beside?.shape, ...key.shape });
  const carriedNames = Object.keys(carriedSchema.shape).filter((name) => !keyNames.includes(name));
  const besideNames = Object.keys(options.beside?.shape ?? {});
  const createBody = create.safeExtend({
    ...('name' in create.shape ? { name: COPY_NAME } : {}),
    ...Object.fromEntries(secretFields.map((field) => [field, (create.shape[field] as z.ZodType).optional()])),
  });
  const updateBody = resourceUpdateSchema(kind.update ?? create, {
    immutable: kind.update ? [] : (kind.immutable ?? []),
  });
  const unchanged = new Set(['version', 'name', ...keyNames, ...(options.keptOnUpdate ?? [])]);
  const updateNames = Object.keys(updateBody.shape).filter((name) => !unchanged.has(name));
  const idField = kind.descriptor.idField;

  const rowsNamed = (db: Db, tenantId: string, names: readonly string[]) =>
    scopedRows(kind, db, tenantId, null).where(
      sql<boolean>`lower(${key.sql}) in (${sql.join(names.map((name) => name.toLowerCase()))})`,
    );

  return {
    secrets: options.secrets?.shown ?? [],
    needs: options.needs ?? [],
    ...(options.retarget ? { retarget: options.retarget } : {}),
    ...(options.partName ? { partName: options.partName } : {}),
    ...(options.newNameProblem ? { newNameProblem: options.newNameProblem } : {}),
    rename(fields, renames) {
      const renamed = { ...fields };
      for (const [field, named] of Object.entries(options.names ?? {})) {
        if (field in fields) renamed[field] = renamedName(named, fields[field], renames);
      }
      return options.rename ? options.rename(renamed, renames) : renamed;
    },
    problems({ name, fields }) {
      const problems: CopyProblem[] = Object.keys(fields)
        .filter((field) => keyNames.includes(field))
        .map((field) => ({ path: `fields.${field}`, message: 'unknown field' }));
      const issues = [
        ...(nameRule?.safeParse(name).error?.issues ?? []).map((issue) => ({ ...issue, path: ['name'] })),
        ...(carriedSchema.safeParse({ ...fields, ...key.fields(name) }).error?.issues ?? []),
      ];
      for (const issue of issues) {
        for (const field of issueFields(issue)) {
          const ofKey = keyNames.includes(field.path.split('.')[0] ?? '');
          problems.push({ path: ofKey ? 'name' : `fields.${field.path}`, message: field.message });
        }
      }
      return problems;
    },
    async read(db, tenantId, names, reader) {
      if (names.length === 0) return new Map();
      const rows = (await rowsNamed(db, tenantId, names).execute()) as Fields[];
      const records = await toRecords(kind, db, rows, copyReadContext(reader, tenantId));
      const carried = options.carried ? await options.carried(records, db, tenantId) : records;
      return new Map(records.map((record, index) => [key.of(record), pick(carried[index] ?? {}, carriedNames)]));
    },
    async find(db, tenantId, name) {
      const row = (await rowsNamed(db, tenantId, [name]).executeTakeFirst()) as Fields | undefined;
      return row ? String(row[idField]) : null;
    },
    async write(trx, item, writer) {
      const ctx = copyWriteContext(writer);
      const writes: WriteServices = { ...services, db: trx, afterCommit: writer.afterCommit };
      const checked = parseRequestPart(carriedSchema, { ...item.fields, ...key.fields(item.name) }, 'body') as Fields;
      const stored = options.stored ? await options.stored(checked, trx, writer.tenantId) : checked;
      const body = Object.fromEntries(Object.entries(stored).filter(([field]) => !besideNames.includes(field)));
      let id = item.existingId;
      if (id === null) {
        id = await createRecord(kind, writes, ctx, parseRequestPart(createBody, body, 'body') as Fields);
      } else {
        const current = await readRecord(kind, trx, ctx, id, null);
        if (!current) throw notFound(theEntity(kind));
        const changes = parseRequestPart(updateBody, pick(body, updateNames), 'body') as Fields;
        await updateRecord(kind, writes, ctx, { id, version: current.version as number, changes, action: 'update' });
      }
      const created = item.existingId === null;
      await options.beside?.write(trx, { id, created, fields: checked, ctx, now: new Date(services.clock()) });
      return id;
    },
  };
}
