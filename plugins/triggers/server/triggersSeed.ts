import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';
import type { InboundOutcome } from '../contract.ts';
import { triggersDb } from './triggersTables.ts';

/**
 * A demo trigger's secret, different in each tenant so that one tenant's key opens nothing of another's:
 * `portal-demo-api-key-aurora`, `crm-demo-signing-secret-borealis` (the README shows how to try them).
 */
export function demoTriggerSecret(tenantId: string, trigger: 'crm' | 'portal'): string {
  return `${trigger === 'crm' ? 'crm-demo-signing-secret' : 'portal-demo-api-key'}-${tenantId}`;
}

/**
 * Two triggers in every tenant of a demo start: the CRM's activations (XML, signed, through the seeded
 * translation) and a partner portal's fibre orders (JSON with an API key).
 */
export async function seedTriggers(trx: Kysely<CoreDatabase>, { tenantIds, demo, secrets }: PluginSeedContext) {
  if (!demo) return;
  const db = triggersDb(trx);
  for (const tenantId of tenantIds) {
    const { id: crm } = await db
      .insertInto('triggers')
      .values({
        tenant_id: tenantId,
        name: 'CRM activation',
        description: 'The CRM sends a new mobile line as XML, signed with HMAC-SHA256.',
        path: 'crm-activation',
        auth: 'HMAC',
        secret: secrets.seal(demoTriggerSecret(tenantId, 'crm')),
        secret_at: new Date(),
        format: 'XML',
        translation: 'crm-order-to-sdp',
        service: 'mobile-postpaid',
        operation: 'ADD',
        idempotency_field: 'externalId',
        subscriber_key_field: 'msisdn',
        updated_by: 'seed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('triggers')
      .values({
        tenant_id: tenantId,
        name: 'Portal fibre order',
        description: 'The partner portal orders fibre as JSON with its API key.',
        path: 'portal-fibre',
        auth: 'API_KEY',
        secret: secrets.seal(demoTriggerSecret(tenantId, 'portal')),
        secret_at: new Date(),
        format: 'JSON',
        translation: null,
        service: 'fibre-broadband',
        operation: 'ADD',
        idempotency_field: 'requestId',
        subscriber_key_field: null,
        updated_by: 'seed',
      })
      .execute();
    await seedCalls(trx, tenantId, { id: crm, name: 'CRM activation' });
  }
}

/** Two calls the CRM got wrong, so the inbound monitor shows what a refusal looks like on a first start. */
async function seedCalls(
  trx: Kysely<CoreDatabase>,
  tenantId: string,
  trigger: { id: string; name: string },
): Promise<void> {
  const calls: {
    headers: Record<string, string>;
    body: string;
    outcome: InboundOutcome;
    status: number;
    message: string;
  }[] = [
    {
      headers: { 'content-type': 'application/xml', 'x-signature': '•••', 'user-agent': 'crm-connector/4.2' },
      body: '<crmOrder id="CRM-20390"><customer><phone>46700001002</phone></customer></crmOrder>',
      outcome: 'UNAUTHORIZED',
      status: 401,
      message: 'The signature is missing or wrong.',
    },
    {
      headers: { 'content-type': 'application/xml', 'x-signature': '•••', 'user-agent': 'crm-connector/4.2' },
      body: '<crmOrder id="CRM-20391"><customer><phone>46700001003</phone>',
      outcome: 'REFUSED',
      status: 400,
      message: 'The translation crm-order-to-sdp failed: the input, line 1: Unclosed tag.',
    },
  ];
  await triggersDb(trx)
    .insertInto('trigger_calls')
    .values(
      calls.map((call, index) => ({
        tenant_id: tenantId,
        trigger_id: trigger.id,
        trigger_name: trigger.name,
        received_at: sql<Date>`now() - make_interval(hours => ${3 - index})`,
        headers: JSON.stringify(call.headers),
        body: call.body,
        outcome: call.outcome,
        http_status: call.status,
        message: call.message,
        duration_ms: 4 + index,
      })),
    )
    .execute();
}
