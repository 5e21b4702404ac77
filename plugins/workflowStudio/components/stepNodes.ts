import type { Node } from '@xyflow/react';
import type { TaskState } from '../../engine/public/contract/order.ts';
import type { WorkflowStep } from '../../engine/public/contract/workflowDefinition.ts';
import { STEP_HEIGHT, STEP_WIDTH } from '../../engine/public/web/graph/layeredLayout.ts';

/** `run`: the step's state in the test run on show; NOT_RUN for a step the run has not reached. */
export type StepNodeData = { step: WorkflowStep; problems: number; run?: TaskState | 'NOT_RUN' };
export type StepNode = Node<StepNodeData, 'step'>;

export interface StepNodesInput {
  steps: readonly WorkflowStep[];
  problemsByStep: ReadonlyMap<string, number>;
  selectedStepId: string | null;
  readOnly: boolean;
  /** The test run's state of each step, by id, while a run is on show. */
  runStates?: ReadonlyMap<string, TaskState> | null;
}

/**
 * The canvas's node of each step, reusing the node `previous` had for it (by id) while nothing it shows
 * changed: the canvas re-renders only the steps a change touches, not all of them on every edit or selection.
 */
export function stepNodes(previous: ReadonlyMap<string, StepNode>, input: StepNodesInput): StepNode[] {
  const { steps, problemsByStep, selectedStepId, readOnly, runStates } = input;
  return steps.map((step) => {
    const problems = problemsByStep.get(step.id) ?? 0;
    const run = runStates ? (runStates.get(step.id) ?? 'NOT_RUN') : undefined;
    const selected = selectedStepId === step.id;
    const old = previous.get(step.id);
    if (
      old &&
      old.data.step === step &&
      old.data.problems === problems &&
      old.data.run === run &&
      old.selected === selected &&
      old.draggable === !readOnly
    ) {
      return old;
    }
    return {
      id: step.id,
      type: 'step',
      position: step.position ?? { x: 0, y: 0 },
      width: STEP_WIDTH,
      height: STEP_HEIGHT,
      data: { step, problems, ...(run ? { run } : {}) },
      selected,
      draggable: !readOnly,
      connectable: !readOnly,
    };
  });
}

/** `nodes` with the dragged step drawn where the pointer holds it; every other node the same object. */
export function withDragged(
  nodes: StepNode[],
  drag: { id: string; position: { x: number; y: number } } | null,
): StepNode[] {
  return drag ? nodes.map((node) => (node.id === drag.id ? { ...node, position: drag.position } : node)) : nodes;
}
