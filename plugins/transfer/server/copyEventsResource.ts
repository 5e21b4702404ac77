import type { AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { z } from 'zod';
import { COPY_EVENT_RESOURCE, COPY_RESULTS, copyEventSchema } from '../contract.ts';
import { transferDb } from './copyEventsTable.ts';

/** The tenant's copy events, newest first (read-only on the kit): who copied what, from where, to where. */
export function copyEventsResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, {
    descriptor: COPY_EVENT_RESOURCE,
    tags: ['Transfer'],
    database: transferDb,
    table: 'copy_events',
    alias: 'e',
    record: copyEventSchema,
    select: (db) =>
      transferDb(db)
        .selectFrom('copy_events as e')
        .select([
          'e.id as eventId',
          'e.created_at as createdAt',
          'e.actor',
          'e.direction',
          'e.source_tenant_id as sourceTenantId',
          'e.target_tenant_id as targetTenantId',
          'e.family',
          'e.whole_family as wholeFamily',
          'e.named',
          'e.result',
          'e.message',
          'e.items',
        ]),
    toRecords: async (_db, rows) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    sorts: { createdAt: { key: 'created_at', type: 'timestamptz' } },
    filters: {
      result: { column: 'result', values: z.enum(COPY_RESULTS) },
      direction: { column: 'direction', values: z.enum(['OUT', 'IN']) },
    },
    search: ['actor', 'family', 'message', 'source_tenant_id', 'target_tenant_id'],
    summaries: {
      list: "The tenant's configuration copies, newest first: who, when, from which tenant to which, the family, the result and each item. Filters `result`, `direction`.",
    },
  });
}
