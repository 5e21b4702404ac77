import { z } from 'zod';
import {
  ORDER_PATHS,
  ORDER_RESOURCE,
  orderSchema,
  orderTaskSchema,
  type CreateOrder,
  type Order,
  type OrderTask,
} from '../contract/order.ts';
import { fillPath } from '../../../../core/contract/pathTemplate.ts';
import { defineCall } from '../../../../core/http/callDefinition.ts';
import { resourceCalls } from '../../../resourceKit/public/web/resourceCalls.ts';

/** The order listing and one order's info, from the order resource's descriptor. */
export const orderCalls = resourceCalls<Order>(ORDER_RESOURCE);

export const orderInfoCall = defineCall<string, Order>({
  ...orderCalls.get,
  responseSchema: orderSchema,
});

/** One order's tasks, one per step run, each with its attempts. */
export const orderTasksCall = defineCall<string, OrderTask[]>({
  method: 'GET',
  path: (orderId) => fillPath(ORDER_PATHS.tasks, { orderId }),
  responseSchema: z.array(orderTaskSchema),
  notifyErrors: false,
});

/** The console's order intake (monitor:orders:c). */
export const createOrderCall = defineCall<CreateOrder, Order>({
  method: 'POST',
  path: ORDER_PATHS.create,
  responseSchema: orderSchema,
  notifyErrors: false,
});
