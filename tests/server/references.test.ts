import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { referencesPath, type WhereUsed } from '../../core/contract/references.ts';
import { type DeleteRefusedData } from '../../core/contract/failures.ts';
import { recordPath, type ResourceDescriptor } from '../../plugins/resourceKit/public/contract/resource.ts';
import { NETWORK_ELEMENT_RESOURCE } from '../../plugins/engine/public/contract/networkElement.ts';
import { PROVISIONING_TEMPLATE_RESOURCE } from '../../plugins/engine/public/contract/provisioningTemplate.ts';
import { SERVICE_RESOURCE, type Service } from '../../plugins/engine/public/contract/service.ts';
import { TASK_TEMPLATE_RESOURCE } from '../../plugins/engine/public/contract/taskTemplate.ts';
import { WORKFLOW_RESOURCE } from '../../plugins/engine/public/contract/workflow.ts';
import { FORM_TEMPLATE_RESOURCE } from '../../plugins/forms/paths.ts';
import { ALERT_RESOURCE } from '../../plugins/notifications/paths.ts';
import { RULE_KIND_INFO } from '../../plugins/rules/paths.ts';
import { TRANSLATOR_RESOURCE } from '../../plugins/translator/paths.ts';
import { TRIGGER_RESOURCE } from '../../plugins/triggers/paths.ts';
import { SUBSCRIBER_RESOURCE } from '../../plugins/reverseSync/paths.ts';
import { ROLES_RESOURCE } from '../../plugins/users/paths.ts';
import { caller, expectStatus, type Caller } from './support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from './support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './support/testServer.ts';

/** The map of references over HTTP: where an item is used, and delete refused while it is, for every kind. */
let server: TestServer;
let admin: Caller;

beforeAll(async () => {
  server = await startTestServer();
  admin = caller(server, await server.login('admin', TEST_ADMIN_PASSWORD));
});

afterAll(async () => {
  await server?.close();
});

type Row = Record<string, unknown> & { version: number };

async function rowOf(descriptor: ResourceDescriptor, matches: (row: Row) => boolean): Promise<Row> {
  const page = expectStatus(await admin.get<KeysetPage<Row>>(`${descriptor.paths.list}?limit=500`), 200).body.data;
  const found = page.items.find(matches);
  if (!found) throw new Error(`No such ${descriptor.entity}`);
  return found;
}

function deletePath(descriptor: ResourceDescriptor, row: Row): string {
  const id = String(row[descriptor.idField]);
  const path = recordPath(descriptor, 'delete', id);
  const idInQuery = !(descriptor.paths.delete ?? '').includes(`:${descriptor.idField}`);
  return `${path}?version=${row.version}${idInQuery ? `&${descriptor.idField}=${id}` : ''}`;
}

const named = (name: string) => (row: Row) => row.name === name;

async function expectRefused(descriptor: ResourceDescriptor, row: Row, users: [string, string][]): Promise<void> {
  const refused = expectStatus(await admin.delete(deletePath(descriptor, row)), 409);
  const data = refused.body.data as unknown as DeleteRefusedData;
  expect(data.usedBy?.map((user) => [user.kind, user.name])).toEqual(users);
  for (const [, name] of users) expect(data.reason).toContain(`"${name}"`);
  expect(refused.body.errorDescription).toContain('cannot be deleted: Used by the');
}

describe('where an item is used', () => {
  it('answers the items naming a task template and the items it names, each with whether it exists', async () => {
    const response = await admin.get<WhereUsed>(`${referencesPath('taskTemplate')}?name=Reserve%20MSISDN`);
    expect(expectStatus(response, 200).body.data).toEqual({
      kind: 'taskTemplate',
      title: 'task template',
      name: 'Reserve MSISDN',
      exists: true,
      usedBy: [
        {
          kind: 'workflow',
          title: 'workflow',
          name: 'Mobile postpaid – add',
          via: expect.stringContaining('step "Reserve MSISDN"'),
        },
      ],
      refersTo: [
        {
          kind: 'networkElement',
          title: 'network element',
          name: 'HLR',
          via: 'HTTP_CALL networkElement',
          exists: true,
        },
        {
          kind: 'provisioningTemplate',
          title: 'provisioning template',
          name: 'HLR/RESERVE',
          via: 'HTTP_CALL operation',
          exists: true,
        },
      ],
    });
  });

  it('says an unknown name exists nowhere, refuses a missing name, and requires the kind’s read key', async () => {
    const unknown = expectStatus(await admin.get<WhereUsed>(`${referencesPath('form')}?name=Nothing`), 200).body.data;
    expect(unknown).toMatchObject({ exists: false, usedBy: [], refersTo: [] });
    const missing = expectStatus(await admin.get(referencesPath('form')), 400);
    expect(missing.body.errorDescription).toContain('name');
    const user = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'forms-only',
      permissions: { forms: '0100' },
    });
    const formsOnly = caller(server, await server.login(user.username, user.password));
    expectStatus(await formsOnly.get(`${referencesPath('form')}?name=Site%20survey`), 200);
    expectStatus(await formsOnly.get(`${referencesPath('taskTemplate')}?name=Site%20survey`), 403);
  });

  it('answers a partner user where a task template is used exactly when they may read task templates', async () => {
    const partnerReading = async (tenantId: string, accountId: string) => {
      const user = await createUserWithPermissions(server, {
        tenantId,
        username: `partner-tasks-${accountId}`,
        permissions: { tasks: '0100' },
        accountId,
      });
      return caller(server, await server.login(user.username, user.password));
    };
    const whereUsed = `${referencesPath('taskTemplate')}?name=Reserve%20MSISDN`;
    // Borealis manages its partners: a partner user keeps the tasks key.
    const managed = await partnerReading(BOREALIS, 'ACC-FJ');
    expectStatus(await managed.get(TASK_TEMPLATE_RESOURCE.paths.list), 200);
    const answer = expectStatus(await managed.get<WhereUsed>(whereUsed), 200).body.data;
    expect(answer).toMatchObject({ kind: 'taskTemplate', name: 'Reserve MSISDN', exists: true });
    expect(answer.refersTo.map((ref) => ref.name)).toEqual(['HLR', 'HLR/RESERVE']);
    // Aurora does not: its partner users lose the tasks key (spec section 6), for the list and where-used alike.
    const unmanaged = await partnerReading(AURORA, 'ACC-NW');
    expectStatus(await unmanaged.get(TASK_TEMPLATE_RESOURCE.paths.list), 403);
    expectStatus(await unmanaged.get(whereUsed), 403);
  });
});

describe('delete refused while an item is used, for every kind', () => {
  it('a form a HUMAN task template and a service operation name', async () => {
    await expectRefused(FORM_TEMPLATE_RESOURCE, await rowOf(FORM_TEMPLATE_RESOURCE, named('Site survey')), [
      ['taskTemplate', 'Site survey'],
    ]);
    await expectRefused(FORM_TEMPLATE_RESOURCE, await rowOf(FORM_TEMPLATE_RESOURCE, named('Fibre order')), [
      ['service', 'fibre-broadband'],
    ]);
  });

  it('a translation and a service a reverse sync subscriber names', async () => {
    const xslt =
      '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><x/></xsl:template></xsl:stylesheet>';
    expectStatus(await admin.post(TRANSLATOR_RESOURCE.paths.create ?? '', { name: 'Events-to-CRM', xslt }), 200);
    const subscriber = {
      name: 'CRM events',
      url: 'https://crm.example.com/hooks',
      eventTypes: ['ORDER_COMPLETED'],
      service: 'iptv-addon',
      payloadFormat: 'XML',
      translation: 'Events-to-CRM',
    };
    expectStatus(await admin.post(SUBSCRIBER_RESOURCE.paths.create ?? '', subscriber), 200);
    const used = expectStatus(await admin.get<WhereUsed>(`${referencesPath('translation')}?name=Events-to-CRM`), 200);
    expect(used.body.data.usedBy).toEqual([
      { kind: 'reverseSubscriber', title: 'reverse sync subscriber', name: 'CRM events', via: 'XML translation' },
    ]);
    await expectRefused(TRANSLATOR_RESOURCE, await rowOf(TRANSLATOR_RESOURCE, named('Events-to-CRM')), [
      ['reverseSubscriber', 'CRM events'],
    ]);
  });

  it('a role a HUMAN task offers its work to', async () => {
    await expectRefused(ROLES_RESOURCE, await rowOf(ROLES_RESOURCE, named('Operator')), [
      ['taskTemplate', 'Site survey'],
    ]);
  });

  it('a translation a trigger names', async () => {
    await expectRefused(TRANSLATOR_RESOURCE, await rowOf(TRANSLATOR_RESOURCE, named('crm-order-to-sdp')), [
      ['trigger', 'CRM activation'],
    ]);
  });

  it('a task template workflows run, a workflow a service maps', async () => {
    await expectRefused(TASK_TEMPLATE_RESOURCE, await rowOf(TASK_TEMPLATE_RESOURCE, named('Apply data policy')), [
      ['workflow', 'Mobile postpaid – add'],
      ['workflow', 'Mobile postpaid – modify'],
    ]);
    await expectRefused(WORKFLOW_RESOURCE, await rowOf(WORKFLOW_RESOURCE, named('IPTV add-on – add')), [
      ['service', 'iptv-addon'],
    ]);
  });

  it('a service rules, a trigger and a notification name', async () => {
    await expectRefused(SERVICE_RESOURCE, await rowOf(SERVICE_RESOURCE, named('mobile-postpaid')), [
      ['dependencyRule', 'No change before activation'],
      ['notification', 'Line activated SMS'],
      ['trigger', 'CRM activation'],
    ]);
  });

  it('a network element and a provisioning template task templates call', async () => {
    await expectRefused(NETWORK_ELEMENT_RESOURCE, await rowOf(NETWORK_ELEMENT_RESOURCE, named('PCRF')), [
      ['taskTemplate', 'Apply data policy'],
    ]);
    const template = await rowOf(
      PROVISIONING_TEMPLATE_RESOURCE,
      (row) => row.networkElement === 'HLR' && row.operation === 'ADD',
    );
    await expectRefused(PROVISIONING_TEMPLATE_RESOURCE, template, [['taskTemplate', 'Activate subscriber']]);
    // A template no task calls goes; the element's own templates never keep it.
    const unused = await rowOf(
      PROVISIONING_TEMPLATE_RESOURCE,
      (row) => row.networkElement === 'Billing' && row.operation === 'QUERY',
    );
    expectStatus(await admin.delete(deletePath(PROVISIONING_TEMPLATE_RESOURCE, unused)), 200);
  });

  it('a notification a NOTIFY task names, a transformation rule a TRANSFORM task names', async () => {
    expectStatus(
      await admin.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', {
        name: 'Tell operations',
        type: 'NOTIFY',
        config: { alert: 'Failed orders to operations' },
      }),
      200,
    );
    await expectRefused(ALERT_RESOURCE, await rowOf(ALERT_RESOURCE, named('Failed orders to operations')), [
      ['taskTemplate', 'Tell operations'],
    ]);
    expectStatus(
      await admin.post(TASK_TEMPLATE_RESOURCE.paths.create ?? '', {
        name: 'Map CRM fields',
        type: 'TRANSFORM',
        config: { rule: 'CRM to HLR' },
      }),
      200,
    );
    const transformations = RULE_KIND_INFO.transformation.descriptor;
    await expectRefused(transformations, await rowOf(transformations, named('CRM to HLR')), [
      ['taskTemplate', 'Map CRM fields'],
    ]);
  });

  it('a validation rule a service operation lists', async () => {
    const iptv = (await rowOf(SERVICE_RESOURCE, named('iptv-addon'))) as unknown as Service;
    const operations = iptv.operations.map((operation) => ({ ...operation, rules: ['Known IPTV bundle'] }));
    expectStatus(
      await admin.put(recordPath(SERVICE_RESOURCE, 'update', iptv.serviceId), { operations, version: iptv.version }),
      200,
    );
    const validations = RULE_KIND_INFO.validation.descriptor;
    await expectRefused(validations, await rowOf(validations, named('Known IPTV bundle')), [['service', 'iptv-addon']]);
  });

  it('lets an item nothing names go: a trigger, a dependency rule, an unused task template', async () => {
    expectStatus(
      await admin.delete(deletePath(TRIGGER_RESOURCE, await rowOf(TRIGGER_RESOURCE, named('Portal fibre order')))),
      200,
    );
    const dependencies = RULE_KIND_INFO.dependency.descriptor;
    expectStatus(
      await admin.delete(deletePath(dependencies, await rowOf(dependencies, named('IPTV after its fibre line')))),
      200,
    );
    expectStatus(
      await admin.delete(
        deletePath(TASK_TEMPLATE_RESOURCE, await rowOf(TASK_TEMPLATE_RESOURCE, named('Wait for porting window'))),
      ),
      200,
    );
  });
});
