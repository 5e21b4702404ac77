import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';

/** The demo triggers' secrets, for trying them with curl (the README shows how). */
export const DEMO_TRIGGER_SECRETS = {
  crm: 'crm-demo-signing-secret',
  portal: 'portal-demo-api-key-2026',
} as const;

/**
 * Two triggers in every tenant of a demo start: the CRM's activations (XML, signed, through the seeded
 * translation) and a partner portal's fibre orders (JSON with an API key).
 */
export async function seedTriggers(trx: Kysely<CoreDatabase>, { tenantIds, demo, secrets }: PluginSeedContext) {
  if (!demo) return;
  for (const tenantId of tenantIds) {
    await sql`insert into triggers (tenant_id, name, description, path, auth, secret, format, translation, service,
        operation, idempotency_field, subscriber_key_field, updated_by)
      values (${tenantId}, 'CRM activation', 'The CRM sends a new mobile line as XML, signed with HMAC-SHA256.',
        'crm-activation', 'HMAC', ${secrets.seal(DEMO_TRIGGER_SECRETS.crm)}, 'XML', 'crm-order-to-sdp',
        'mobile-postpaid', 'ADD', 'externalId', 'msisdn', 'seed')`.execute(trx);
    await sql`insert into triggers (tenant_id, name, description, path, auth, secret, format, translation, service,
        operation, idempotency_field, subscriber_key_field, updated_by)
      values (${tenantId}, 'Portal fibre order', 'The partner portal orders fibre as JSON with its API key.',
        'portal-fibre', 'API_KEY', ${secrets.seal(DEMO_TRIGGER_SECRETS.portal)}, 'JSON', null,
        'fibre-broadband', 'ADD', 'requestId', null, 'seed')`.execute(trx);
    await seedCalls(trx, tenantId);
  }
}

/** Two calls the CRM got wrong, so the inbound monitor shows what a refusal looks like on a first start. */
async function seedCalls(trx: Kysely<CoreDatabase>, tenantId: string): Promise<void> {
  const calls = [
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
  for (const [index, call] of calls.entries()) {
    await sql`insert into trigger_calls (tenant_id, trigger_id, trigger_name, received_at, headers, body, outcome,
        http_status, message, duration_ms)
      select ${tenantId}, id, name, now() - make_interval(hours => ${3 - index}), ${JSON.stringify(call.headers)}::jsonb,
        ${call.body}, ${call.outcome}, ${call.status}, ${call.message}, ${4 + index}
      from triggers where tenant_id = ${tenantId} and path = 'crm-activation'`.execute(trx);
  }
}
