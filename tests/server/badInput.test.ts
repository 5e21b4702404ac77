import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformPermissionTree } from '../../core/contract/permissionCatalogue.ts';
import type { AnyRoute } from '../../core/server/http/route.ts';
import { AURORA, createUserWithPermissions } from './support/fixtures.ts';
import { hasBody, objectSchemaOf, routePath, wrongQuery, wrongTypesObject } from './support/routeRequests.ts';
import { startTestServer, type TestServer, type ApiResponse } from './support/testServer.ts';

/**
 * Sends every route malformed and oversized input as a user holding every key, on a row of the user's
 * tenant where the route is about one: only 400/413 envelopes naming the field may come back.
 */
let server: TestServer;
let token: string;
let routes: readonly AnyRoute[];

beforeAll(async () => {
  server = await startTestServer();
  routes = server.runtime.routes;
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username: 'bad-input-admin',
    permissions: uniformPermissionTree('1111'),
    developerAccess: true,
    copyConfiguration: true,
  });
  token = await server.login(user.username, user.password);
});

afterAll(async () => {
  await server?.close();
});

/** The route's path for the user's tenant, on one of its rows when the route is about one (its example). */
async function pathOf(route: AnyRoute): Promise<string> {
  const example = route.exampleParams
    ? await route.exampleParams({ db: server.runtime.services.db, tenantId: AURORA })
    : null;
  return routePath(route, AURORA, example ?? {});
}

function expectRejected(response: ApiResponse, label: string, allowed: number[], field?: RegExp): string | null {
  if (!allowed.includes(response.status))
    return `${label}: status ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
  if (response.body.status !== 'Failed') return `${label}: envelope status ${String(response.body.status)}`;
  if (!response.body.errorDescription) return `${label}: no errorDescription`;
  if (/at .*\.(ts|js):\d+/.test(response.body.errorDescription)) return `${label}: stack trace leaked`;
  if (field && !field.test(response.body.errorDescription))
    return `${label}: "${response.body.errorDescription}" names no field`;
  return null;
}

describe('bad input on every route', () => {
  it('rejects malformed JSON, wrong shapes and oversized bodies on every route with a body', async () => {
    const problems: string[] = [];
    const bodyRoutes = routes.filter(hasBody);
    expect(bodyRoutes.length).toBeGreaterThan(3);
    for (const route of bodyRoutes) {
      const path = await pathOf(route);
      const label = `${route.method} ${route.url}`;
      const send = (options: { body?: unknown; rawBody?: string }) =>
        server.request(route.method, path, { token, ...options });
      const check = (problem: string | null) => {
        if (problem) problems.push(problem);
      };
      check(expectRejected(await send({ rawBody: '{"unterminated": ' }), `${label} malformed`, [400], /body/));
      check(expectRejected(await send({ body: [1, 2, 3] }), `${label} array body`, [400], /body/));
      const deep = `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
      check(
        expectRejected(
          await send({ rawBody: deep }),
          `${label} nested 10,000 levels`,
          [400],
          /body\.a\.0\.0.*: nests deeper than 100 levels/,
        ),
      );
      check(expectRejected(await send({ rawBody: 'x'.repeat(2 * 1024 * 1024) }), `${label} 2 MiB`, [413, 400]));
      const schema = objectSchemaOf(route.body);
      if (schema && Object.keys(schema.properties ?? {}).length > 0) {
        check(
          expectRejected(await send({ body: wrongTypesObject(schema) }), `${label} wrong types`, [400], /body\.\w+/),
        );
      }
      if (schema && (schema.required ?? []).length > 0) {
        check(expectRejected(await send({ body: {} }), `${label} missing fields`, [400], /body\.\w+: required/));
      }
      if (schema && schema.additionalProperties === false) {
        check(
          expectRejected(
            await send({ body: { __unknownField: 1 } }),
            `${label} unknown field`,
            [400],
            /__unknownField/,
          ),
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('rejects wrong and unknown query parameters on every route', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const path = await pathOf(route);
      const label = `${route.method} ${route.url}`;
      const options = hasBody(route) ? { token, body: {} } : { token };
      const unknown = await server.request(route.method, `${path}?__unknownParam=1`, options);
      const problem = expectRejected(unknown, `${label} unknown query`, [400], /query/);
      if (problem) problems.push(problem);
      const schema = objectSchemaOf(route.query);
      if (schema && Object.keys(schema.properties ?? {}).length > 0) {
        const wrong = await server.request(route.method, `${path}?${wrongQuery(schema)}`, options);
        const wrongProblem = expectRejected(wrong, `${label} wrong query`, [400], /query\.\w+/);
        if (wrongProblem) problems.push(wrongProblem);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a NUL character in every path parameter, query parameter and body field, naming it', async () => {
    const problems: string[] = [];
    const check = (problem: string | null) => {
      if (problem) problems.push(problem);
    };
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const example = route.exampleParams
        ? await route.exampleParams({ db: server.runtime.services.db, tenantId: AURORA })
        : null;
      const options = hasBody(route) ? { token, body: {} } : { token };
      for (const name of [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string)) {
        const values = { ...(example ?? {}), [name]: `${example?.[name] ?? 'sample'}\u0000` };
        const response = await server.request(route.method, routePath(route, AURORA, values), options);
        check(expectRejected(response, `${label} NUL in params.${name}`, [400], new RegExp(`params\\.${name}: .*NUL`)));
      }
      const path = await pathOf(route);
      const query = objectSchemaOf(route.query);
      for (const name of Object.keys(query?.properties ?? {})) {
        const response = await server.request(route.method, `${path}?${encodeURIComponent(name)}=a%00b`, options);
        check(expectRejected(response, `${label} NUL in query.${name}`, [400], new RegExp(`query\\.${name}: .*NUL`)));
      }
      const body = objectSchemaOf(route.body);
      if (hasBody(route) && body) {
        for (const name of Object.keys(body.properties ?? {})) {
          const response = await server.request(route.method, path, { token, body: { [name]: 'a\u0000b' } });
          check(expectRejected(response, `${label} NUL in body.${name}`, [400], new RegExp(`body\\.${name}: .*NUL`)));
        }
        const inKey = await server.request(route.method, path, { token, rawBody: '{"a\\u0000": 1}' });
        check(expectRejected(inKey, `${label} NUL in a body key`, [400], /body\.a\\u0000: .*NUL/));
      }
    }
    expect(problems).toEqual([]);
  });

  // How long the event loop stalls meanwhile depends on the machine: `npm run bench badInput` measures it.
  it('answers deeply nested XML in every text field without a 500', async () => {
    const problems: string[] = [];
    const deep = `<a>${'<b>'.repeat(10_000)}${'</b>'.repeat(10_000)}</a>`;
    for (const route of routes.filter(hasBody)) {
      const schema = objectSchemaOf(route.body);
      const texts = Object.entries(schema?.properties ?? {}).filter(([, property]) => property.type === 'string');
      for (const [name] of texts) {
        const response = await server.request(route.method, await pathOf(route), { token, body: { [name]: deep } });
        const label = `${route.method} ${route.url} deep XML in body.${name}`;
        if (response.status >= 500) problems.push(`${label}: status ${response.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('requires the provider header on every API route', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const response = await server.request(route.method, routePath(route, AURORA), {
        token,
        omitProvider: true,
        body: hasBody(route) ? {} : undefined,
      });
      const problem = expectRejected(
        response,
        `${route.method} ${route.url} without provider`,
        [400],
        /x-sdp-provider/,
      );
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  it('answers unknown paths with a 404 envelope and never a stack trace', async () => {
    const response = await server.request('GET', '/proactive/rest/no/such/route');
    expect(response.status).toBe(404);
    expect(response.body.status).toBe('Failed');
    const outside = await server.request('GET', '/sdp-elsewhere');
    expect(outside.status).toBe(404);
  });
});
