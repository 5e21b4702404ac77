import type { FastifyInstance } from 'fastify';
import { bindTenant } from '../../../core/server/db/tenantBinding.ts';
import { prepareRawEndpointScope } from '../../../core/server/http/rawEndpointScope.ts';
import type { PluginEndpoints, ServerServices } from '../../../core/server/serverPlugin.ts';
import { INBOUND_PREFIX } from '../paths.ts';
import { runInbound, triggerAt } from './inboundRunner.ts';
import { RefusalLimiter } from './refusalLimiter.ts';

const MAX_BODY_BYTES = 1_048_576;
/** Refused calls one address may make per minute before it is turned away unheard. */
export const REFUSED_CALLS_PER_MINUTE = 30;

interface InboundParams {
  tenant: string;
  path: string;
}

/**
 * The triggers as the outside world calls them: `POST /inbound/<tenant>/<path>` with the body as sent
 * (JSON or XML), answered with what became of it — the order made, or why not — never the API envelope.
 */
export const inboundEndpoints: PluginEndpoints = {
  prefix: INBOUND_PREFIX,
  register(scope: FastifyInstance, services: ServerServices) {
    prepareRawEndpointScope(scope, {
      maxBodyBytes: MAX_BODY_BYTES,
      logMessage: 'inbound trigger failed',
      failure: 'The trigger failed.',
    });
    const limiter = new RefusalLimiter(REFUSED_CALLS_PER_MINUTE, 60_000, services.clock);
    scope.route<{ Params: InboundParams; Body: string | undefined }>({
      method: 'POST',
      url: '/:tenant/:path',
      config: { recordsRefusals: true },
      handler: async (request, reply) => {
        const { tenant, path } = request.params;
        const wait = limiter.waitSeconds(request.ip);
        if (wait > 0) {
          return reply
            .code(429)
            .header('retry-after', String(wait))
            .send({
              result: 'ERROR',
              message: `Over ${REFUSED_CALLS_PER_MINUTE} refused calls a minute came from this address: try again in ${wait} seconds.`,
            });
        }
        const refuse = (status: number, message: string) => {
          limiter.refused(request.ip);
          return reply.code(status).send({ result: 'ERROR', message });
        };
        const refusal = request.edgeRefusal;
        // A path holding NUL names no trigger to log the call under.
        if (refusal && (tenant.includes('\u0000') || path.includes('\u0000'))) return refuse(400, refusal.description);
        // An unknown tenant and an unknown path are answered alike.
        const trigger = /^[a-z0-9][a-z0-9-]{0,59}$/.test(path) ? await triggerAt(services.db, tenant, path) : undefined;
        if (!trigger) return refuse(404, 'There is no trigger at this path.');
        const headers = Object.fromEntries(
          Object.entries(request.headers).flatMap(([name, value]) =>
            typeof value === 'string' ? [[name.toLowerCase(), value]] : [],
          ),
        );
        // The call acts for the trigger's tenant alone: its writes are bound to it (core/server/db/tenantGuard.ts).
        const answer = await bindTenant(trigger.tenantId, () =>
          runInbound(services, trigger, {
            headers,
            body: request.body ?? '',
            replayOf: null,
            ...(refusal ? { edgeRefusal: refusal } : {}),
          }),
        );
        if (answer.status >= 400) limiter.refused(request.ip);
        return reply.code(answer.status).send(answer.body);
      },
    });
  },
};
