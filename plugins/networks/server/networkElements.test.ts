import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NETWORK_ELEMENT_RESOURCE,
  NETWORK_PATHS,
  type CreateNetworkElement,
  type NetworkElement,
  type NetworkHealth,
} from '../../engine/public/contract/networkElement.ts';
import {
  PROVISIONING_TEMPLATE_RESOURCE,
  type CreateProvisioningTemplate,
  type ProvisioningTemplate,
} from '../../engine/public/contract/provisioningTemplate.ts';
import { SIMULATOR_PATHS } from '../../engine/public/contract/simulator.ts';
import { TASK_TEMPLATE_RESOURCE } from '../../engine/public/contract/taskTemplate.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { engineCaller } from '../../engine/testing/engineCallers.ts';
import { engineDb } from '../../engine/public/server/networkQueries.ts';

/** Network elements and provisioning templates over real HTTP: secrets sealed, every expression checked. */
const ELEMENTS = NETWORK_ELEMENT_RESOURCE.paths;
const TEMPLATES = PROVISIONING_TEMPLATE_RESOURCE.paths;
let server: TestServer;
let designer: Caller;
let foreigner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  designer = await engineCaller(server, AURORA, 'network-designer', '1111');
  foreigner = await engineCaller(server, BOREALIS, 'network-foreigner', '1111');
});

afterAll(async () => {
  await server?.close();
});

const createElement = (body: CreateNetworkElement) => designer.post<NetworkElement>(ELEMENTS.create ?? '', body);
const createTemplate = (body: CreateProvisioningTemplate) =>
  designer.post<ProvisioningTemplate>(TEMPLATES.create ?? '', body);

async function storedAuth(id: string): Promise<string> {
  const row = (await engineDb(server.runtime.database.db)
    .selectFrom('network_elements')
    .select('auth')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as { auth: unknown };
  return JSON.stringify(row.auth);
}

async function elementNamed(name: string): Promise<NetworkElement> {
  const page = expectStatus(await designer.get<KeysetPage<NetworkElement>>(`${ELEMENTS.list}?q=${name}`), 200);
  const found = page.body.data.items.find((element) => element.name === name);
  if (!found) throw new Error(`no element ${name}`);
  return found;
}

describe('network elements', () => {
  it('lists the seeded simulator elements with their templates, never a secret', async () => {
    const page = expectStatus(await designer.get<KeysetPage<NetworkElement>>(`${ELEMENTS.list}?sort=name`), 200);
    const names = page.body.data.items.map((element) => element.name);
    expect(names).toEqual(['Billing', 'HLR', 'IPTV', 'OSS', 'PCRF']);
    const hlr = page.body.data.items.find((element) => element.name === 'HLR');
    expect(hlr).toMatchObject({
      type: 'HLR',
      protocol: 'REST',
      baseUrl: `/simulator/${AURORA}/hlr`,
      auth: { type: 'API_KEY', header: 'X-API-Key', secretSet: true, username: null },
      templateCount: 4,
    });
    expect(JSON.stringify(page.body)).not.toMatch(/"(secret|key|password|token)"/);
  });

  it('seals a new secret at rest, asks for one when the kind changes, keeps it when left out', async () => {
    const created = expectStatus(
      await createElement({
        name: 'CRM',
        type: 'CRM',
        baseUrl: 'https://crm.example.test/api/',
        auth: { type: 'BASIC', username: 'sdp', password: 'Pl41n-Text-Secret' },
      }),
      200,
    ).body.data;
    expect(created).toMatchObject({
      baseUrl: 'https://crm.example.test/api',
      auth: { type: 'BASIC', username: 'sdp', secretSet: true },
    });
    expect(created.auth.secretUpdatedAt).not.toBeNull();
    expect(await storedAuth(created.networkElementId)).not.toContain('Pl41n-Text-Secret');
    const sealed = await storedAuth(created.networkElementId);

    const path = recordPath(NETWORK_ELEMENT_RESOURCE, 'update', created.networkElementId);
    const kept = expectStatus(
      await designer.put<NetworkElement>(path, { version: 1, auth: { type: 'BASIC', username: 'sdp-2' } }),
      200,
    ).body.data;
    expect(kept.auth).toMatchObject({
      username: 'sdp-2',
      secretSet: true,
      secretUpdatedAt: created.auth.secretUpdatedAt,
    });
    expect(await storedAuth(created.networkElementId)).toContain(JSON.parse(sealed).secret);

    const missing = expectStatus(await designer.put(path, { version: 2, auth: { type: 'BEARER' } }), 400);
    expect(missing.body.errorDescription).toContain('body.auth.token');
    const none = expectStatus(await designer.put<NetworkElement>(path, { version: 2, auth: { type: 'NONE' } }), 200);
    expect(none.body.data.auth).toEqual({
      type: 'NONE',
      username: null,
      header: null,
      secretSet: false,
      secretUpdatedAt: null,
    });
    expect(await storedAuth(created.networkElementId)).not.toContain('secret');
  });

  it('refuses a bad base URL, a missing secret and a taken name, naming the field', async () => {
    const url = expectStatus(await createElement({ name: 'Bad', type: 'OTHER', baseUrl: 'ftp://host/x' }), 400);
    expect(url.body.errorDescription).toContain('body.baseUrl');
    const credentials = expectStatus(
      await createElement({ name: 'Bad', type: 'OTHER', baseUrl: 'http://u:p@host' }),
      400,
    );
    expect(credentials.body.errorDescription).toContain('body.baseUrl');
    const secret = expectStatus(
      await createElement({ name: 'Bad', type: 'OTHER', baseUrl: 'http://host', auth: { type: 'API_KEY' } }),
      400,
    );
    expect(secret.body.errorDescription).toContain('body.auth.key');
    const taken = expectStatus(await createElement({ name: 'hlr', type: 'HLR', baseUrl: 'http://host' }), 409);
    expect(taken.body.data).toEqual({ fieldErrors: [expect.objectContaining({ path: 'name' })] });
  });

  it('checks the health of an element: the simulator answers, a closed port does not', async () => {
    // The seeded simulator fails a few requests in a hundred on purpose: none of this one's.
    expectStatus(await designer.put(SIMULATOR_PATHS.elements, { element: 'hlr', latencyMs: 0, failureRate: 0 }), 200);
    const hlr = await elementNamed('HLR');
    const healthy = expectStatus(
      await designer.get<NetworkHealth>(fillPath(NETWORK_PATHS.health, { networkElementId: hlr.networkElementId })),
      200,
    );
    expect(healthy.body.data).toMatchObject({ healthy: true, status: 200 });
    const closed = expectStatus(
      await createElement({ name: 'Closed', type: 'OTHER', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 }),
      200,
    ).body.data;
    const down = expectStatus(
      await designer.get<NetworkHealth>(fillPath(NETWORK_PATHS.health, { networkElementId: closed.networkElementId })),
      200,
    );
    expect(down.body.data).toMatchObject({ healthy: false, status: null });
  });

  it('refuses to delete an element a task template calls; deletes an unused one with its templates', async () => {
    const billing = await elementNamed('Billing');
    const refused = expectStatus(
      await designer.delete(`${recordPath(NETWORK_ELEMENT_RESOURCE, 'delete', billing.networkElementId)}?version=1`),
      409,
    );
    expect(refused.body.data).toMatchObject({
      reason: expect.stringMatching(/^Used by the task templates "Close billing account"/),
      usedBy: expect.arrayContaining([
        {
          kind: 'taskTemplate',
          title: 'task template',
          name: 'Close billing account',
          via: 'HTTP_CALL networkElement',
        },
      ]),
    });

    const spare = expectStatus(await createElement({ name: 'Spare', type: 'OTHER', baseUrl: 'http://host' }), 200).body
      .data;
    expectStatus(await createTemplate({ networkElementId: spare.networkElementId, operation: 'ADD', path: '/x' }), 200);
    expectStatus(
      await designer.delete(`${recordPath(NETWORK_ELEMENT_RESOURCE, 'delete', spare.networkElementId)}?version=1`),
      200,
    );
    const left = expectStatus(
      await designer.get<KeysetPage<ProvisioningTemplate>>(
        `${TEMPLATES.list}?networkElementId=${spare.networkElementId}`,
      ),
      200,
    );
    expect(left.body.data.items).toEqual([]);
  });

  it('keeps tenants apart', async () => {
    const hlr = await elementNamed('HLR');
    expectStatus(await foreigner.get(recordPath(NETWORK_ELEMENT_RESOURCE, 'get', hlr.networkElementId)), 404);
    expectStatus(await foreigner.get(fillPath(NETWORK_PATHS.health, { networkElementId: hlr.networkElementId })), 404);
  });
});

describe('provisioning templates', () => {
  it('lists an element’s templates with the element’s name', async () => {
    const oss = await elementNamed('OSS');
    const page = expectStatus(
      await designer.get<KeysetPage<ProvisioningTemplate>>(
        `${TEMPLATES.list}?networkElementId=${oss.networkElementId}&sort=operation`,
      ),
      200,
    );
    expect(
      page.body.data.items.map((template) => [template.networkElement, template.operation, template.bodyFormat]),
    ).toEqual([
      ['OSS', 'ADD', 'XML'],
      ['OSS', 'QUALIFY', 'XML'],
    ]);
  });

  it('checks placeholders and expressions as it saves, naming the field', async () => {
    const { networkElementId } = await elementNamed('IPTV');
    const base = { networkElementId, operation: 'MODIFY', path: '/entitlements/{{ subscriber }}' };
    const unclosed = expectStatus(await createTemplate({ ...base, path: '/entitlements/{{ subscriber' }), 400);
    expect(unclosed.body.errorDescription).toContain('body.path');
    const header = expectStatus(await createTemplate({ ...base, headers: { 'X-Trace': '{{ $eval("1") }}' } }), 400);
    expect(header.body.errorDescription).toContain('body.headers.X-Trace');
    const body = expectStatus(await createTemplate({ ...base, body: '{"bundle": bundle' }), 400);
    expect(body.body.errorDescription).toContain('body.body');
    const none = expectStatus(await createTemplate({ ...base, bodyFormat: 'NONE', body: '{}' }), 400);
    expect(none.body.errorDescription).toContain('body.body');
    const jsonTranslated = expectStatus(await createTemplate({ ...base, translation: 'crm-order-to-sdp' }), 400);
    expect(jsonTranslated.body.errorDescription).toContain('body.translation');
    for (const [xml, problem] of [
      [
        '<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        /line 2, column 1: a DOCTYPE/,
      ],
      ['<!ENTITY e "boom"><x/>', /an entity declaration/],
      ['<entitlement><bundle>{{ bundle }}</bundle>', /line 1, column 1: Unclosed tag 'entitlement'/],
    ] as const) {
      const refused = expectStatus(await createTemplate({ ...base, bodyFormat: 'XML', body: xml }), 400);
      expect(refused.body.errorDescription).toMatch(new RegExp(`body\\.body: .*${problem.source}`));
    }
    const condition = expectStatus(await createTemplate({ ...base, successCondition: 'status = ' }), 400);
    expect(condition.body.errorDescription).toContain('body.successCondition');
    const foreign = expectStatus(await foreigner.post(TEMPLATES.create ?? '', { ...base, networkElementId }), 400);
    expect(foreign.body.errorDescription).toContain('body.networkElementId');

    const created = expectStatus(await createTemplate({ ...base, body: '{"bundle": bundle}' }), 200).body.data;
    expect(created).toMatchObject({ networkElement: 'IPTV', operation: 'MODIFY', method: 'POST', bodyFormat: 'JSON' });
    const twice = expectStatus(await createTemplate(base), 409);
    expect(twice.body.data).toEqual({ fieldErrors: [expect.objectContaining({ path: 'operation' })] });
    const update = recordPath(PROVISIONING_TEMPLATE_RESOURCE, 'update', created.provisioningTemplateId);
    expect(update).toBe(`/networkTemplate/provisioning/update/${created.provisioningTemplateId}`);
    const badUpdate = expectStatus(await designer.put(update, { version: 1, responseMapping: '{' }), 400);
    expect(badUpdate.body.errorDescription).toContain('body.responseMapping');
    expectStatus(await designer.put(update, { version: 1, method: 'PUT' }), 200);
  });

  it('lets a task template call only an element and operation that exist', async () => {
    const create = (config: Record<string, string>) =>
      designer.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', {
        name: `Call ${JSON.stringify(config)}`,
        type: 'HTTP_CALL',
        config,
      });
    const element = expectStatus(await create({ networkElement: 'Nowhere', operation: 'ADD' }), 400);
    expect(element.body.errorDescription).toContain('body.config.networkElement');
    const operation = expectStatus(await create({ networkElement: 'hlr', operation: 'SUSPEND' }), 400);
    expect(operation.body.errorDescription).toContain('body.config.operation');
    expectStatus(await create({ networkElement: 'PCRF', operation: 'ADD' }), 200);
  });
});
