import { injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { Order, OrderTask } from '../engine/public/contract/order.ts';
import { actionAllowed, failedTaskOf, type OrderActionKind } from './orderActionKinds.ts';

/** An order the user opened lately, for the palette's "Go to order…". */
export interface RecentOrder {
  orderId: string;
  orderNumber: string;
  service: string;
  operation: string;
}

const RECENT_LIMIT = 8;

/**
 * The order the detail screen shows, shared with the palette: its actions become commands while it is
 * open, and a command asks the screen to open an action's dialog (`requested`). Also the recent orders.
 */
export const OpenOrder = Symbol.for('sdp.orders.OpenOrder');
export interface OpenOrder {
  readonly order: Order | null;
  readonly failedTask: OrderTask | null;
  readonly requested: OrderActionKind | null;
  readonly recent: readonly RecentOrder[];
  show(order: Order, tasks: readonly OrderTask[]): void;
  close(orderId: string): void;
  allows(action: OrderActionKind): boolean;
  request(action: OrderActionKind): void;
  settle(): void;
}

@injectable()
export class MobxOpenOrder implements OpenOrder {
  order: Order | null = null;
  tasks: readonly OrderTask[] = [];
  requested: OrderActionKind | null = null;
  recent: readonly RecentOrder[] = [];

  constructor() {
    makeObservable(this, {
      order: observableRef,
      tasks: observableRef,
      requested: observable,
      recent: observableRef,
      failedTask: computed,
      show: action,
      close: action,
      request: action,
      settle: action,
    });
  }

  get failedTask(): OrderTask | null {
    return this.order ? failedTaskOf(this.order, this.tasks) : null;
  }

  show(order: Order, tasks: readonly OrderTask[]): void {
    const opened = this.order?.orderId !== order.orderId;
    this.order = order;
    this.tasks = tasks;
    if (opened) {
      const entry = {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        service: order.service,
        operation: order.operation,
      };
      this.recent = [entry, ...this.recent.filter((recent) => recent.orderId !== order.orderId)].slice(0, RECENT_LIMIT);
    }
  }

  close(orderId: string): void {
    if (this.order?.orderId !== orderId) return;
    this.order = null;
    this.tasks = [];
    this.requested = null;
  }

  allows(kind: OrderActionKind): boolean {
    return this.order !== null && actionAllowed(kind, this.order, this.failedTask);
  }

  request(kind: OrderActionKind): void {
    if (this.allows(kind)) this.requested = kind;
  }

  settle(): void {
    this.requested = null;
  }
}
