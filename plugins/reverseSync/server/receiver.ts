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
import { ReceiverCallLog } from './receiverCallLog.ts';
import { reverseDb } from './reverseTables.ts';
import { signatureOf } from './signing.ts';

const MAX_BODY_BYTES = 256 * 1024;
const KEPT_BODY = 4_096;
const LISTED_CALLS = 50;

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

interface ReceiverTarget {
  tenantExists: boolean;
  mode: Receiver['mode'] | null;
  failStatus: number | null;
  latencyMs: number | null;
  /** The signing secrets of the tenant's subscribers posting to this path. */
  secrets: { secret: string; previousSecret: string | null; previousSecretUntil: string | null }[];
}

/** In one statement: whether the tenant exists, how its receiver answers, and the secrets that may sign. */
async function targetOf(services: ServerServices, tenant: string, name: string): Promise<ReceiverTarget> {
  const { rows } =
    await sql<ReceiverTarget>`select exists (select 1 from tenants where id = ${tenant}) as "tenantExists",
      r.mode, r.fail_status as "failStatus", r.latency_ms as "latencyMs",
      (select coalesce(json_agg(json_build_object('secret', s.secret, 'previousSecret', s.previous_secret,
          'previousSecretUntil', s.previous_secret_until)), '[]'::json)
        from reverse_subscribers s where s.tenant_id = ${tenant} and s.url like ${`%${receiverPath(tenant, name)}`}) as secrets
    from (select 1) as one left join reverse_receiver r on r.tenant_id = ${tenant}`.execute(services.db);
  return rows[0] ?? { tenantExists: false, mode: null, failStatus: null, latencyMs: null, secrets: [] };
}

/** True when one of the signatures sent is one a subscriber posting here would make. */
function signatureValid(
  services: ServerServices,
  request: FastifyRequest,
  secrets: ReceiverTarget['secrets'],
  body: string,
) {
  const id = String(request.headers['webhook-id'] ?? '');
  const timestamp = Number(request.headers['webhook-timestamp']);
  const sent = String(request.headers['webhook-signature'] ?? '').split(' ');
  if (!id || !Number.isFinite(timestamp)) return false;
  const now = new Date(services.clock());
  return secrets.some((subscriber) =>
    signingSecrets(
      services,
      {
        ...subscriber,
        previousSecretUntil: subscriber.previousSecretUntil === null ? null : new Date(subscriber.previousSecretUntil),
      },
      now,
    ).some((secret) => {
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
  calls: ReceiverCallLog,
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
  const target = /^[A-Za-z0-9_-]{1,64}$/.test(name) ? await targetOf(services, tenant, name) : null;
  if (!target?.tenantExists) {
    return reply.code(404).send({ result: 'NOT_FOUND', message: 'The receiver has nothing at this path.' });
  }
  const mode = target.mode ?? 'OK';
  const latencyMs = target.latencyMs ?? 0;
  if (mode === 'SLOW' && latencyMs > 0) await sleep(latencyMs);
  const body = typeof request.body === 'string' ? request.body : '';
  const status = mode === 'FAIL' ? (target.failStatus ?? 503) : 200;
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
  await calls.record({
    tenantId: tenant,
    name,
    webhookId: String(request.headers['webhook-id'] ?? ''),
    eventType: eventType.slice(0, 80),
    headers,
    body: body.slice(0, KEPT_BODY),
    status,
    signatureValid: signatureValid(services, request, target.secrets, body),
  });
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
    const calls = new ReceiverCallLog(services.db);
    prepareRawEndpointScope(scope, {
      maxBodyBytes: MAX_BODY_BYTES,
      logMessage: 'reverse sync receiver failed',
      failure: 'The receiver failed.',
    });
    scope.route<{ Params: ReceiverParams }>({
      method: 'POST',
      url: '/:tenant/:name',
      handler: (request, reply) => handle(services, calls, request, reply),
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
