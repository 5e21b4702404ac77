import { sql } from 'kysely';
import { z } from 'zod';
import {
  resourcePaths,
  resourcePermissions,
  type ResourceDescriptor,
} from '../../../plugins/resourceKit/public/contract/resource.ts';
import { resourceMetaFields } from '../../../plugins/resourceKit/public/contract/resourceSchemas.ts';
import { conflict, fieldConflict } from '../../../core/server/http/errors.ts';
import { defineResource } from '../../../plugins/resourceKit/public/server/defineResource.ts';
import { defineServerPlugin } from '../../../core/server/serverPlugin.ts';

/**
 * A small resource declared only for the resource kit's tests: gadgets of a tenant, with a colour (list
 * filter), a weight (range filter and sort), an account (partner scope), an enabled toggle, a lock that
 * refuses deletes, and unique names checked by a hook.
 */

export const GADGET_COLOURS = ['red', 'green', 'blue'] as const;

export const GADGETS_RESOURCE: ResourceDescriptor<'name' | 'weight' | 'updatedAt', 'colour' | 'label' | 'weight'> = {
  entity: 'gadget',
  plural: 'gadgets',
  idField: 'gadgetId',
  paths: resourcePaths('/kit/gadgets', 'gadgetId'),
  permissions: resourcePermissions('gadgets'),
  sorts: ['name', 'weight', 'updatedAt'],
  filters: { colour: 'list', label: 'text', weight: 'range' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
  accountField: 'accountId',
};

export const gadgetSchema = z.object({
  gadgetId: z.string(),
  name: z.string(),
  label: z.string(),
  colour: z.enum(GADGET_COLOURS),
  weight: z.number().int(),
  enabled: z.boolean(),
  locked: z.boolean(),
  accountId: z.string().nullable(),
  ...resourceMetaFields,
});
export type Gadget = z.infer<typeof gadgetSchema>;

const createGadgetSchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  label: z.string().trim().max(200).default(''),
  colour: z.enum(GADGET_COLOURS),
  weight: z.number().int().min(0).max(1_000_000).default(0),
  locked: z.boolean().default(false),
  accountId: z.string().min(1).max(64).nullable().default(null),
});

/** A label that makes the update hook fail after the row is written: the whole write must roll back. */
export const FAILING_LABEL = 'fail after writing';

const duplicate = (name: unknown) => fieldConflict('name', `A gadget named "${String(name)}" already exists.`);

export const gadgetsPlugin = defineServerPlugin({
  id: 'kitGadgets',
  permissionAreas: [{ area: 'gadgets', title: 'Gadgets' }],
  migrations: [
    {
      id: 'kitGadgets/001_gadgets',
      sql: `
create table kit_gadgets (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  label text not null default '',
  colour text not null,
  weight integer not null default 0,
  enabled boolean not null default true,
  locked boolean not null default false,
  account_id text,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text,
  foreign key (tenant_id, account_id) references partner_accounts(tenant_id, account_id)
);
create unique index kit_gadgets_name_key on kit_gadgets (tenant_id, lower(name));
`,
    },
  ],
  routes: (services) =>
    defineResource(services, {
      descriptor: GADGETS_RESOURCE,
      tags: ['Gadgets'],
      table: 'kit_gadgets',
      alias: 'g',
      record: gadgetSchema,
      create: createGadgetSchema,
      columns: {
        name: 'name',
        label: 'label',
        colour: 'colour',
        weight: 'weight',
        enabled: 'enabled',
        locked: 'locked',
        accountId: 'account_id',
      },
      sorts: {
        name: { key: sql`lower(g.name)`, type: 'text' },
        weight: { key: sql`g.weight`, type: 'integer' },
        updatedAt: { key: sql`g.updated_at`, type: 'timestamptz' },
      },
      filters: {
        colour: { column: sql`g.colour`, values: z.enum(GADGET_COLOURS) },
        label: { column: sql`g.label` },
        weight: { column: sql`g.weight`, range: 'number' },
      },
      search: [sql`g.name`, sql`g.label`],
      hooks: {
        async beforeCreate(trx, ctx, input) {
          const taken =
            await sql`select 1 from kit_gadgets where tenant_id = ${ctx.auth.tenantId} and lower(name) = lower(${input.name})`.execute(
              trx,
            );
          if (taken.rows.length > 0) throw duplicate(input.name);
        },
        async afterUpdate(_trx, _ctx, change) {
          if (change.changes.label === FAILING_LABEL) throw conflict('The gadget refused the label after writing it.');
        },
        async refuseDelete(_trx, _ctx, gadget) {
          return gadget.locked ? 'it is locked by its owner.' : null;
        },
        uniqueViolation: (values) => duplicate(values.name),
      },
    }),
});
