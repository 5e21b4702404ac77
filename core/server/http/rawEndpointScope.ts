import type { FastifyInstance } from 'fastify';

interface RawEndpointScopeOptions {
  /** The largest body taken, in bytes. */
  maxBodyBytes: number;
  /** What the log says of an unexpected failure (`simulator request failed`). */
  logMessage: string;
  /** What the caller is told of an unexpected failure (`The simulator failed.`). */
  failure: string;
}

/**
 * Prepares a plugin's endpoint scope for the outside world: every body taken as the text sent (JSON,
 * XML or anything else), and failures answered `{ result: 'ERROR', message }` — a 4xx with its message,
 * anything else a 500 that says only `failure` and is logged.
 */
export function prepareRawEndpointScope(scope: FastifyInstance, options: RawEndpointScopeOptions): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: options.maxBodyBytes }, (_request, body, done) =>
    done(null, body),
  );
  scope.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, options.logMessage);
    return reply.code(status).send({ result: 'ERROR', message: status === 500 ? options.failure : error.message });
  });
}
