import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { SIMULATED_ELEMENTS, SIMULATOR_PREFIX, type SimulatedElement } from '../../public/contract/simulator.ts';
import type { PluginEndpoints, ServerServices } from '../../../../core/server/serverPlugin.ts';
import { secretFingerprint } from '../../public/server/networkAuth.ts';
import { engineDb } from '../../public/server/networkQueries.ts';
import { appliedAnswer, failedAnswer, type SimulatedAnswer } from './simulatedAnswers.ts';
import { simulatorLog, type AppliedRow } from './simulatorLog.ts';
import { prepareRawEndpointScope } from '../../../../core/server/http/rawEndpointScope.ts';

const MAX_BODY_BYTES = 1024 * 1024;
/** The log keeps the newest requests of each tenant's element; older ones are pruned now and then. */
export const KEPT_REQUESTS = 10_000;
const PRUNE_EVERY = 250;
const SECRET_HEADER = /^(authorization|cookie|proxy-authorization)$|key|token|secret|password/i;
const KEPT_OUT = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'user-agent', 'keep-alive']);

interface SimulatorParams {
  tenant: string;
  element: string;
  '*': string;
}

/** The headers the log keeps: secrets become fingerprints, transport headers are left out. */
function loggedHeaders(request: FastifyRequest): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, raw] of Object.entries(request.headers)) {
    if (KEPT_OUT.has(name) || raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    kept[name] = SECRET_HEADER.test(name) && name !== 'idempotency-key' ? secretFingerprint(value) : value;
  }
  return kept;
}

function speaksXml(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  const accept = request.headers.accept ?? '';
  return type.includes('xml') || (accept.includes('xml') && !accept.includes('json'));
}

function send(reply: FastifyReply, answer: SimulatedAnswer) {
  return reply.code(answer.status).type(answer.contentType).send(answer.body);
}

const replayOf = (row: AppliedRow): SimulatedAnswer => ({
  status: row.status,
  contentType: row.response.startsWith('<') ? 'application/xml; charset=utf-8' : 'application/json',
  body: row.response,
});

async function pruneLog(services: ServerServices, tenant: string, element: string): Promise<void> {
  await sql`
    delete from simulator_requests
    where tenant_id = ${tenant} and element = ${element}
      and id < (select id from simulator_requests where tenant_id = ${tenant} and element = ${element}
                order by id desc offset ${KEPT_REQUESTS} limit 1)`.execute(services.db);
}

/** The most of a request's body the log keeps. */
const MAX_LOGGED_BODY = 16_384;

/** Who called: the peer of the connection, or behind a trusted proxy the client it names. */
const callerAddress = (services: ServerServices, request: FastifyRequest) =>
  (services.config.SDP_TRUST_PROXY ? request.ip : request.socket.remoteAddress) ?? '';
/** A loopback address, or the one this server listens on (a call it makes to itself). */
const isThisServer = (address: string, request: FastifyRequest) =>
  address === '::1' ||
  address.startsWith('127.') ||
  address.startsWith('::ffff:127.') ||
  address === request.socket.localAddress;

const isSimulated = (element: string): element is SimulatedElement =>
  (SIMULATED_ELEMENTS as readonly string[]).includes(element);

async function handle(
  services: ServerServices,
  request: FastifyRequest<{ Params: SimulatorParams }>,
  reply: FastifyReply,
) {
  const { tenant, element } = request.params;
  const db = engineDb(services.db);
  if (!services.config.SDP_SIMULATOR_PUBLIC && !isThisServer(callerAddress(services, request), request)) {
    return reply.code(403).send({
      result: 'FORBIDDEN',
      message: 'The simulator answers only this server (set SDP_SIMULATOR_PUBLIC=1 to open it to others).',
    });
  }
  // An unknown element and an unknown tenant are answered alike: the answer tells no tenant's id.
  const absent = () =>
    reply.code(404).send({ result: 'NOT_FOUND', message: 'The simulator has nothing at this path.' });
  if (!isSimulated(element)) return absent();
  const path = `/${request.params['*']}`;
  const key =
    typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'].slice(0, 200) : null;
  const log = simulatorLog(services.db);
  // The element's settings and the key's applied request (when it has one) in one read.
  const settings = await db
    .selectFrom('tenants as t')
    .leftJoin('simulator_elements as s', (join) => join.onRef('s.tenant_id', '=', 't.id').on('s.element', '=', element))
    .select(['t.id', 's.latency_ms as latencyMs', 's.failure_rate as failureRate'])
    .select(
      sql<AppliedRow | null>`(select jsonb_build_object('status', r.status, 'response', r.response)
        from simulator_requests r where r.tenant_id = t.id and r.element = ${element} and r.idempotency_key = ${key}
          and not r.replayed and r.status < 300 limit 1)`.as('applied'),
    )
    .where('t.id', '=', tenant)
    .executeTakeFirst();
  if (!settings) return absent();
  if (settings.latencyMs) await sleep(settings.latencyMs);

  const record = (answer: SimulatedAnswer, replayed: boolean) =>
    log.record({
      tenant_id: tenant,
      element,
      method: request.method,
      path,
      headers: JSON.stringify(loggedHeaders(request)),
      body: typeof request.body === 'string' ? request.body.slice(0, MAX_LOGGED_BODY) : '',
      idempotency_key: key,
      status: answer.status,
      response: answer.body,
      replayed,
      received_at: new Date(),
    });

  const before = settings.applied;
  if (before) {
    await record(replayOf(before), true);
    return send(reply, replayOf(before));
  }
  const failureRate = settings.failureRate ?? 0;
  const xml = speaksXml(request);
  const answer =
    Math.random() < failureRate
      ? failedAnswer(element, failureRate, xml)
      : appliedAnswer(element, request.method, path, xml);
  if (Math.random() < 1 / PRUNE_EVERY) await pruneLog(services, tenant, element);
  if (await record(answer, false)) return send(reply, answer);
  // The same key arrived twice at once: the other request applied it, this one is its replay.
  const winner = await db
    .selectFrom('simulator_requests')
    .select(['status', 'response'])
    .where('tenant_id', '=', tenant)
    .where('element', '=', element)
    .where('idempotency_key', '=', key)
    .where('replayed', '=', false)
    .where('status', '<', 300)
    .executeTakeFirstOrThrow();
  await record(replayOf(winner), true);
  return send(reply, replayOf(winner));
}

/**
 * The network simulator's systems, under `/simulator/<tenant>/<element>/…`: any method and path, bodies
 * as sent (JSON, XML or text), answered after the element's latency, failed at its failure rate, and
 * every request recorded.
 */
export const simulatorEndpoints: PluginEndpoints = {
  prefix: SIMULATOR_PREFIX,
  register(scope: FastifyInstance, services: ServerServices) {
    prepareRawEndpointScope(scope, {
      maxBodyBytes: MAX_BODY_BYTES,
      logMessage: 'simulator request failed',
      failure: 'The simulator failed.',
    });
    scope.route<{ Params: SimulatorParams }>({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/:tenant/:element/*',
      handler: (request, reply) => handle(services, request, reply),
    });
  },
};
