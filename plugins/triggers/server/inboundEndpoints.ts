import type { FastifyInstance } from 'fastify';
import { prepareRawEndpointScope } from '../../../core/server/http/rawEndpointScope.ts';
import type { PluginEndpoints, ServerServices } from '../../../core/server/serverPlugin.ts';
import { INBOUND_PREFIX } from '../paths.ts';
import { runInbound, triggerAt } from './inboundRunner.ts';

const MAX_BODY_BYTES = 1_048_576;

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
    scope.route<{ Params: InboundParams; Body: string | undefined }>({
      method: 'POST',
      url: '/:tenant/:path',
      config: { recordsRefusals: true },
      handler: async (request, reply) => {
        const { tenant, path } = request.params;
        const refusal = request.edgeRefusal;
        // A path holding NUL names no trigger to log the call under.
        if (refusal && (tenant.includes('\u0000') || path.includes('\u0000'))) {
          return reply.code(400).send({ result: 'ERROR', message: refusal.description });
        }
        const trigger = /^[a-z0-9][a-z0-9-]{0,59}$/.test(path) ? await triggerAt(services.db, tenant, path) : undefined;
        if (!trigger) return reply.code(404).send({ result: 'ERROR', message: 'There is no trigger at this path.' });
        const headers = Object.fromEntries(
          Object.entries(request.headers).flatMap(([name, value]) =>
            typeof value === 'string' ? [[name.toLowerCase(), value]] : [],
          ),
        );
        const answer = await runInbound(services, trigger, {
          headers,
          body: request.body ?? '',
          replayOf: null,
          ...(refusal ? { edgeRefusal: refusal } : {}),
        });
        return reply.code(answer.status).send(answer.body);
      },
    });
  },
};
