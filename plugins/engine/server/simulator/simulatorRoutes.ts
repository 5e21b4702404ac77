import { sql } from 'kysely';
import { z } from 'zod';
import { resourcePermissions } from '../../../resourceKit/public/contract/resource.ts';
import {
  SIMULATED_ELEMENTS,
  SIMULATOR_PATHS,
  simulatorElementSchema,
  simulatorRequestsPageSchema,
  simulatorRequestsQuerySchema,
  updateSimulatorElementSchema,
  type SimulatorElement,
} from '../../public/contract/simulator.ts';
import { recordAudit } from '../../../../core/server/audit.ts';
import { defineRoute, ok, type AnyRoute } from '../../../../core/server/http/route.ts';
import type { ServerServices } from '../../../../core/server/serverPlugin.ts';
import { engineDb } from '../../public/server/networkQueries.ts';

const TAGS = ['Network simulator'];
const PERMISSIONS = resourcePermissions('networks');

async function simulatorElements(services: ServerServices, tenantId: string): Promise<SimulatorElement[]> {
  const db = engineDb(services.db);
  const [settings, counts] = await Promise.all([
    db
      .selectFrom('simulator_elements')
      .select(['element', 'latency_ms as latencyMs', 'failure_rate as failureRate'])
      .where('tenant_id', '=', tenantId)
      .execute(),
    db
      .selectFrom('simulator_requests')
      .select(['element', sql<number>`count(*)::int`.as('count')])
      .where('tenant_id', '=', tenantId)
      .groupBy('element')
      .execute(),
  ]);
  return SIMULATED_ELEMENTS.map((element) => {
    const set = settings.find((row) => row.element === element);
    return {
      element,
      latencyMs: set?.latencyMs ?? 0,
      failureRate: set?.failureRate ?? 0,
      requestCount: counts.find((row) => row.element === element)?.count ?? 0,
    };
  });
}

/** The simulator of the caller's tenant: its elements' latency and failure rate, and what they received. */
export function simulatorRoutes(services: ServerServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: SIMULATOR_PATHS.elements,
      summary: 'The simulated network elements of the tenant: latency, failure rate and the requests each received.',
      tags: TAGS,
      permission: PERMISSIONS.read,
      response: z.array(simulatorElementSchema),
      handler: async ({ auth }) => ok(await simulatorElements(services, auth.tenantId)),
    }),
    defineRoute({
      method: 'PUT',
      url: SIMULATOR_PATHS.elements,
      summary:
        'Sets a simulated element’s latency (`latencyMs`) and failure rate (`failureRate`, 0 to 1: the share of requests answered 503).',
      tags: TAGS,
      permission: PERMISSIONS.update,
      body: updateSimulatorElementSchema,
      response: simulatorElementSchema,
      handler: async ({ auth, body, request }) => {
        const { element, latencyMs, failureRate } = body;
        await services.db.transaction().execute(async (trx) => {
          const before = await engineDb(trx)
            .selectFrom('simulator_elements')
            .select(['latency_ms as latencyMs', 'failure_rate as failureRate'])
            .where('tenant_id', '=', auth.tenantId)
            .where('element', '=', element)
            .executeTakeFirst();
          await engineDb(trx)
            .insertInto('simulator_elements')
            .values({ tenant_id: auth.tenantId, element, latency_ms: latencyMs, failure_rate: failureRate })
            .onConflict((conflict) =>
              conflict
                .columns(['tenant_id', 'element'])
                .doUpdateSet({ latency_ms: latencyMs, failure_rate: failureRate }),
            )
            .execute();
          await recordAudit(trx, {
            tenantId: auth.tenantId,
            actor: { userId: auth.userId, username: auth.username },
            requestId: request.id,
            entity: 'network simulator',
            entityId: element,
            action: 'update',
            before: before ?? { latencyMs: 0, failureRate: 0 },
            after: { latencyMs, failureRate },
          });
        });
        const elements = await simulatorElements(services, auth.tenantId);
        return ok(elements.find((entry) => entry.element === element) as SimulatorElement, 'Simulator updated');
      },
    }),
    defineRoute({
      method: 'GET',
      url: SIMULATOR_PATHS.requests,
      summary:
        'The requests the tenant’s simulated elements received, newest first: headers (secrets as fingerprints), body, idempotency key, answer, and whether it was a replay.',
      tags: TAGS,
      permission: PERMISSIONS.read,
      query: simulatorRequestsQuerySchema,
      response: simulatorRequestsPageSchema,
      handler: async ({ auth, query }) => {
        let rows = engineDb(services.db)
          .selectFrom('simulator_requests')
          .select([
            sql<string>`id::text`.as('id'),
            'element',
            'method',
            'path',
            'headers',
            'body',
            'idempotency_key as idempotencyKey',
            'status',
            'response',
            'replayed',
            'received_at as receivedAt',
          ])
          .where('tenant_id', '=', auth.tenantId)
          // The table's id, not the text of the select list's `id`: ORDER BY would take that, sorting '9' after '10'.
          .orderBy('simulator_requests.id', 'desc')
          .limit(query.limit + 1);
        if (query.element) rows = rows.where('element', '=', query.element);
        if (query.idempotencyKey) rows = rows.where('idempotency_key', '=', query.idempotencyKey);
        if (query.before) rows = rows.where('id', '<', Number(query.before));
        const found = await rows.execute();
        const items = found.slice(0, query.limit).map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
        return ok({ items, next: found.length > query.limit ? (items.at(-1)?.id ?? null) : null });
      },
    }),
  ];
}
