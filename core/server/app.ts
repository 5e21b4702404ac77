import { createHash, randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { failure } from '../contract/envelope.ts';
import { API_BASE } from '../contract/http.ts';
import { THEME_HINT_SCRIPT } from '../contract/themeHint.ts';
import type { SessionService } from './auth/sessionService.ts';
import type { ServerConfig } from './config.ts';
import { isTenantGuardRefusal } from './db/tenantGuard.ts';
import { ApiError } from './http/errors.ts';
import { buildOpenApiDocument } from './http/openapi.ts';
import { closeEventStreams } from './http/eventStream.ts';
import { registerJsonDepthLimit } from './http/jsonDepth.ts';
import { registerNulByteCheck } from './http/nulBytes.ts';
import { redactUrl } from './http/redact.ts';
import { registerRoutes } from './http/registerRoutes.ts';
import type { AnyRoute } from './http/route.ts';
import type { PluginEndpoints, ServerServices } from './serverPlugin.ts';
import { isConsoleFallbackPath, registerStaticConsole, sendConsoleIndex } from './http/staticConsole.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The console uses none of the browser's powerful features; nothing it loads may either. */
/** The CSP source that lets the console page's one inline script run. */
const THEME_HINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_HINT_SCRIPT).digest('base64')}'`;

const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export interface AppOptions {
  config: ServerConfig;
  routes: readonly AnyRoute[];
  sessions: SessionService;
  ready: () => Promise<boolean>;
  webDir: string;
  version: string;
  logger?: FastifyInstance['log'];
  /** Plugins' endpoints outside the API, each under its prefix, with the services of their plugin. */
  endpoints?: readonly { endpoints: PluginEndpoints; services: ServerServices }[];
}

const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Invalid request: body: malformed JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Invalid request: body: a JSON body was announced but is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Invalid request: body: larger than the 1 MiB limit'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Invalid request: header.content-type: send application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid request: header.content-length: does not match the body'],
};

export function createLoggerOptions(level: string) {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}

/**
 * Builds the HTTP application: the console under /sdp, the API under /proactive/rest, plugins' endpoints
 * under the prefixes they declare, and nothing else.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: createLoggerOptions(options.config.LOG_LEVEL) }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.config.SDP_TRUST_PROXY,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The theme hint's inline script (core/contract/themeHint.ts), by its hash: no other inline script runs.
        scriptSrc: ["'self'", THEME_HINT_SCRIPT_SOURCE],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // The same as frame-ancestors 'none', for browsers that read only this header.
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  // Answers of 1 kB or more go out brotli- or gzip-compressed as the request accepts; the console's
  // files carry the encoding the build gave them, which this leaves alone. Request bodies are read as
  // sent: a compressed body is bad input like any other.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const envelope = failure(error.description);
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(error.data ? { ...envelope, data: error.data } : envelope);
    }
    if (isTenantGuardRefusal(error)) {
      request.log.error({ err: error }, 'the tenant guard refused a write');
      return reply.code(403).send(failure("The request would change another tenant's data: nothing was written."));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send(failure(known[1]));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(failure(`Invalid request: ${error.message}`));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure('The server could not complete the request. It has been logged.'));
  });

  app.get('/healthz', async () => ({ status: 'Success', data: { status: 'ok' }, message: '', errorDescription: '' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await options.ready().catch(() => false);
    reply.code(ready ? 200 : 503);
    return ready
      ? { status: 'Success', data: { status: 'ready' }, message: '', errorDescription: '' }
      : failure('The database is not reachable.');
  });

  const openApi = buildOpenApiDocument(options.routes, options.version);
  app.get(`${API_BASE}/openapi.json`, async () => openApi);

  registerJsonDepthLimit(app);
  registerNulByteCheck(app);
  registerRoutes(app, options.sessions, options.routes);
  app.addHook('preClose', async () => closeEventStreams(app));
  for (const { endpoints, services } of options.endpoints ?? []) {
    await app.register(async (scope) => endpoints.register(scope, services), { prefix: endpoints.prefix });
  }
  const consoleServed = await registerStaticConsole(app, options.webDir, {
    serveSourceMaps: options.config.SDP_SERVE_SOURCE_MAPS,
  });

  app.setNotFoundHandler((request, reply) => {
    if (consoleServed && isConsoleFallbackPath(request.method, request.url)) return sendConsoleIndex(reply);
    return reply.code(404).send(failure(`No such path: ${request.method} ${redactUrl(request.url).split('?')[0]}`));
  });

  return app;
}
