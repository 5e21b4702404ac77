import { z } from 'zod';
import { API_BASE, PROVIDER_HEADER, SESSION_REFRESH_HEADER, STYLE_VERSION_HEADER } from '../../contract/http.ts';
import { envelopeSchema } from '../../contract/envelope.ts';
import type { AnyRoute } from './route.ts';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): unknown[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** An OpenAPI 3.1 document generated from the declared routes and their zod schemas. */
export function buildOpenApiDocument(routes: readonly AnyRoute[], version: string): unknown {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    // An optional trailing parameter (`/:mode?`) is two OpenAPI paths: with and without the segment.
    const variants = /\/:[A-Za-z0-9_]+\?$/.test(route.url)
      ? [route.url.replace(/\/:[A-Za-z0-9_]+\?$/, ''), route.url.replace(/\?$/, '')]
      : [route.url];
    for (const variant of variants) addOperation(paths, route, variant);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SDP Console API',
      version,
      description:
        'The /proactive/rest contract of SDP Console. Every response uses the envelope { status, data, message, errorDescription }.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

function addOperation(paths: Record<string, Record<string, unknown>>, route: AnyRoute, url: string): void {
  const path = `${API_BASE}${url}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const pathNames = new Set([...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]));
  const operation: Record<string, unknown> = {
    summary: route.summary,
    tags: route.tags ?? [],
    'x-permission': route.public ? 'public' : route.permission,
    security: route.public ? [] : [{ bearer: [] }],
    parameters: [
      { name: PROVIDER_HEADER, in: 'header', required: true, schema: { type: 'string' } },
      ...parameters(route.params, 'path').filter((parameter) => pathNames.has((parameter as { name: string }).name)),
      ...parameters(route.query, 'query'),
    ],
    responses: {
      '200': {
        description: 'Success envelope',
        headers: route.public
          ? {}
          : {
              [SESSION_REFRESH_HEADER]: {
                description: 'Refreshed session `token:expiryMillis`',
                schema: { type: 'string' },
              },
              [STYLE_VERSION_HEADER]: {
                description: "The tenant's settings version: when it changes, the console re-fetches the style",
                schema: { type: 'string' },
              },
            },
        content: route.download
          ? Object.fromEntries(
              route.download.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            )
          : route.eventStream
            ? { 'text/event-stream': { schema: jsonSchema(route.response, 'output') } }
            : { 'application/json': { schema: jsonSchema(envelopeSchema(route.response), 'output') } },
      },
      '400': { description: 'Invalid input: a Failed envelope whose errorDescription names the field' },
      ...(route.public
        ? {}
        : { '401': { description: 'No, expired or revoked session' }, '403': { description: 'Missing permission' } }),
    },
  };
  if (route.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
    };
  }
  (paths[path] ??= {})[route.method.toLowerCase()] = operation;
}
