import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformPermissionTree } from '../../core/contract/permissionCatalogue.ts';
import { ALWAYS_ALLOWED } from '../../core/contract/permissions.ts';
import type { AnyRoute } from '../../core/server/http/route.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from './support/fixtures.ts';
import { hasBody, routePath } from './support/routeRequests.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/**
 * Calls every registered route as no one, as a user without the route's key, and as another tenant's
 * user holding every key. New routes are covered without editing this file.
 */
let server: TestServer;
let routes: readonly AnyRoute[];
let unprivilegedToken: string;
let foreignToken: string;

beforeAll(async () => {
  server = await startTestServer();
  routes = server.runtime.routes;
  const nobody = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username: 'matrix-nobody',
    permissions: {},
  });
  const foreigner = await createUserWithPermissions(server, {
    tenantId: BOREALIS,
    username: 'matrix-foreigner',
    permissions: uniformPermissionTree('1111'),
    developerAccess: true,
    copyConfiguration: true,
  });
  unprivilegedToken = await server.login(nobody.username, nobody.password);
  foreignToken = await server.login(foreigner.username, foreigner.password);
});

afterAll(async () => {
  await server?.close();
});

const bodyFor = (route: AnyRoute) => (hasBody(route) ? { body: {} } : {});
const isProtected = (route: AnyRoute) => route.public !== true;
const needsKey = (route: AnyRoute) =>
  isProtected(route) &&
  !(
    route.permission === ALWAYS_ALLOWED ||
    (Array.isArray(route.permission) && route.permission.includes(ALWAYS_ALLOWED))
  );

describe('permission matrix over every registered route', () => {
  it('has routes of every kind to check', () => {
    expect(routes.filter(isProtected).length).toBeGreaterThan(5);
    expect(routes.some((route) => route.public === true)).toBe(true);
  });

  it('answers 401 without a token on every protected route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter(isProtected)) {
      const response = await server.request(route.method, routePath(route, AURORA), bodyFor(route));
      if (response.status !== 401 || response.body.status !== 'Failed')
        failures.push(`${route.method} ${route.url} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 with a forged token on every protected route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter(isProtected)) {
      const response = await server.request(route.method, routePath(route, AURORA), {
        token: 'forged-token-value',
        ...bodyFor(route),
      });
      if (response.status !== 401) failures.push(`${route.method} ${route.url} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a user without the key on every route that needs one', async () => {
    const failures: string[] = [];
    for (const route of routes.filter(needsKey)) {
      const response = await server.request(route.method, routePath(route, AURORA), {
        token: unprivilegedToken,
        ...bodyFor(route),
      });
      if (response.status !== 403 || response.body.status !== 'Failed')
        failures.push(`${route.method} ${route.url} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to another tenant's user on this tenant's ids", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes.filter(isProtected)) {
      const examples = route.exampleParams
        ? await route.exampleParams({ db: server.runtime.services.db, tenantId: AURORA })
        : {};
      if (!route.tenantParam && !route.exampleParams) continue;
      if (examples === null) {
        failures.push(`${route.method} ${route.url}: no example row of ${AURORA} to test with`);
        continue;
      }
      checked += 1;
      const response = await server.request(route.method, routePath(route, AURORA, examples), {
        token: foreignToken,
        ...bodyFor(route),
      });
      if (response.status !== 404 || response.body.status !== 'Failed')
        failures.push(`${route.method} ${route.url} → ${response.status}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('lets the tenant of the ids through the same guard', async () => {
    const ownToken = await server.login('matrix-foreigner', 'Fixture#Password-2026');
    const tenantRoutes = routes.filter((route) => isProtected(route) && route.tenantParam && route.method === 'GET');
    expect(tenantRoutes.length).toBeGreaterThan(0);
    for (const route of tenantRoutes) {
      const response = await server.request(
        route.method,
        routePath(route, BOREALIS, { accountId: 'tenant', name: 'partnerManagement' }),
        {
          token: ownToken,
        },
      );
      expect([200, 404], `${route.method} ${route.url}`).toContain(response.status);
      if (response.status === 404) expect(response.body.errorDescription).not.toMatch(/tenant was not found/i);
    }
  });
});

describe('route declaration', () => {
  it('refuses a route that names no permission and is not public', async () => {
    const { defineRoute } = await import('../../core/server/http/route.ts');
    const { z } = await import('zod');
    expect(() =>
      defineRoute({
        method: 'GET',
        url: '/undeclared',
        summary: 'x',
        response: z.null(),
        permission: [] as string[],
        handler: async () => ({ data: null }),
      }),
    ).toThrow(/names no permission key/);
    expect(() =>
      defineRoute({
        method: 'GET',
        url: '/bad-key',
        summary: 'x',
        response: z.null(),
        permission: 'not a key',
        handler: async () => ({ data: null }),
      }),
    ).toThrow(/invalid permission keys/);
  });
});
