import type { OrderRow, TaskRow } from './orderStore.ts';
import type { Evaluates } from './tenantExpressions.ts';

/** What a step's expressions read: the order (its payload and who it is) and earlier steps' outputs. */
export interface StepContext {
  order: Record<string, unknown>;
  steps: Record<string, { output: unknown; state: string }>;
}

export function stepContext(order: OrderRow, tasks: readonly TaskRow[]): StepContext {
  const steps: StepContext['steps'] = {};
  for (const task of tasks) {
    const known = steps[task.stepId];
    if (task.state === 'COMPLETED' || task.state === 'COMPLETED_MANUALLY' || !known) {
      steps[task.stepId] = { output: task.output ?? null, state: task.state };
    }
  }
  return {
    order: {
      ...order.payload,
      orderId: order.id,
      orderNumber: order.orderNumber,
      service: order.serviceName,
      operation: order.operation,
      subscriberKey: order.subscriberKey,
      externalId: order.externalId,
      accountId: order.accountId,
    },
    steps,
  };
}

/** A mapping's fields, each a JSONata expression over the input, in one evaluation; absent values are left out. */
export async function evaluateMapping(
  expressions: Evaluates,
  mapping: Readonly<Record<string, string>>,
  input: unknown,
): Promise<Record<string, unknown>> {
  const entries = Object.entries(mapping);
  if (entries.length === 0) return {};
  const combined = `{${entries.map(([, source], index) => `"${index}": (${source}\n)`).join(', ')}}`;
  const values = ((await expressions.evaluate(combined, input)) ?? {}) as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  entries.forEach(([field], index) => {
    const value = values[String(index)];
    if (value !== undefined) result[field] = value;
  });
  return result;
}
