import { timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { prepareRawEndpointScope } from '../../../core/server/http/rawEndpointScope.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { PluginEndpoints, ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  CONFIGURATION_PERMISSIONS,
  EVENT_PERMISSIONS,
  REVERSE_PATHS,
  receiverSchema,
  receiverSettingsSchema,
  type Receiver,
} from '../contract.ts';
import { RECEIVER_PREFIX, receiverPath } from '../paths.ts';
import { signingSecrets } from './dispatcher.ts';
import { reverseDb } from './reverseTables.ts';
import { signatureOf } from './signing.ts';

const MAX_BODY_BYTES = 256 * 1024;
const KEPT_BODY = 4_096;
const LISTED_CALLS = 50;
const KEPT_CALLS = 20_000;

interface ReceiverParams {
  tenant: string;
  name: string;
}

const isLoopback = (address: string, request: FastifyRequest) =>
  address === '::1' ||
  address.startsWith('127.') ||
  address.startsWith('::ffff:127.') ||
  address === request.socket.localAddress;

async function settingsOf(services: ServerServices, tenantId: string) {
  const row = await reverseDb(services.db)
    .selectFrom('reverse_receiver')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return {
    mode: (row?.mode ?? 'OK') as Receiver['mode'],
    failStatus: row?.fail_status ?? 503,
    latencyMs: row?.latency_ms ?? 0,
  };
}

/** True when one of the signatures sent is one a subscriber posting here would make. */
async function signatureValid(
  services: ServerServices,
  request: FastifyRequest<{ Params: ReceiverParams }>,
  body: string,
) {
  const { tenant, name } = request.params;
  const id = String(request.headers['webhook-id'] ?? '');
  const timestamp = Number(request.headers['webhook-timestamp']);
  const sent = String(request.headers['webhook-signature'] ?? '').split(' ');
  if (!id || !Number.isFinite(timestamp)) return false;
  const subscribers = await reverseDb(services.db)
    .selectFrom('reverse_subscribers')
    .select(['secret', 'previous_secret as previousSecret', 'previous_secret_until as previousSecretUntil'])
    .where('tenant_id', '=', tenant)
    .where('url', 'like', `%${receiverPath(tenant, name)}`)
    .execute();
  const now = new Date(services.clock());
  return subscribers.some((subscriber) =>
    signingSecrets(services, subscriber, now).some((secret) => {
      const expected = Buffer.from(signatureOf(secret, id, timestamp, body));
      return sent.some((given) => {
        const candidate = Buffer.from(given);
        return candidate.length === expected.length && timingSafeEqual(candidate, expected);
      });
    }),
  );
}

async function handle(
  services: ServerServices,
  request: FastifyRequest<{ Params: ReceiverParams }>,
  reply: FastifyReply,
) {
  const { tenant, name } = request.params;
  const caller = (services.config.SDP_TRUST_PROXY ? request.ip : request.socket.remoteAddress) ?? '';
  if (!services.config.SDP_SIMULATOR_PUBLIC && !isLoopback(caller, request)) {
    return reply.code(403).send({
      result: 'FORBIDDEN',
      message: 'The receiver answers only this server (set SDP_SIMULATOR_PUBLIC=1 to open it to others).',
    });
  }
  const exists = await sql`select 1 from tenants where id = ${tenant}`.execute(services.db);
  if (exists.rows.length === 0 || !/^[A-Za-z0-9_-]{1,64}$/.test(name)) {
    return reply.code(404).send({ result: 'NOT_FOUND', message: 'The receiver has nothing at this path.' });
  }
  const settings = await settingsOf(services, tenant);
  if (settings.mode === 'SLOW' && settings.latencyMs > 0) await sleep(settings.latencyMs);
  const body = typeof request.body === 'string' ? request.body : '';
  const status = settings.mode === 'FAIL' ? settings.failStatus : 200;
  let eventType = '';
  try {
    eventType = String((JSON.parse(body) as { type?: unknown }).type ?? '');
  } catch {
    eventType = '';
  }
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([header]) => header.startsWith('webhook-') || header.startsWith('x-'))
      .map(([header, value]) => [header, String(value)]),
  );
  const { rows } = await sql<{ id: string }>`insert into reverse_receiver_calls
      (tenant_id, name, webhook_id, event_type, headers, body, status, signature_valid, received_at)
    values (${tenant}, ${name}, ${String(request.headers['webhook-id'] ?? '')}, ${eventType.slice(0, 80)},
      ${JSON.stringify(headers)}, ${body.slice(0, KEPT_BODY)}, ${status},
      ${await signatureValid(services, request, body)}, now())
    returning id::text`.execute(services.db);
  if (Number(rows[0]?.id ?? 0) % 1_000 === 0) {
    await sql`delete from reverse_receiver_calls where tenant_id = ${tenant} and id < (select id from reverse_receiver_calls
      where tenant_id = ${tenant} order by id desc offset ${KEPT_CALLS} limit 1)`.execute(services.db);
  }
  return reply
    .code(status)
    .type('application/json')
    .send(status === 200 ? { received: true } : { error: 'The receiver was told to fail.' });
}

/**
 * The built-in receiver, `/reverse-receiver/<tenant>/<name>`: takes any posted event, records it with
 * whether its signature verifies, and answers as the tenant set it (OK, FAIL with a status, SLOW);
 * loopback only unless SDP_SIMULATOR_PUBLIC opens the simulators.
 */
export const receiverEndpoints: PluginEndpoints = {
  prefix: RECEIVER_PREFIX,
  register(scope: FastifyInstance, services: ServerServices) {
    prepareRawEndpointScope(scope, {
      maxBodyBytes: MAX_BODY_BYTES,
      logMessage: 'reverse sync receiver failed',
      failure: 'The receiver failed.',
    });
    scope.route<{ Params: ReceiverParams }>({
      method: 'POST',
      url: '/:tenant/:name',
      handler: (request, reply) => handle(services, request, reply),
    });
  },
};

async function receiverOf(services: ServerServices, tenantId: string): Promise<Receiver> {
  const calls = await reverseDb(services.db)
    .selectFrom('reverse_receiver_calls')
    .select(['id', 'name', 'webhook_id', 'event_type', 'status', 'signature_valid', 'received_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id', 'desc')
    .limit(LISTED_CALLS)
    .execute();
  return {
    ...(await settingsOf(services, tenantId)),
    calls: calls.map((call) => ({
      callId: String(call.id),
      name: call.name,
      webhookId: call.webhook_id,
      eventType: call.event_type,
      status: call.status,
      signatureValid: call.signature_valid,
      receivedAt: new Date(call.received_at).toISOString(),
    })),
  };
}

/** The receiver's settings and newest calls (reverseSync:events:r); setting how it answers (configuration:u). */
export function receiverRoutes(services: ServerServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: REVERSE_PATHS.receiver,
      summary: "How the tenant's built-in receiver answers, and the newest calls it received.",
      tags: ['Reverse sync'],
      permission: EVENT_PERMISSIONS.read,
      response: receiverSchema,
      handler: async ({ auth }) => ok(await receiverOf(services, auth.tenantId)),
    }),
    defineRoute({
      method: 'PUT',
      url: REVERSE_PATHS.receiver,
      summary:
        'Sets how the built-in receiver answers: OK (200), FAIL (with `failStatus`) or SLOW (after `latencyMs`).',
      tags: ['Reverse sync'],
      permission: CONFIGURATION_PERMISSIONS.update,
      body: receiverSettingsSchema,
      response: receiverSchema,
      handler: async ({ auth, body }) => {
        const values = { mode: body.mode, fail_status: body.failStatus, latency_ms: body.latencyMs };
        await reverseDb(services.db)
          .insertInto('reverse_receiver')
          .values({ tenant_id: auth.tenantId, ...values })
          .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(values))
          .execute();
        return ok(await receiverOf(services, auth.tenantId), 'Receiver set');
      },
    }),
  ];
}
