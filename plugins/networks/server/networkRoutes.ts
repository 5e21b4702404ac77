import type { Kysely } from 'kysely';
import { z } from 'zod';
import { NETWORK_PATHS, networkHealthSchema } from '../../engine/public/contract/networkElement.ts';
import {
  PROVISIONING_PATHS,
  networkExchangeSchema,
  provisioningTestSchema,
} from '../../engine/public/contract/provisioningTemplate.ts';
import { resourcePermissions } from '../../resourceKit/public/contract/resource.ts';
import { resourceIdSchema } from '../../resourceKit/public/contract/resourceSchemas.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute, type ExampleLookup } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { NetworkCalls } from '../../engine/public/server/NetworkCalls.ts';
import { engineDb, findElement, findTemplate } from '../../engine/public/server/networkQueries.ts';

const PERMISSIONS = resourcePermissions('networks');

const elementParams = z.strictObject({ networkElementId: resourceIdSchema });
const templateParams = z.strictObject({ provisioningTemplateId: resourceIdSchema });

async function firstId(
  db: Kysely<CoreDatabase>,
  table: 'network_elements' | 'provisioning_templates',
  tenantId: string,
): Promise<string | null> {
  const row = await engineDb(db)
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function requireElement(db: Kysely<CoreDatabase>, auth: AuthContext | null, id: string) {
  const element = auth && isUuid(id) ? await findElement(db, auth.tenantId, { id }) : undefined;
  if (!element) throw notFound('The network element');
  return element;
}

async function requireTemplate(db: Kysely<CoreDatabase>, auth: AuthContext | null, id: string) {
  const template = auth && isUuid(id) ? await findTemplate(db, auth.tenantId, { id }) : undefined;
  if (!template) throw notFound('The provisioning template');
  return template;
}

/** A network element's health check, and a provisioning template's test call with a sample input. */
export function networkRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  const network = services.get(NetworkCalls);
  return [
    defineRoute({
      method: 'GET',
      url: NETWORK_PATHS.health,
      summary:
        'Checks a network element now: a GET of its health check path (or its base URL), answered with the status and the time it took.',
      tags: ['Network elements'],
      permission: PERMISSIONS.read,
      params: elementParams,
      exampleParams: async ({ db: lookup, tenantId }: ExampleLookup) => {
        const id = await firstId(lookup, 'network_elements', tenantId);
        return id ? { networkElementId: id } : null;
      },
      checkTarget: async ({ params, auth }) => void (await requireElement(db, auth, params.networkElementId)),
      response: networkHealthSchema,
      handler: async ({ params, auth }) =>
        ok(await network.health(await requireElement(db, auth, params.networkElementId))),
    }),
    defineRoute({
      method: 'POST',
      url: PROVISIONING_PATHS.test,
      summary:
        'Sends the template’s request with a sample task input (`{ input, idempotencyKey? }`) and answers what went out (secrets as fingerprints), what came back, and the outcome: the mapped output, or the task error code.',
      tags: ['Provisioning templates'],
      permission: PERMISSIONS.update,
      params: templateParams,
      body: provisioningTestSchema,
      exampleParams: async ({ db: lookup, tenantId }: ExampleLookup) => {
        const id = await firstId(lookup, 'provisioning_templates', tenantId);
        return id ? { provisioningTemplateId: id } : null;
      },
      checkTarget: async ({ params, auth }) => void (await requireTemplate(db, auth, params.provisioningTemplateId)),
      response: networkExchangeSchema,
      handler: async ({ params, body, auth }) => {
        const template = await requireTemplate(db, auth, params.provisioningTemplateId);
        const element = await requireElement(db, auth, template.networkElementId);
        const exchange = await network.call({
          element,
          template,
          input: body.input,
          idempotencyKey: body.idempotencyKey,
        });
        return ok(
          exchange,
          exchange.outcome.succeeded ? 'The call succeeded' : `The call failed: ${exchange.outcome.message}`,
        );
      },
    }),
  ];
}
