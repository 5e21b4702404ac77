import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TASK_TEMPLATE_RESOURCE,
  type CreateTaskTemplate,
  type TaskTemplate,
} from '../../engine/public/contract/taskTemplate.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { type DeleteRefusedData } from '../../../core/contract/failures.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { engineCaller } from '../../engine/testing/engineCallers.ts';

/** Task templates over real HTTP: type-checked settings, checked expressions, fixed names, delete in use. */
const PATHS = TASK_TEMPLATE_RESOURCE.paths;
let server: TestServer;
let designer: Caller;

beforeAll(async () => {
  server = await startTestServer();
  designer = await engineCaller(server, AURORA, 'template-designer', '1111');
});

afterAll(async () => {
  await server?.close();
});

const create = (body: CreateTaskTemplate) => designer.post<TaskTemplate>(PATHS.create ?? '', body);

async function findByName(name: string): Promise<TaskTemplate> {
  const page = expectStatus(await designer.get<KeysetPage<TaskTemplate>>(`${PATHS.list}?limit=500`), 200).body.data;
  const found = page.items.find((template) => template.name === name);
  if (!found) throw new Error(`No task template ${name}`);
  return found;
}

describe('task templates', () => {
  it('creates an HTTP call with the default retry policy, timeout and retryable errors', async () => {
    const created = expectStatus(
      await create({
        name: 'Query balance',
        type: 'HTTP_CALL',
        config: { networkElement: 'Billing', operation: 'QUERY' },
        inputMapping: { subscriber: 'order.subscriberKey' },
      }),
      200,
    ).body.data;
    expect(created).toMatchObject({
      name: 'Query balance',
      type: 'HTTP_CALL',
      retryPolicy: { maxAttempts: 3, backoff: 'EXPONENTIAL' },
      timeoutMs: 30_000,
      retryableErrors: ['TIMEOUT', 'CONNECTION', 'HTTP_5XX', 'HTTP_429'],
      enabled: true,
      version: 1,
    });
    const humans = expectStatus(await designer.get<KeysetPage<TaskTemplate>>(`${PATHS.list}?type=HUMAN`), 200);
    expect(humans.body.data.items.map((template) => template.name)).toEqual(['Site survey']);
  });

  it("checks the settings against the template's type, naming the field", async () => {
    const wait = expectStatus(await create({ name: 'Wait a bit', type: 'WAIT', config: {} }), 400);
    expect(wait.body.errorDescription).toContain('body.config');
    expect(wait.body.errorDescription).toContain('WAIT');
    const http = expectStatus(
      await create({ name: 'Half a call', type: 'HTTP_CALL', config: { networkElement: 'HLR' } }),
      400,
    );
    expect(http.body.errorDescription).toContain('body.config.operation');
  });

  it('refuses an expression that does not parse or defines a function, naming the mapping', async () => {
    const broken = expectStatus(
      await create({ name: 'Broken mapping', type: 'TRANSFORM', inputMapping: { total: 'order.items[' } }),
      400,
    );
    expect(broken.body.errorDescription).toContain('body.inputMapping.total');
    expect(broken.body.errorDescription).toContain('does not parse');
    const lambda = expectStatus(
      await create({ name: 'Own function', type: 'TRANSFORM', outputMapping: { x: 'function($a){ $a }(1)' } }),
      400,
    );
    expect(lambda.body.errorDescription).toContain('body.outputMapping.x');
  });

  it('keeps its name, and changes its type only with settings of the new type', async () => {
    const created = expectStatus(await create({ name: 'Pause', type: 'WAIT', config: { durationMs: 5_000 } }), 200).body
      .data;
    const path = recordPath(TASK_TEMPLATE_RESOURCE, 'update', created.taskTemplateId);
    expectStatus(await designer.put(path, { name: 'Renamed', version: 1 }), 400);
    const wrong = expectStatus(await designer.put(path, { type: 'NOTIFY', version: 1 }), 400);
    expect(wrong.body.errorDescription).toContain('body.config.alert');
    const changed = expectStatus(
      await designer.put<TaskTemplate>(path, { type: 'NOTIFY', config: { alert: 'Paused' }, version: 1 }),
      200,
    ).body.data;
    expect(changed).toMatchObject({ type: 'NOTIFY', config: { alert: 'Paused' }, version: 2 });
  });

  it('refuses to delete a template a workflow runs, naming the workflow', async () => {
    const reserve = await findByName('Reserve MSISDN');
    const path = `${recordPath(TASK_TEMPLATE_RESOURCE, 'delete', reserve.taskTemplateId)}?version=${reserve.version}`;
    const refused = expectStatus(await designer.delete(path), 409);
    expect((refused.body.data as unknown as DeleteRefusedData).reason).toBe(
      'Used by the workflow "Mobile postpaid – add".',
    );
  });
});
