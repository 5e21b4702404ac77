import { expect } from 'vitest';
import { ORDER_PATHS, ORDER_RESOURCE, type Order, type OrderEvent, type OrderTask } from '../public/contract/order.ts';
import { SIMULATOR_PATHS } from '../public/contract/simulator.ts';
import { TASK_TEMPLATE_RESOURCE, type TaskTemplate } from '../public/contract/taskTemplate.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';

const WAIT_MS = 30_000;

/** Drives orders over HTTP for the engine's server tests: create, read, wait for a state, park one. */
export class OrderDriver {
  constructor(private readonly api: Caller) {}

  async simulate(element: string, latencyMs: number, failureRate: number): Promise<void> {
    expectStatus(await this.api.put(SIMULATOR_PATHS.elements, { element, latencyMs, failureRate }), 200);
  }

  /** One attempt per billing call, so a parked order is quick to make. */
  billingTriedOnce(): Promise<void> {
    return this.triedOnce('Close billing');
  }

  /** One attempt per call of the task template (its name or a part of it), so a failure is final at once. */
  async triedOnce(name: string): Promise<void> {
    const query = encodeURIComponent(name);
    const page = await this.api.get<KeysetPage<TaskTemplate>>(`${TASK_TEMPLATE_RESOURCE.paths.list}?q=${query}`);
    const template = expectStatus(page, 200).body.data.items[0] as TaskTemplate;
    expectStatus(
      await this.api.put(recordPath(TASK_TEMPLATE_RESOURCE, 'update', template.taskTemplateId), {
        version: template.version,
        retryPolicy: { ...template.retryPolicy, maxAttempts: 1 },
      }),
      200,
    );
  }

  async read(orderId: string): Promise<Order> {
    return expectStatus(await this.api.get<Order>(fillPath(ORDER_RESOURCE.paths.get ?? '', { orderId })), 200).body
      .data;
  }

  async tasks(orderId: string): Promise<OrderTask[]> {
    return expectStatus(await this.api.get<OrderTask[]>(fillPath(ORDER_PATHS.tasks, { orderId })), 200).body.data;
  }

  async events(orderId: string): Promise<OrderEvent[]> {
    return expectStatus(await this.api.get<OrderEvent[]>(fillPath(ORDER_PATHS.events, { orderId })), 200).body.data;
  }

  /** The order once `done` holds, or as it stands after thirty seconds. */
  async until(orderId: string, done: (order: Order) => boolean): Promise<Order> {
    const end = Date.now() + WAIT_MS;
    for (;;) {
      const order = await this.read(orderId);
      if (done(order) || Date.now() > end) return order;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async create(operation: string, msisdn: string): Promise<Order> {
    return expectStatus(
      await this.api.post<Order>(ORDER_PATHS.create, {
        service: 'mobile-postpaid',
        operation,
        subscriberKey: msisdn,
        payload: { msisdn },
      }),
      200,
    ).body.data;
  }

  /**
   * A mobile DELETE parked at its billing step: the simulated billing fails every call while it runs.
   * Call `billingTriedOnce` first, or this waits out billing's retries.
   */
  async parked(msisdn: string): Promise<{ order: Order; failed: OrderTask }> {
    await this.simulate('billing', 0, 1);
    const created = await this.create('DELETE', msisdn);
    const order = await this.until(created.orderId, (candidate) => candidate.state !== 'RUNNING');
    await this.simulate('billing', 0, 0);
    expect(order.state).toBe('FAILED_TEMP');
    const failed = (await this.tasks(order.orderId)).find((task) => task.state === 'FAILED') as OrderTask;
    return { order, failed };
  }
}
