import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_RESOURCE, type CreateService, type Service } from '../../engine/public/contract/service.ts';
import { WORKFLOW_RESOURCE, type Workflow } from '../../engine/public/contract/workflow.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { recordPath, type BulkResult } from '../../resourceKit/public/contract/resource.ts';
import { expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { engineCaller } from '../../engine/testing/engineCallers.ts';

/** Services over real HTTP: operations mapped to the tenant's workflows, checked on every write. */
const PATHS = SERVICE_RESOURCE.paths;
let server: TestServer;
let designer: Caller;
let foreigner: Caller;
let workflows: Map<string, Workflow>;

beforeAll(async () => {
  server = await startTestServer();
  designer = await engineCaller(server, AURORA, 'service-designer', '1111');
  foreigner = await engineCaller(server, BOREALIS, 'service-foreigner', '1111');
  const page = await designer.get<KeysetPage<Workflow>>(`${WORKFLOW_RESOURCE.paths.list}?limit=500`);
  workflows = new Map(expectStatus(page, 200).body.data.items.map((workflow) => [workflow.name, workflow]));
});

afterAll(async () => {
  await server?.close();
});

const workflowId = (name: string) => workflows.get(name)?.workflowId ?? '';
const create = (body: CreateService) => designer.post<Service>(PATHS.create ?? '', body);

describe('services', () => {
  it('lists the seeded catalogue with its operations', async () => {
    const page = expectStatus(await designer.get<KeysetPage<Service>>(`${PATHS.list}?category=Mobile`), 200).body.data;
    expect(page.items.map((service) => service.name)).toEqual(['mobile-postpaid']);
    expect(page.items[0]?.operations.map((operation) => operation.name)).toEqual(['ADD', 'MODIFY', 'DELETE']);
  });

  it('creates a service whose operations map workflows, latest or pinned', async () => {
    const created = expectStatus(
      await create({
        name: 'fibre-business',
        displayName: 'Fibre for business',
        category: 'Fixed',
        operations: [
          { name: 'ADD', workflowId: workflowId('Fibre broadband – add'), workflowVersion: 1 },
          { name: 'UPGRADE_SPEED', workflowId: workflowId('Mobile postpaid – modify') },
        ],
      }),
      200,
    ).body.data;
    expect(created.status).toBe('ACTIVE');
    expect(created.operations[1]).toEqual({
      name: 'UPGRADE_SPEED',
      workflowId: workflowId('Mobile postpaid – modify'),
      workflowVersion: null,
      form: null,
      rules: [],
      translation: null,
    });
  });

  it('names the operation field that is wrong', async () => {
    const fibre = workflowId('Fibre broadband – add');
    const twice = await create({
      name: 'twice',
      displayName: 'Twice',
      category: 'Test',
      operations: [
        { name: 'ADD', workflowId: fibre },
        { name: 'ADD', workflowId: fibre },
      ],
    });
    expect(expectStatus(twice, 400).body.errorDescription).toContain('body.operations.1.name');
    const pinned = await create({
      name: 'pinned',
      displayName: 'Pinned',
      category: 'Test',
      operations: [{ name: 'ADD', workflowId: fibre, workflowVersion: 7 }],
    });
    expect(expectStatus(pinned, 400).body.errorDescription).toBe(
      'Invalid request: body.operations.0.workflowVersion: the workflow "Fibre broadband – add" has versions 1 to 1',
    );
    const theirs = await foreigner.post(PATHS.create ?? '', {
      name: 'borrowed',
      displayName: 'Borrowed',
      category: 'Test',
      operations: [{ name: 'ADD', workflowId: fibre }],
    });
    expect(expectStatus(theirs, 400).body.errorDescription).toContain('body.operations.0.workflowId');
    const lower = await create({ name: 'lower', displayName: 'Lower', category: 'Test', operations: [] });
    expectStatus(lower, 200);
    const badName = await designer.put(recordPath(SERVICE_RESOURCE, 'update', lower.body.data.serviceId), {
      version: 1,
      operations: [{ name: 'add', workflowId: fibre }],
    });
    expect(expectStatus(badName, 400).body.errorDescription).toContain('operations.0.name');
  });

  it('disables services in bulk, which the status filter then finds', async () => {
    const iptv = expectStatus(await designer.get<KeysetPage<Service>>(`${PATHS.list}?q=iptv`), 200).body.data.items[0];
    if (!iptv) throw new Error('The seeded IPTV service is missing');
    const result = expectStatus(
      await designer.post<BulkResult>(PATHS.bulk ?? '', {
        action: 'disable',
        items: [{ id: iptv.serviceId, version: iptv.version }],
      }),
      200,
    ).body.data;
    expect(result).toMatchObject({ succeeded: 1, failed: 0 });
    const inactive = expectStatus(await designer.get<KeysetPage<Service>>(`${PATHS.list}?status=INACTIVE`), 200);
    expect(inactive.body.data.items.map((service) => service.name)).toEqual(['iptv-addon']);
  });
});
