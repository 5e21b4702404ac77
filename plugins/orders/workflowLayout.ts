import type { TaskState } from '../engine/public/contract/order.ts';
import type { OrderTask } from '../engine/public/contract/order.ts';
import type { WorkflowDefinition, WorkflowStepKind } from '../engine/public/contract/workflowDefinition.ts';
import type { StepPositions } from '../engine/public/contract/layeredLayout.ts';

export { STEP_HEIGHT, STEP_WIDTH } from '../engine/public/contract/layeredLayout.ts';

export interface PlacedStep {
  id: string;
  name: string;
  kind: WorkflowStepKind;
  /** Where its box's top-left corner goes. */
  x: number;
  y: number;
  /** The state of the step's newest task, or null when it has not run. */
  state: TaskState | null;
  /** How many times the step ran (loops run it again). */
  runs: number;
}

export interface PlacedEdge {
  id: string;
  from: string;
  to: string;
  label: string | null;
  /** The order passed along it: both ends ran. */
  taken: boolean;
}

export interface WorkflowPicture {
  steps: PlacedStep[];
  edges: PlacedEdge[];
}

/** The newest task of each step, by step id, and how many ran. */
export function stepRuns(tasks: readonly OrderTask[]): Map<string, { state: TaskState; runs: number }> {
  const runs = new Map<string, { state: TaskState; runs: number }>();
  for (const task of tasks) {
    if (task.compensates) continue;
    const seen = runs.get(task.stepId);
    runs.set(task.stepId, { state: task.state, runs: (seen?.runs ?? 0) + 1 });
  }
  return runs;
}

/**
 * The workflow's steps where the server laid the version out (top to bottom, once per published version),
 * with each step's state from the order's tasks. The studio's saved positions are not used: an order's
 * picture reads the same for every version.
 */
export function layoutWorkflow(
  definition: WorkflowDefinition,
  layout: StepPositions,
  tasks: readonly OrderTask[],
): WorkflowPicture {
  const known = new Set(definition.steps.map((step) => step.id));
  const edges = definition.edges.filter((edge) => known.has(edge.from) && known.has(edge.to));

  const runs = stepRuns(tasks);
  const steps = definition.steps.map((step): PlacedStep => {
    const at = layout[step.id] ?? { x: 0, y: 0 };
    const run = runs.get(step.id);
    return {
      id: step.id,
      name: step.name,
      kind: step.kind,
      x: at.x,
      y: at.y,
      state: run?.state ?? null,
      runs: run?.runs ?? 0,
    };
  });
  return {
    steps,
    edges: edges.map((edge, index) => ({
      id: `${edge.from}->${edge.to}#${index}`,
      from: edge.from,
      to: edge.to,
      label: edge.default ? 'otherwise' : (edge.condition ?? null),
      taken: runs.has(edge.from) && runs.has(edge.to),
    })),
  };
}
