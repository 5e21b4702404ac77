import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allCatalogueKeys,
  permissionCatalogue,
  uniformPermissionTree,
  withoutTenantOnlyAreas,
} from '../../core/contract/permissionCatalogue.ts';
import { hasPermission, parsePermissionKey, type PermissionSubject } from '../../core/contract/permissions.ts';
import type { AnyRoute } from '../../core/server/http/route.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from './support/fixtures.ts';
import { routePath } from './support/routeRequests.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/**
 * The partner-management rule of spec section 6, word for word: partner users, when partner management
 * is off, lose every key outside the monitor area whose first or second segment is one of these.
 */
const RESTRICTED = [
  'translator',
  'workflow',
  'tasks',
  'networks',
  'notifications',
  'rules',
  'triggers',
  'reverseSync',
  'order',
  'custom fields',
  'configuration',
  'sync',
];

const lostWithoutPartnerManagement = (key: string) => {
  const parsed = parsePermissionKey(key);
  if (!parsed) return false;
  const [first, second] = parsed.path;
  return first !== 'monitor' && (RESTRICTED.includes(first ?? '') || RESTRICTED.includes(second ?? ''));
};

const partnerTree = () => withoutTenantOnlyAreas(uniformPermissionTree('1111'));
const tenantOnlyAreas = () =>
  new Set(
    permissionCatalogue()
      .filter((area) => area.tenantOnly)
      .map((area) => area.area),
  );

describe('the partner-management rule over every key of the catalogue', () => {
  const subject = (isPartner: boolean, partnerManagement: boolean): PermissionSubject => ({
    permissions: partnerTree(),
    isPartner,
    partnerManagement,
    developerAccess: false,
    copyConfiguration: false,
  });

  it('takes from a partner without partner management exactly the keys the spec names, for every letter', () => {
    const keys = (['c', 'r', 'u', 'd'] as const).flatMap((letter) => allCatalogueKeys(letter));
    const tenantOnly = tenantOnlyAreas();
    const checked = keys.filter((key) => !tenantOnly.has(key.split(':')[0] ?? ''));
    expect(checked.length).toBeGreaterThan(100);
    const wrong = checked.filter(
      (key) => hasPermission(subject(true, false), key) === lostWithoutPartnerManagement(key),
    );
    expect(wrong).toEqual([]);
    // The keys of this release's configuration areas, named, so a rename cannot slip by.
    for (const key of ['rules:validation rules:r', 'triggers:r', 'translator:u', 'notifications:r'])
      expect(hasPermission(subject(true, false), key), key).toBe(false);
    for (const key of ['forms:r', 'monitor:inbound api:r', 'monitor:notifications:r'])
      expect(hasPermission(subject(true, false), key), key).toBe(true);
  });

  it('takes nothing with partner management on, nor from the tenant’s own users', () => {
    const keys = allCatalogueKeys('r').filter((key) => !tenantOnlyAreas().has(key.split(':')[0] ?? ''));
    expect(keys.filter((key) => !hasPermission(subject(true, true), key))).toEqual([]);
    expect(keys.filter((key) => !hasPermission(subject(false, false), key))).toEqual([]);
  });
});

describe('the partner-management rule on every read route of the server', () => {
  let server: TestServer;
  let withoutManagement: string;
  let withManagement: string;

  beforeAll(async () => {
    server = await startTestServer();
    const off = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'pm-off-partner',
      accountId: 'ACC-NW-S',
      permissions: partnerTree(),
    });
    const on = await createUserWithPermissions(server, {
      tenantId: BOREALIS,
      username: 'pm-on-partner',
      accountId: 'ACC-FJ',
      permissions: partnerTree(),
    });
    withoutManagement = await server.login(off.username, off.password);
    withManagement = await server.login(on.username, on.password);
  });

  afterAll(async () => {
    await server?.close();
  });

  /** The keys of a route that only catalogue flags decide (no special key, no tenant-only area). */
  const plainKeys = (route: AnyRoute): string[] | null => {
    if (route.public === true) return null;
    const keys = Array.isArray(route.permission) ? route.permission : [route.permission];
    const tenantOnly = tenantOnlyAreas();
    const plain = keys.every((key) => parsePermissionKey(key) !== null && !tenantOnly.has(key.split(':')[0] ?? ''));
    return plain ? keys : null;
  };

  it('refuses a partner without partner management on exactly the routes whose keys it loses', async () => {
    const reads = server.runtime.routes.filter(
      (route) => route.method === 'GET' && !route.eventStream && plainKeys(route) !== null,
    );
    expect(reads.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of reads) {
      const lost = (plainKeys(route) ?? []).every(lostWithoutPartnerManagement);
      const off = await server.request('GET', routePath(route, AURORA), { token: withoutManagement });
      const on = await server.request('GET', routePath(route, BOREALIS), { token: withManagement });
      if ((off.status === 403) !== lost) failures.push(`${route.url} without management: ${off.status}`);
      if (on.status === 403 || on.status === 401) failures.push(`${route.url} with management: ${on.status}`);
    }
    expect(failures).toEqual([]);
  });
});
