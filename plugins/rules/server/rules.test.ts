import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, ORDER_RESOURCE, type Order, type OrderEvent } from '../../engine/public/contract/order.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { SIMULATOR_PATHS } from '../../engine/public/contract/enginePaths.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import type { PermissionTree } from '../../../core/contract/permissions.ts';
import { type ValidationFailureData } from '../../../core/contract/failures.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import {
  RULE_KIND_INFO,
  RULE_TEST_PATHS,
  type DependencyRule,
  type TransformationTestResult,
  type TranslationTable,
  type ValidationRule,
  type ValidationTestResult,
} from '../contract.ts';

/** Rules over real HTTP: five kinds on the kit, each under its own key, and the two applied at intake. */
const VALIDATION = RULE_KIND_INFO.validation.descriptor.paths;
let server: TestServer;
let designer: Caller;
let validationOnly: Caller;
let operator: Caller;
let canceller: Caller;

async function signIn(username: string, permissions: PermissionTree): Promise<Caller> {
  const user = await createUserWithPermissions(server, { tenantId: AURORA, username, permissions });
  return caller(server, await server.login(user.username, user.password));
}

const ALL_RULES = {
  'dependency rules': '1111',
  'validation rules': '1111',
  'transformation rules': '1111',
  'translation rules': '1111',
  'sms templates': '1111',
};

beforeAll(async () => {
  server = await startTestServer();
  designer = await signIn('rule-designer', { rules: ALL_RULES });
  validationOnly = await signIn('rule-validator', { rules: { 'validation rules': '0100' } });
  operator = await signIn('rule-operator', { monitor: { orders: '1100' }, networks: '1111' });
  canceller = await signIn('rule-canceller', { monitor: { orders: '1110' } });
});

afterAll(async () => {
  await server?.close();
});

const fieldsOf = (body: { data?: unknown }) =>
  ((body.data as ValidationFailureData | undefined)?.fieldErrors ?? []).map((error) => error.path);

const read = async (orderId: string) =>
  expectStatus(await operator.get<Order>(fillPath(ORDER_RESOURCE.paths.get ?? '', { orderId })), 200).body.data;
const events = async (orderId: string) =>
  expectStatus(await operator.get<OrderEvent[]>(fillPath(ORDER_PATHS.events, { orderId })), 200).body.data;

/** The order once `done` holds, or as it stands after thirty seconds. */
async function until(orderId: string, done: (order: Order) => boolean): Promise<Order> {
  const end = Date.now() + 30_000;
  for (;;) {
    const current = await read(orderId);
    if (done(current) || Date.now() > end) return current;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const order = (service: string, operation: string, payload: Record<string, unknown>, subscriberKey?: string) =>
  operator.post<Order>(ORDER_PATHS.create, {
    service,
    operation,
    payload,
    ...(subscriberKey ? { subscriberKey } : {}),
  });

describe('rules', () => {
  it('keeps each kind under its own key', async () => {
    const page = expectStatus(await validationOnly.get<KeysetPage<ValidationRule>>(VALIDATION.list), 200).body.data;
    expect(page.items.map((rule) => rule.name)).toContain('Known IPTV bundle');
    expectStatus(await validationOnly.get(RULE_KIND_INFO.dependency.descriptor.paths.list), 403);
    expectStatus(
      await validationOnly.post(VALIDATION.create ?? '', { name: 'Mine', condition: 'true', message: 'm' }),
      403,
    );
    expectStatus(await operator.get(VALIDATION.list), 403);
  });

  it('refuses a condition that is not JSONata the engine may run, naming the field', async () => {
    const bad = expectStatus(
      await designer.post(VALIDATION.create ?? '', { name: 'Broken', condition: 'msisdn = ', message: 'x' }),
      400,
    );
    expect(bad.body.errorDescription).toContain('body.condition');
    const code = expectStatus(
      await designer.post(VALIDATION.create ?? '', { name: 'Code', condition: 'function($x) { $x }', message: 'x' }),
      400,
    );
    expect(code.body.errorDescription).toContain('body.condition');
    for (const condition of ['$count($map(["1+1"], $eval)) > 0', '( $e := $eval; $e("true") )']) {
      const byReference = expectStatus(
        await designer.post(VALIDATION.create ?? '', { name: 'By reference', condition, message: 'x' }),
        400,
      );
      expect(byReference.body.errorDescription).toMatch(/body\.condition: .*\$eval is not allowed/);
    }
    const mapping = expectStatus(
      await designer.post(RULE_KIND_INFO.transformation.descriptor.paths.create ?? '', {
        name: 'Broken mapping',
        mappings: { imsi: '$substring(' },
      }),
      400,
    );
    expect(mapping.body.errorDescription).toContain('body.mappings.imsi');
  });

  it('tests a condition over a sample payload, and mappings over a sample input', async () => {
    const passed = expectStatus(
      await validationOnly.post<ValidationTestResult>(RULE_TEST_PATHS.validation, {
        condition: '$length(msisdn) >= 10',
        payload: { msisdn: '46700001234' },
      }),
      200,
    ).body.data;
    expect(passed).toEqual({ passed: true, value: 'true', error: null });
    const failed = expectStatus(
      await validationOnly.post<ValidationTestResult>(RULE_TEST_PATHS.validation, {
        condition: '$number(msisdn) > 0',
        payload: { msisdn: 'abc' },
      }),
      200,
    ).body.data;
    expect(failed.passed).toBe(false);
    expect(failed.error).toContain('number');
    const output = expectStatus(
      await designer.post<TransformationTestResult>(RULE_TEST_PATHS.transformation, {
        mappings: { imsi: '"2400" & $substring(msisdn, -4)', profile: 'plan = "XL" ? "PREMIUM" : "STANDARD"' },
        input: { msisdn: '46700001234', plan: 'XL' },
      }),
      200,
    ).body.data;
    expect(output).toEqual({ output: { imsi: '24001234', profile: 'PREMIUM' }, problems: [] });
  });

  it('refuses an order its validation rule does not pass, with the rule’s message on its field', async () => {
    const refused = expectStatus(await order('iptv-addon', 'ADD', { bundle: 'Opera' }), 400);
    expect(fieldsOf(refused.body)).toEqual(['payload.bundle']);
    expect(refused.body.errorDescription).toBe(
      'Invalid request: body.payload.bundle: Choose a bundle that is sold: Sports, Family or Cinema.',
    );
    expectStatus(await order('iptv-addon', 'ADD', { bundle: 'Family' }), 200);
  });

  it('applies a rule an operation names, and none that is disabled', async () => {
    const created = expectStatus(
      await designer.post<ValidationRule>(VALIDATION.create ?? '', {
        name: 'Fibre address has a number',
        condition: '$contains(address, /[0-9]/)',
        message: 'Give the house number.',
        field: 'address',
      }),
      200,
    ).body.data;
    // Not named by any operation and of no service: nothing changes.
    expectStatus(await order('fibre-broadband', 'ADD', { address: 'Harbour Road' }), 200);
    const services = await server.runtime.services.db
      .selectFrom('services' as never)
      .select(['id', 'operations'] as never)
      .where('name' as never, '=', 'fibre-broadband' as never)
      .where('tenant_id' as never, '=', AURORA as never)
      .executeTakeFirstOrThrow();
    const { id, operations } = services as { id: string; operations: { rules: string[] }[] };
    const named = operations.map((operation) => ({ ...operation, rules: ['fibre address has a number'] }));
    await server.runtime.services.db
      .updateTable('services' as never)
      .set({ operations: JSON.stringify(named) } as never)
      .where('id' as never, '=', id as never)
      .execute();
    try {
      const refused = expectStatus(await order('fibre-broadband', 'ADD', { address: 'Harbour Road' }), 400);
      expect(refused.body.errorDescription).toBe('Invalid request: body.payload.address: Give the house number.');
      const path = recordPath(RULE_KIND_INFO.validation.descriptor, 'update', created.ruleId);
      expectStatus(await designer.put(path, { enabled: false, version: 1 }), 200);
      expectStatus(await order('fibre-broadband', 'ADD', { address: 'Harbour Road' }), 200);
    } finally {
      await server.runtime.services.db
        .updateTable('services' as never)
        .set({ operations: JSON.stringify(operations) } as never)
        .where('id' as never, '=', id as never)
        .execute();
    }
  });

  it('refuses a change of a line while its ADD order has not ended (409), and takes it once it has', async () => {
    const msisdn = '491709990001';
    expectStatus(
      await operator.put(SIMULATOR_PATHS.elements, { element: 'hlr', latencyMs: 1500, failureRate: 0 }),
      200,
    );
    const adding = expectStatus(await order('mobile-postpaid', 'ADD', { msisdn }, msisdn), 200).body.data;
    const refused = expectStatus(await order('mobile-postpaid', 'MODIFY', { msisdn, plan: 'L' }, msisdn), 409);
    expect(refused.body.errorDescription).toContain('The line is still being activated');
    expect(refused.body.errorDescription).toContain(adding.orderNumber);
    expectStatus(await order('mobile-postpaid', 'MODIFY', { msisdn, plan: 'L' }, '491709990002'), 200);
    expectStatus(await operator.put(SIMULATOR_PATHS.elements, { element: 'hlr', latencyMs: 0, failureRate: 0 }), 200);
  });

  it('holds an IPTV add-on as PENDING while its fibre line is being installed, and starts it once that order ends', async () => {
    const line = 'FTTH-4410001';
    const fibre = expectStatus(await order('fibre-broadband', 'ADD', { address: 'Harbour Road 4' }, line), 200).body
      .data;
    const held = expectStatus(await order('iptv-addon', 'ADD', { bundle: 'Sports' }, line), 200).body.data;
    expect(held.state).toBe('PENDING');
    expect(held.stateReason).toContain('Held until the fibre line is installed.');
    expect(held.stateReason).toContain(fibre.orderNumber);
    expect(held.waitingFor).toEqual({ orderId: fibre.orderId, orderNumber: fibre.orderNumber });
    const second = expectStatus(await order('iptv-addon', 'ADD', { bundle: 'Family' }, line), 200).body.data;
    expect(second.state).toBe('PENDING');
    // A held order is not started by time alone: a look of the watch later it still waits.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await read(held.orderId)).state).toBe('PENDING');

    const current = await read(fibre.orderId);
    expectStatus(await canceller.post(ORDER_PATHS.cancel, { orderId: fibre.orderId, version: current.version }), 200);
    for (const waiting of [held, second]) {
      const started = await until(waiting.orderId, (candidate) => candidate.state !== 'PENDING');
      expect(started.state).not.toBe('PENDING');
      expect(started.stateReason).toBeNull();
      expect(started.waitingFor).toBeNull();
      const types = (await events(waiting.orderId)).map((event) => event.type);
      expect(types.slice(0, 5)).toEqual([
        'ORDER_CREATED',
        'ORDER_STATE_CHANGED',
        'ORDER_HELD',
        'ORDER_STATE_CHANGED',
        'ORDER_RELEASED',
      ]);
    }
    const heldEvent = (await events(held.orderId)).find((event) => event.type === 'ORDER_HELD');
    expect(heldEvent?.data).toMatchObject({ waitingFor: { orderId: fibre.orderId, orderNumber: fibre.orderNumber } });
  });

  it('offers both actions of a dependency rule and refuses another', async () => {
    const rules = RULE_KIND_INFO.dependency.descriptor.paths;
    const body = { name: 'Porting waits', service: 'mobile-postpaid', message: 'Waits for the port.' };
    const made = expectStatus(
      await designer.post<DependencyRule>(rules.create ?? '', { ...body, action: 'WAIT' }),
      200,
    );
    expect(made.body.data.action).toBe('WAIT');
    const refused = expectStatus(
      await designer.post(rules.create ?? '', { ...body, name: 'Other', action: 'SKIP' }),
      400,
    );
    expect(fieldsOf(refused.body)).toEqual(['action']);
    const path = recordPath(RULE_KIND_INFO.dependency.descriptor, 'delete', made.body.data.ruleId);
    expectStatus(await designer.delete(`${path}?version=1`), 200);
  });

  it('keeps a translation table’s values once each', async () => {
    const tables = RULE_KIND_INFO.translation.descriptor.paths;
    const twice = expectStatus(
      await designer.post(tables.create ?? '', {
        name: 'Twice',
        entries: [
          { from: 'A', to: '1' },
          { from: 'A', to: '2' },
        ],
      }),
      400,
    );
    expect(twice.body.errorDescription).toContain('body.entries.1.from');
    const made = expectStatus(
      await designer.post<TranslationTable>(tables.create ?? '', { name: 'Once', entries: [{ from: 'A', to: '1' }] }),
      200,
    ).body.data;
    expect(made.entries).toEqual([{ from: 'A', to: '1' }]);
  });
});
