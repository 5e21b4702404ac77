import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, type Order, type OrderTask } from '../../engine/public/contract/order.ts';
import { SIMULATED_ELEMENTS } from '../../engine/public/contract/simulator.ts';
import {
  ASSIGNEE_ME,
  GROUP_MINE,
  WORKLIST_PATHS,
  WORKLIST_RESOURCE,
  type WorklistComment,
  type WorklistItem,
  type WorklistUploadResult,
} from '../../engine/public/contract/worklist.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions, demoPassword } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { OrderDriver } from '../../engine/testing/orderDriver.ts';

/** HUMAN steps and the worklist over real HTTP: an order waits for a person, who completes its form. */
let server: TestServer;
let engineer: Caller;
let colleague: Caller;
let reader: Caller;
let orders: OrderDriver;

async function signIn(username: string, worklist: string): Promise<Caller> {
  const user = await createUserWithPermissions(server, {
    tenantId: AURORA,
    username,
    permissions: { monitor: { orders: '1111', worklist }, networks: '1111' },
  });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  engineer = await signIn('field-engineer', '1111');
  colleague = await signIn('field-colleague', '1111');
  reader = await signIn('worklist-reader', '0100');
  orders = new OrderDriver(engineer);
  for (const element of SIMULATED_ELEMENTS) await orders.simulate(element, 0, 0);
});

afterAll(async () => {
  await server?.close();
});

async function fibreOrder(address: string): Promise<{ order: Order; item: WorklistItem }> {
  const created = expectStatus(
    await engineer.post<Order>(ORDER_PATHS.create, {
      service: 'fibre-broadband',
      operation: 'ADD',
      payload: { address },
    }),
    200,
  ).body.data;
  const order = await orders.until(created.orderId, (candidate) => candidate.state !== 'RUNNING');
  expect(order).toMatchObject({ state: 'WAITING_MANUAL' });
  const page = await engineer.get<KeysetPage<WorklistItem>>(`${WORKLIST_RESOURCE.paths.list}?q=${order.orderNumber}`);
  const item = expectStatus(page, 200).body.data.items[0] as WorklistItem;
  return { order, item };
}

const update = (api: Caller, body: Record<string, unknown>) => api.post<WorklistItem>(WORKLIST_PATHS.update, body);

describe('worklist', () => {
  it('opens an item for a HUMAN step and lets the order wait for it', async () => {
    const { order, item } = await fibreOrder('Harbour Road 7');
    expect(item).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      title: 'Site survey at Harbour Road 7',
      form: 'Site survey',
      group: 'Operator',
      state: 'OPEN',
      assignee: null,
      version: 1,
    });
    expect(item.dueAt).not.toBeNull();
  });

  it('is claimed by one person at a time, given the version, and completing it moves the order on', async () => {
    const { order, item } = await fibreOrder('Mill Lane 3');
    expectStatus(await update(reader, { action: 'claim', itemId: item.itemId, version: 1 }), 403);
    expectStatus(await update(engineer, { action: 'claim', itemId: item.itemId }), 428);
    const claimed = expectStatus(await update(engineer, { action: 'claim', itemId: item.itemId, version: 1 }), 200).body
      .data;
    expect(claimed).toMatchObject({ state: 'CLAIMED', assignee: 'field-engineer', version: 2 });
    const listed = async (api: Caller, query: string) =>
      expectStatus(
        await api.get<KeysetPage<WorklistItem>>(`${WORKLIST_RESOURCE.paths.list}?${query}&limit=200`),
        200,
      ).body.data.items.map((listedItem) => listedItem.itemId);
    expect(await listed(engineer, `assignee=${ASSIGNEE_ME}`)).toContain(item.itemId);
    expect(await listed(colleague, `assignee=${ASSIGNEE_ME}`)).not.toContain(item.itemId);
    // Items are offered to a group named like a role: the seeded site survey to the Operator role.
    const operator = caller(server, await server.login('operator', demoPassword('operator')));
    expect(await listed(operator, `group=${GROUP_MINE}&q=${order.orderNumber}`)).toEqual([item.itemId]);
    expect(await listed(engineer, `group=${GROUP_MINE}&q=${order.orderNumber}`)).toEqual([]);
    const taken = expectStatus(await update(colleague, { action: 'claim', itemId: item.itemId, version: 2 }), 409);
    expect(taken.body.errorDescription).toContain('field-engineer');
    expectStatus(
      await update(colleague, { action: 'complete', itemId: item.itemId, version: 2, data: { feasible: false } }),
      409,
    );

    expectStatus(
      await colleague.post(WORKLIST_PATHS.comment, { itemId: item.itemId, text: 'Duct is blocked at the kerb' }),
      200,
    );
    const comments = expectStatus(
      await reader.get<WorklistComment[]>(fillPath(WORKLIST_PATHS.comments, { itemId: item.itemId })),
      200,
    ).body.data;
    expect(comments.map((comment) => [comment.author, comment.text])).toEqual([
      ['field-colleague', 'Duct is blocked at the kerb'],
    ]);

    // The seeded Site survey form: what stands in the way is asked only when fibre cannot be installed.
    const unfit = expectStatus(
      await update(engineer, {
        action: 'complete',
        itemId: item.itemId,
        version: 2,
        data: { feasible: false, blocker: 'Meteor' },
      }),
      400,
    );
    expect(unfit.body.errorDescription).toBe('Invalid request: body.data.blocker: Meteor is not one of the options.');
    const done = expectStatus(
      await update(engineer, {
        action: 'complete',
        itemId: item.itemId,
        version: 2,
        data: { feasible: false, notes: 'Blocked duct' },
      }),
      200,
    ).body.data;
    expect(done).toMatchObject({
      state: 'COMPLETED',
      completedBy: 'field-engineer',
      data: { feasible: false, notes: 'Blocked duct' },
    });
    const ended = await orders.until(
      order.orderId,
      (candidate) => candidate.state !== 'WAITING_MANUAL' && candidate.state !== 'RUNNING',
    );
    expect(ended).toMatchObject({ state: 'FAILED', stateReason: 'Ended by the step Refuse order' });
    const tasks = expectStatus(
      await engineer.get<OrderTask[]>(fillPath(ORDER_PATHS.tasks, { orderId: order.orderId })),
      200,
    ).body.data;
    expect(tasks.find((task) => task.stepId === 'siteSurvey')?.output).toEqual({
      feasible: false,
      notes: 'Blocked duct',
    });
    expect(tasks.find((task) => task.stepId === 'feasible')?.output).toEqual({ next: 'refuse' });
  });

  it('is assigned and released, and cancelled with its order', async () => {
    const { order, item } = await fibreOrder('Elm Court 12');
    const unknown = expectStatus(
      await update(engineer, { action: 'assign', itemId: item.itemId, version: 1, assignee: 'nobody' }),
      400,
    );
    expect(unknown.body.errorDescription).toContain('body.assignee');
    const assigned = expectStatus(
      await update(engineer, { action: 'assign', itemId: item.itemId, version: 1, assignee: 'field-colleague' }),
      200,
    ).body.data;
    expect(assigned).toMatchObject({ state: 'CLAIMED', assignee: 'field-colleague' });
    const mine = await colleague.get<KeysetPage<WorklistItem>>(
      `${WORKLIST_RESOURCE.paths.list}?assignee=field-colleague`,
    );
    expect(expectStatus(mine, 200).body.data.items.map((entry) => entry.itemId)).toContain(item.itemId);
    const released = expectStatus(await update(colleague, { action: 'release', itemId: item.itemId, version: 2 }), 200)
      .body.data;
    expect(released).toMatchObject({ state: 'OPEN', assignee: null });

    expectStatus(await engineer.post(ORDER_PATHS.cancel, { orderId: order.orderId, version: order.version }), 200);
    const after = expectStatus(
      await engineer.get<WorklistItem>(fillPath(WORKLIST_RESOURCE.paths.get ?? '', { itemId: item.itemId })),
      200,
    ).body.data;
    expect(after.state).toBe('CANCELLED');
    expectStatus(await update(engineer, { action: 'claim', itemId: item.itemId, version: after.version }), 409);
  });

  it('takes many changes from CSV, each row on its own, checking them first in a dry run', async () => {
    const first = await fibreOrder('Quay Street 1');
    const second = await fibreOrder('Quay Street 2');
    const csv = [
      'itemId,version,action,assignee,data.feasible,data.notes',
      `${first.item.itemId},1,claim,,,`,
      `${first.item.itemId},2,complete,,false,"Blocked duct, at the kerb"`,
      `${second.item.itemId},1,assign,nobody,,`,
      `${second.item.itemId},1,approve,,,`,
      `${second.item.itemId},1,,,,`,
    ].join('\n');
    const upload = (api: Caller, body: Record<string, unknown>) =>
      api.post<WorklistUploadResult>(WORKLIST_PATHS.upload, body);

    const checked = expectStatus(await upload(engineer, { csv, dryRun: true }), 200).body.data;
    expect(checked.results.map((row) => [row.row, row.outcome])).toEqual([
      [1, 'VALID'],
      [2, 'FAILED'],
      [3, 'FAILED'],
      [4, 'FAILED'],
      [5, 'SKIPPED'],
    ]);
    const untouched = await engineer.get<WorklistItem>(
      fillPath(WORKLIST_RESOURCE.paths.get ?? '', { itemId: first.item.itemId }),
    );
    expect(expectStatus(untouched, 200).body.data).toMatchObject({ state: 'OPEN', version: 1 });
    expectStatus(await upload(reader, { csv, dryRun: true }), 403);

    const applied = expectStatus(await upload(engineer, { csv }), 200).body.data;
    expect(applied).toMatchObject({ rows: 5, done: 2, failed: 2 });
    expect(applied.results[2]).toMatchObject({ itemId: second.item.itemId, action: 'assign', outcome: 'FAILED' });
    expect(applied.results[2]?.message).toContain('There is no user nobody');
    expect(applied.results[3]?.message).toMatch(/^action: /);
    const ended = await orders.until(first.order.orderId, (candidate) => candidate.state === 'FAILED');
    expect(ended.stateReason).toBe('Ended by the step Refuse order');
    const survey = (await orders.tasks(first.order.orderId)).find((task) => task.stepId === 'siteSurvey');
    expect(survey?.output).toEqual({ feasible: false, notes: 'Blocked duct, at the kerb' });

    const headless = expectStatus(await upload(engineer, { csv: 'id,action\n1,claim' }), 400);
    expect(headless.body.errorDescription).toContain('body.csv');
    expect(headless.body.errorDescription).toContain('itemId, version');
  });
});
