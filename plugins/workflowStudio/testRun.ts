import type { OrderTask, TaskState } from '../engine/public/contract/order.ts';
import type { Service } from '../engine/public/contract/service.ts';

/** A service operation that runs the workflow: where a test order can be entered. */
export interface RunTarget {
  key: string;
  service: string;
  operation: string;
  label: string;
  /** The operation's order-entry form, by name. */
  form: string | null;
  /** The version an order for it runs: the pinned one, else the latest published (null: none yet). */
  version: number | null;
}

/** The operations of the services that run this workflow, by service and operation name. */
export function runTargets(
  services: readonly Service[],
  workflowId: string,
  latestVersion: number | null,
): RunTarget[] {
  return services
    .flatMap((service) =>
      service.operations
        .filter((operation) => operation.workflowId === workflowId)
        .map((operation) => {
          const version = operation.workflowVersion ?? latestVersion;
          return {
            key: `${service.name}/${operation.name}`,
            service: service.name,
            operation: operation.name,
            form: operation.form,
            version,
            label: `${service.displayName} · ${operation.name} (${
              operation.workflowVersion !== null
                ? `pinned to version ${operation.workflowVersion}`
                : latestVersion !== null
                  ? `latest: version ${latestVersion}`
                  : 'never published'
            })${service.status === 'ACTIVE' ? '' : ' · inactive'}`,
          };
        }),
    )
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Each step's state in a run: the latest run of the step (a loop runs one several times). */
export function stepRunStates(tasks: readonly OrderTask[]): Map<string, TaskState> {
  const latest = new Map<string, OrderTask>();
  for (const task of tasks) {
    if (task.compensates) continue;
    const seen = latest.get(task.stepId);
    if (
      !seen ||
      task.iteration > seen.iteration ||
      (task.iteration === seen.iteration && task.scheduledAt > seen.scheduledAt)
    )
      latest.set(task.stepId, task);
  }
  return new Map([...latest].map(([stepId, task]) => [stepId, task.state]));
}
