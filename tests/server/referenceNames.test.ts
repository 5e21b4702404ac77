import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNamesPath, type ReferenceNames } from '../../core/contract/references.ts';
import { RULE_KIND_INFO } from '../../plugins/rules/paths.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from './support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

/** The names a picker offers, from the map of references: matches first, state, key, tenant, bad input. */
let server: TestServer;
let admin: Caller;

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
});

afterAll(async () => {
  await server?.close();
});

const names = async (api: Caller, kind: string, query: string) =>
  expectStatus(await api.get<ReferenceNames>(`${referenceNamesPath(kind)}${query}`), 200).body.data;

describe('the names a picker offers', () => {
  it('answers the typed name first, then names starting with it, then names containing it, each with its state and id', async () => {
    const create = RULE_KIND_INFO.validation.descriptor.paths.create ?? '';
    for (const [name, enabled] of [
      ['Picker check', true],
      ['Picker check extra', false],
      ['Another picker check', true],
    ] as const) {
      const body = { name, enabled, condition: 'true', message: 'Refused.' };
      expectStatus(await admin.post(create, body), 200);
    }
    const answer = await names(admin, 'validationRule', '?q=PICKER%20CHECK');
    expect(answer.kind).toBe('validationRule');
    expect(answer.items.map((item) => [item.name, item.enabled])).toEqual([
      ['Picker check', true],
      ['Picker check extra', false],
      ['Another picker check', true],
    ]);
    expect(answer.items.every((item) => typeof item.id === 'string' && item.id !== '')).toBe(true);
    const limited = await names(admin, 'validationRule', '?q=picker&limit=1');
    expect(limited.items).toHaveLength(1);
    const services = await names(admin, 'service', '');
    expect(services.items.length).toBeGreaterThan(0);
    expect(services.items.map((item) => item.name)).toEqual(
      [...services.items.map((item) => item.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('answers only the caller’s tenant', async () => {
    const user = await createUserWithPermissions(server, {
      tenantId: BOREALIS,
      username: 'borealis-rules-reader',
      permissions: { rules: { 'validation rules': '0100' } },
    });
    const borealis = caller(server, await server.login(user.username, user.password));
    const aurora = await names(admin, 'validationRule', '?q=picker%20check');
    expect(aurora.items.length).toBeGreaterThan(0);
    expect((await names(borealis, 'validationRule', '?q=picker%20check')).items).toEqual([]);
  });

  it('requires the kind’s read key, and names the field of bad input', async () => {
    const user = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'picker-forms-only',
      permissions: { forms: '0100' },
    });
    const formsOnly = caller(server, await server.login(user.username, user.password));
    expectStatus(await formsOnly.get(referenceNamesPath('form')), 200);
    expectStatus(await formsOnly.get(referenceNamesPath('service')), 403);
    const badLimit = expectStatus(await admin.get(`${referenceNamesPath('form')}?limit=many`), 400);
    expect(badLimit.body.errorDescription).toContain('limit');
    const tooMany = expectStatus(await admin.get(`${referenceNamesPath('form')}?limit=500`), 400);
    expect(tooMany.body.errorDescription).toContain('limit');
    const unknown = expectStatus(await admin.get(`${referenceNamesPath('form')}?name=x`), 400);
    expect(unknown.body.errorDescription).toContain('name');
  });
});
