import type { WorkflowDefinition } from '../engine/public/contract/workflowDefinition.ts';
import { layeredLayout, STEP_HEIGHT, STEP_WIDTH } from '../engine/public/web/graph/layeredLayout.ts';
import type { Delivery } from './contract.ts';

export interface SourceStep {
  id: string;
  name: string;
  x: number;
  y: number;
  /** The deliveries of the events this step raised. */
  deliveries: Delivery[];
}

export interface SourcePicture {
  steps: SourceStep[];
  edges: { id: string; x1: number; y1: number; x2: number; y2: number }[];
  width: number;
  height: number;
  /** Deliveries of events no step of the graph raised (the order's own: created, completed). */
  orderLevel: Delivery[];
}

/**
 * The order's workflow laid out top to bottom, each step with the deliveries of the events it raised, and
 * the edges as lines from a box's bottom to the next one's top.
 */
export function sourcePicture(definition: WorkflowDefinition, deliveries: readonly Delivery[]): SourcePicture {
  const placed = layeredLayout(
    definition.steps.map((step) => step.id),
    definition.edges,
  );
  const byStep = new Map<string, Delivery[]>();
  const orderLevel: Delivery[] = [];
  for (const delivery of deliveries) {
    if (delivery.stepId && placed.has(delivery.stepId)) {
      byStep.set(delivery.stepId, [...(byStep.get(delivery.stepId) ?? []), delivery]);
    } else orderLevel.push(delivery);
  }
  const steps = definition.steps.map((step) => {
    const at = placed.get(step.id) ?? { x: 0, y: 0 };
    return { id: step.id, name: step.name, x: at.x, y: at.y, deliveries: byStep.get(step.id) ?? [] };
  });
  const edges = definition.edges.flatMap((edge, index) => {
    const from = placed.get(edge.from);
    const to = placed.get(edge.to);
    if (!from || !to) return [];
    return [
      {
        id: `${edge.from}-${edge.to}-${index}`,
        x1: from.x + STEP_WIDTH / 2,
        y1: from.y + STEP_HEIGHT,
        x2: to.x + STEP_WIDTH / 2,
        y2: to.y,
      },
    ];
  });
  const width = Math.max(0, ...steps.map((step) => step.x + STEP_WIDTH)) + 8;
  const height = Math.max(0, ...steps.map((step) => step.y + STEP_HEIGHT)) + 8;
  return { steps, edges, width, height, orderLevel };
}
