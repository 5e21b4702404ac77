import '@xyflow/react/dist/style.css';
import {
  Background,
  Controls,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import { memo, useMemo } from 'react';
import type { OrderTask } from '../../engine/public/contract/order.ts';
import type { StepPositions } from '../../engine/public/contract/layeredLayout.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { TASK_STATE_LABELS, TASK_STATE_TONES } from '../orderStates.ts';
import { layoutWorkflow, STEP_HEIGHT, STEP_WIDTH, type PlacedStep } from '../workflowLayout.ts';
import * as css from './workflowGraph.css.ts';

type StepNodeData = { step: PlacedStep; selected: boolean };
type StepNode = Node<StepNodeData, 'step'>;

const StepBox = memo(function StepBox({ data }: NodeProps<StepNode>) {
  const { step, selected } = data;
  const tone = step.state ? TASK_STATE_TONES[step.state] : 'idle';
  return (
    <div
      className={`${css.step[tone]} ${selected ? css.selected : ''}`}
      style={{ width: STEP_WIDTH, height: STEP_HEIGHT }}
      data-step={step.id}
      data-state={step.state ?? 'NOT_RUN'}
      title={`${step.name} (${step.kind})${step.state ? ` — ${TASK_STATE_LABELS[step.state]}` : ' — not run'}`}
    >
      <Handle type="target" position={Position.Top} className={css.handle} isConnectable={false} />
      <span className={css.stepName}>{step.name}</span>
      <span className={css.stepMeta}>
        {step.kind === 'TASK' ? '' : `${step.kind} · `}
        {step.state ? TASK_STATE_LABELS[step.state] : 'Not run'}
        {step.runs > 1 ? ` · ${step.runs} runs` : ''}
      </span>
      <Handle type="source" position={Position.Bottom} className={css.handle} isConnectable={false} />
    </div>
  );
});

const NODE_TYPES = { step: StepBox };

interface WorkflowGraphProps {
  definition: WorkflowDefinition;
  /** Where each step goes, as the server laid the version out. */
  layout: StepPositions;
  tasks: readonly OrderTask[];
  selectedStepId: string | null;
  onSelectStep: (stepId: string) => void;
}

/** The order's workflow, read-only and laid out automatically, each step coloured by its state. */
export default function WorkflowGraph({ definition, layout, tasks, selectedStepId, onSelectStep }: WorkflowGraphProps) {
  const picture = useMemo(() => layoutWorkflow(definition, layout, tasks), [definition, layout, tasks]);
  const nodes = useMemo<StepNode[]>(
    () =>
      picture.steps.map((step) => ({
        id: step.id,
        type: 'step',
        position: { x: step.x, y: step.y },
        data: { step, selected: step.id === selectedStepId },
        draggable: false,
        connectable: false,
      })),
    [picture, selectedStepId],
  );
  const edges = useMemo<Edge[]>(
    () =>
      picture.edges.map((edge) => ({
        id: edge.id,
        source: edge.from,
        target: edge.to,
        type: 'smoothstep',
        label: edge.label ?? undefined,
        className: edge.taken ? css.edgeTaken : css.edge,
        markerEnd: { type: MarkerType.ArrowClosed },
      })),
    [picture],
  );
  return (
    // A group, not an image: its steps and zoom controls are interactive, and an image holds nothing interactive.
    <div className={css.canvas} role="group" aria-label={`Workflow graph: ${picture.steps.length} steps`}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        fitView
        fitViewOptions={{ padding: 0.1, maxZoom: 1 }}
        minZoom={0.1}
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        onlyRenderVisibleElements
        proOptions={{ hideAttribution: true }}
        onNodeClick={(_event, node) => onSelectStep(node.id)}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
