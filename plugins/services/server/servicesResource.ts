import { sql } from 'kysely';
import { z } from 'zod';
import {
  SERVICE_RESOURCE,
  SERVICE_STATUSES,
  createServiceSchema,
  serviceSchema,
  type ServiceOperation,
} from '../../engine/public/contract/service.ts';
import { fieldConflict } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { assertOperations } from './serviceChecks.ts';

const taken = (name: unknown) => fieldConflict('name', `A service named "${String(name)}" already exists.`);

/** Services as a resource of the kit: each operation maps a workflow of the tenant, checked on every write. */
export function servicesDeclaration() {
  return declareResource({
    descriptor: SERVICE_RESOURCE,
    tags: ['Services'],
    database: engineDb,
    table: 'services',
    alias: 's',
    record: serviceSchema,
    create: createServiceSchema,
    columns: {
      name: 'name',
      displayName: 'display_name',
      category: 'category',
      icon: 'icon',
      status: 'status',
      operations: 'operations',
    },
    sorts: {
      name: { key: sql`lower(s.name)`, type: 'text' },
      category: { key: sql`lower(s.category)`, type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: {
      status: { column: 'status', values: z.enum(SERVICE_STATUSES) },
      category: { column: 'category' },
    },
    search: ['name', 'display_name', 'category'],
    summaries: {
      create:
        'Creates a service with its operations (ADD, MODIFY, DELETE, SUSPEND, RESUME or custom), each mapped to a workflow (newest published or a pinned version), an order-entry form, validation rules and a translation.',
      update: 'Changes a service; `operations`, when sent, replaces the whole list. Needs the version.',
    },
    references: { kind: 'service' },
    hooks: {
      async beforeCreate(trx, ctx, input) {
        await assertOperations(trx, ctx.auth.tenantId, input.operations);
      },
      async beforeUpdate(trx, ctx, { changes }) {
        if (changes.operations !== undefined) {
          await assertOperations(trx, ctx.auth.tenantId, changes.operations as ServiceOperation[]);
        }
      },
      uniqueViolation: (values) => taken(values.name),
    },
  });
}

/** The services' routes. */
export function servicesResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, servicesDeclaration());
}
