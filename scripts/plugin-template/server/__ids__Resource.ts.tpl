import { sql } from 'kysely';
import { z } from 'zod';
import { fieldConflict } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { __CONST___RESOURCE, create__Pascal__Schema, __entity__Schema } from '../contract.ts';

const taken = (name: unknown) => fieldConflict('name', `A __title__ named "${String(name)}" already exists.`);

/** List, get, create, update, delete, bulk and export of the tenant's __titles__. */
export function __ids__Resource(services: ServerServices): AnyRoute[] {
  return defineResource(services, {
    descriptor: __CONST___RESOURCE,
    tags: ['__Titles__'],
    table: '__snakes__',
    alias: 't',
    record: __entity__Schema,
    create: create__Pascal__Schema,
    columns: { name: 'name', description: 'description', enabled: 'enabled' },
    sorts: {
      name: { key: sql`lower(t.name)`, type: 'text' },
      updatedAt: { key: sql`t.updated_at`, type: 'timestamptz' },
    },
    filters: {
      enabled: { column: sql`t.enabled::text`, values: z.enum(['true', 'false']) },
      name: { column: sql`t.name` },
    },
    search: [sql`t.name`, sql`t.description`],
    hooks: { uniqueViolation: (values) => taken(values.name) },
  });
}
