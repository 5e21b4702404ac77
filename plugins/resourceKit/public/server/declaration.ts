import type { FastifyRequest } from 'fastify';
import type { Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { ResourceDescriptor, ResourceOperation } from '../contract/resource.ts';
import type { RangeValueType } from '../contract/resourceSchemas.ts';
import type { AccountScope } from '../../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../../core/server/auth/authContext.ts';
import type { KeysetType } from '../../../../core/server/db/keyset.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { ApiError } from '../../../../core/server/http/errors.ts';

/*
 * Where the kit must stay untyped: it reads and writes a declaration's table by a name known only at run
 * time (core's `AnyDb`), and a declaration's select is of its own tables under its own aliases, each a
 * database type of its own (`selectFrom('orders as o')` adds `o` to it), of which the kit knows only the
 * rows (`ResourceSelect`). The declarations themselves are checked against their plugin's tables
 * (`ResourceDeclaration`'s `database`).
 */
/** A select of rows of the declaration's tables; the kit adds conditions, the order and the limit. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResourceSelect<Row> = SelectQueryBuilder<any, any, Row>;

/**
 * The database of a declaration that names none: the core's tables typed, any other table (a generated
 * plugin's, a test's) unchecked.
 */
export interface LooseDatabase extends CoreDatabase {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [table: string]: any;
}

/** The tables of a database a resource can live in: those with an id and a tenant. */
export type ResourceTable<DB> = {
  [T in keyof DB & string]: DB[T] extends { id: unknown; tenant_id: unknown } ? T : never;
}[keyof DB & string];

/** A column of the declaration's table, by name: the kit reads it under the declaration's alias. */
export type ColumnOf<DB, Table extends keyof DB> = keyof DB[Table] & string;

/**
 * A sort the list accepts: its SQL expression (never null: coalesce nullable columns), or a column of the
 * table, and its type.
 */
export interface SortSql<Column extends string = never> {
  key: RawBuilder<unknown> | Column;
  type: KeysetType;
}

/**
 * How a filter of the descriptor reads in SQL. A `list` filter keeps rows whose `column` is one of the
 * values, or rows `where` gives; a `text` filter rows whose `column` contains the text, ignoring case; a
 * `range` filter rows whose `column` is at or after `<name>From` and before `<name>To`.
 */
export interface FilterSql<Column extends string = never> {
  /** The SQL expression, or a column of the table. */
  column?: RawBuilder<unknown> | Column;
  /**
   * A list filter's condition of its own: a joined table, or a special value such as `tenant` or one
   * naming the caller (`me`), which the context resolves.
   */
  where?: (values: string[], ctx: ResourceContext) => RawBuilder<boolean>;
  /** The schema of one value of a list filter (ids of a uuid column must be checked before SQL sees them). */
  values?: z.ZodType<string, string>;
  /** The values of a range filter; ISO times by default. */
  range?: RangeValueType;
}

/** What every hook and mapping gets: who calls, in which request, and which accounts it reaches. */
export interface ResourceContext {
  auth: AuthContext;
  request: FastifyRequest;
  scope: AccountScope;
  /**
   * Set when the write is a copy's (Transfer): where the item comes from, for its audit. The writer acts in
   * the target tenant under the copier's name alone (`copyWriteContext`), so a hook may leave behind what a
   * copy never carries (a secret), as long as the item stays disabled until it is entered.
   */
  copy?: { from: string };
}

/** The context of a write: work to do once its transaction has committed (a mail to send). */
export interface WriteContext extends ResourceContext {
  afterCommit(task: () => Promise<void>): void;
}

export type UpdateAction = 'update' | 'enable' | 'disable';

/** An update as the hooks see it: a single update, or one item of a bulk enable or disable. */
export interface UpdateChange<Rec, Changes> {
  action: UpdateAction;
  id: string;
  /** The record before the change, as the transaction reads it. */
  current: Rec;
  /** The fields sent (only those), and for enable and disable the toggle field. */
  changes: Changes;
}

type Db = Kysely<CoreDatabase>;
type Fields = Record<string, unknown>;

export interface ResourceHooks<Rec, Create extends Fields> {
  /** First thing in every write transaction, e.g. a lock serialising the tenant's writes of a kind. */
  begin?(trx: Db, ctx: WriteContext): Promise<void>;
  /**
   * Checks a create against other rows (a 409 naming the field: a duplicate name) and may complete its
   * values (a clone takes its source's); returns the values to insert, or nothing to keep the input.
   */
  beforeCreate?(trx: Db, ctx: WriteContext, input: Create): Promise<Create | void>;
  /** Further writes of a create in its transaction, once the row exists (its roles, a mail link). */
  afterCreate?(trx: Db, ctx: WriteContext, created: { id: string; input: Create }): Promise<void>;
  /** Checks an update (or a bulk enable or disable) and may complete its changes. */
  beforeUpdate?(trx: Db, ctx: WriteContext, change: UpdateChange<Rec, Partial<Create> & Fields>): Promise<void>;
  /** Further writes of an update in its transaction, once the row is changed. */
  afterUpdate?(trx: Db, ctx: WriteContext, change: UpdateChange<Rec, Partial<Create> & Fields>): Promise<void>;
  /** A reason the record may not be deleted ("2 users hold it."), or null to let it go. */
  refuseDelete?(trx: Db, ctx: WriteContext, record: Rec): Promise<string | null>;
  /** Further writes of a delete in its transaction, once the row is gone (what referred to it). */
  afterDelete?(trx: Db, ctx: WriteContext, deleted: Rec): Promise<void>;
  /** The 409 of a unique violation of a write (a taken name), naming the field. */
  uniqueViolation?(values: Partial<Create> & Fields): ApiError;
  /** The audit action of a create: `create` unless said otherwise (a role's `clone`). */
  createAction?(input: Create): string;
  /** What the audit log keeps of a record; by default the record without its times and last writer. */
  audited?(record: Rec): unknown;
}

/**
 * One declaration of a resource: the descriptor both halves read, the table, the record's schemas, how
 * sorts and filters read in SQL, and the hooks real resources need. `defineResource` turns it into the
 * descriptor's routes.
 *
 * The table has `id` (uuid unless `idType` says text), `tenant_id`, and, when the resource writes,
 * `version`, `created_at`, `updated_at` and `updated_by`.
 */
export interface ResourceDeclaration<
  Rec extends object,
  Row extends object,
  CreateSchema extends z.ZodObject,
  Sort extends string,
  Filter extends string,
  DB = LooseDatabase,
  Table extends ResourceTable<DB> = ResourceTable<DB>,
> {
  descriptor: ResourceDescriptor<Sort, Filter>;
  /** OpenAPI tags of the routes. */
  tags: string[];
  /**
   * The plugin's typed view of the database (`engineDb`, `formsDb`…), named for the types: `table`,
   * `columns` and the sort, filter and search columns are checked against its tables (without it, only
   * the core's tables are). The select, the mappings and the hooks get the server's database as always
   * (what core functions take) and see the plugin's tables through the same function.
   */
  database?: (db: Kysely<CoreDatabase>) => Kysely<DB>;
  table: Table;
  /** The alias the table has in `select` and in the sort, filter and search expressions. */
  alias: string;
  idType?: 'uuid' | 'text';
  /** The record as it is answered; responses are parsed through it. */
  record: z.ZodType<Rec>;
  /** The create body; needed when the descriptor offers create. */
  create?: CreateSchema;
  /** The update body's fields when they are not the create body's (made optional, `version` added). */
  update?: z.ZodObject;
  /** Create fields an update may not change (a username). */
  immutable?: readonly string[];
  /** Record fields and their columns: the fields the kit writes, and the account field it scopes by. */
  columns?: Readonly<Record<string, ColumnOf<DB, Table>>>;
  sorts: Readonly<Record<Sort, SortSql<ColumnOf<DB, Table>>>>;
  filters: Readonly<Record<Filter, FilterSql<ColumnOf<DB, Table>>>>;
  /** The expressions (or columns) `q` searches (any of them containing the text, ignoring case). */
  search?: readonly (RawBuilder<unknown> | ColumnOf<DB, Table>)[];
  /**
   * A `q` that names one record exactly (an order number) answered through an index instead of the
   * contains-search: the condition, or null when the text is not such a name.
   */
  exactSearch?: (q: string) => RawBuilder<boolean> | null;
  /** The rows of the tenant with what the records need (joins); by default the table's columns. */
  select?: (db: Db, tenantId: string) => ResourceSelect<Row>;
  /** Rows to records (joined data, computed fields); by default times become ISO strings. */
  toRecords?: (db: Db, rows: Row[], ctx: ResourceContext) => Promise<Rec[]>;
  /** OpenAPI summaries replacing the generated ones. */
  summaries?: Partial<Record<ResourceOperation, string>>;
  /** Success messages replacing `User created`, `User updated`, `User deleted`. */
  messages?: Partial<Record<'create' | 'update' | 'delete', string>>;
  /**
   * False for tenant-level records that partner users may read but not change (the tenant's roles):
   * their writes answer 403.
   */
  partnerWrites?: boolean;
  hooks?: ResourceHooks<Rec, z.output<CreateSchema> & Fields>;
  /**
   * The record's kind in the map of references (`services.references`): a delete is refused, naming
   * them, while other items refer to it. `name` reads the name others use (the record's `name` by default).
   */
  references?: { kind: string; name?: (record: Rec) => string };
}

/** A declaration as the kit's generic code reads it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResourceDeclaration = ResourceDeclaration<any, any, any, string, string, any, string>;
