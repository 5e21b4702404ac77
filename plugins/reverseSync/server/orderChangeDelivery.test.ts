import { beforeAll, describe, expect, it } from 'vitest';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { ORDER_PATHS, type Order } from '../../engine/public/contract/order.ts';
import { SIMULATED_ELEMENTS } from '../../engine/public/contract/simulator.ts';
import { WORKLIST_RESOURCE, type WorklistItem } from '../../engine/public/contract/worklist.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import type { Delivery, Subscriber } from '../contract.ts';
import type { ReceivedCall } from '../testing/localSubscriber.ts';
import { reverseServerOfFile } from './testing/reverseServer.ts';

/**
 * What subscribers hear of an order's state and of a person's step, over real HTTP: every change of state
 * of an order Dev made, once each with the states it went from and to, and a HUMAN step's opening as a
 * worklist item created — never as a failed task.
 */
const reverse = reverseServerOfFile();
const { endpoint } = reverse;

interface Posted {
  type: string;
  data: { orderId: string; engineEvent: string; stepId: string | null; details: Record<string, unknown> };
}
const posted = (call: ReceivedCall) => JSON.parse(call.body) as Posted;
const postedFor = (path: string, orderId: string) =>
  endpoint
    .callsTo(path)
    .map(posted)
    .filter((body) => body.data.orderId === orderId);

/** Every delivery made for the order's events has arrived (read once the dispatcher has read them all). */
const deliveredFor = (orderId: string) => (deliveries: Delivery[]) => {
  const made = deliveries.filter((delivery) => delivery.orderId === orderId);
  return made.length > 0 && made.every((delivery) => delivery.state === 'DELIVERED');
};

let dev: Caller;
let states: Subscriber;
let people: Subscriber;

beforeAll(async () => {
  for (const element of SIMULATED_ELEMENTS) await reverse.orders.simulate(element, 0, 0);
  states = await reverse.subscribe({
    name: 'State CRM',
    url: endpoint.url('/states'),
    eventTypes: ['ORDER_STATE_CHANGED'],
  });
  const user = await createUserWithPermissions(reverse.server, {
    tenantId: AURORA,
    username: 'reverse-developer',
    developerAccess: true,
    permissions: { monitor: { orders: '1111', worklist: '0100' } },
  });
  dev = caller(reverse.server, await reverse.server.login(user.username, user.password));
  people = await reverse.subscribe({
    name: 'Field desk',
    url: endpoint.url('/people'),
    eventTypes: ['WORKLIST_ITEM_CREATED', 'TASK_FAILED'],
  });
});

describe('an order’s changes at its subscribers', () => {
  it('tells a subscriber to state changes of each change of an order Dev made, once, from and to', async () => {
    const body = { service: 'mobile-postpaid', operation: 'ADD', payload: { msisdn: '491704440001' } };
    const order = expectStatus(await dev.post<Order>(ORDER_PATHS.devCreate, body), 200).body.data;
    expect(order.source).toBe('DEV');
    await reverse.orders.until(order.orderId, (candidate) => candidate.state === 'COMPLETED');
    await reverse.eventsRead(order.orderId);
    await reverse.deliveriesUntil(states.subscriberId, deliveredFor(order.orderId), 'the state changes delivered');
    expect(
      postedFor('/states', order.orderId).map((call) => [call.type, call.data.engineEvent, call.data.details]),
    ).toEqual([
      ['ORDER_STATE_CHANGED', 'ORDER_STATE_CHANGED', { from: null, to: 'RUNNING', reason: null }],
      ['ORDER_STATE_CHANGED', 'ORDER_STATE_CHANGED', { from: 'RUNNING', to: 'COMPLETED', reason: null }],
    ]);
  });

  it('tells of a person’s step as a worklist item created, and writes no failed task for it', async () => {
    const created = expectStatus(
      await reverse.operator.post<Order>(ORDER_PATHS.create, {
        service: 'fibre-broadband',
        operation: 'ADD',
        payload: { address: 'Station Street 5' },
      }),
      200,
    ).body.data;
    await reverse.orders.until(created.orderId, (candidate) => candidate.state === 'WAITING_MANUAL');
    const page = await dev.get<KeysetPage<WorklistItem>>(`${WORKLIST_RESOURCE.paths.list}?q=${created.orderNumber}`);
    const item = expectStatus(page, 200).body.data.items[0] as WorklistItem;

    const events = await reverse.orders.events(created.orderId);
    const survey = events.filter((event) => event.taskId === item.taskId);
    expect(survey.map((event) => [event.type, event.data])).toEqual([
      ['WORKLIST_ITEM_OPENED', { itemId: item.itemId, group: 'Operator' }],
    ]);
    expect(events.map((event) => event.type)).not.toContain('TASK_FAILED');

    await reverse.eventsRead(created.orderId);
    await reverse.deliveriesUntil(people.subscriberId, deliveredFor(created.orderId), 'the worklist item delivered');
    expect(
      postedFor('/people', created.orderId).map((call) => [call.type, call.data.stepId, call.data.details]),
    ).toEqual([['WORKLIST_ITEM_CREATED', item.stepId, { itemId: item.itemId, group: 'Operator' }]]);
  });
});
