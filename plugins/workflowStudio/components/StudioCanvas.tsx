import '@xyflow/react/dist/style.css';
import {
  Background,
  Controls,
  Handle,
  MarkerType,
  MiniMap,
  Position,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Edge,
  type NodeChange,
  type NodeProps,
} from '@xyflow/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import type { TaskState } from '../../engine/public/contract/order.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import type { WorkflowProblem } from '../../engine/public/contract/workflowValidation.ts';
import { TASK_STATE_LABELS, TASK_STATE_TONES } from '../../engine/public/web/runStates.ts';
import { STEP_HEIGHT, STEP_WIDTH } from '../../engine/public/web/graph/layeredLayout.ts';
import type { NewStep, Selection } from '../draftModel.ts';
import { stepNodes, withDragged, type StepNode } from './stepNodes.ts';
import { vars } from '../../../themes/contract.css.ts';
import * as css from './studio.css.ts';

export const STEP_DRAG_TYPE = 'application/x-sdp-workflow-step';

const FIT_VIEW = { padding: 0.15, maxZoom: 1 };
const MINIMAP_NODE = vars.color.muted;
const MINIMAP_MASK = 'rgba(127, 127, 127, 0.25)';

const StepBox = memo(function StepBox({ data, selected, isConnectable }: NodeProps<StepNode>) {
  const handle = isConnectable ? css.handle : css.handleHidden;
  const { step, problems, run } = data;
  const kind = step.kind === 'TASK' ? (step.taskTemplate ?? 'no template') : step.kind;
  const runTone = run === undefined ? null : run === 'NOT_RUN' ? 'idle' : TASK_STATE_TONES[run];
  return (
    <div
      className={`${css.node[step.kind === 'TASK' ? 'task' : step.kind === 'START' || step.kind === 'END' ? 'terminal' : 'flow']} ${
        selected ? css.nodeSelected : ''
      } ${problems > 0 ? css.nodeProblem : ''} ${runTone ? css.run[runTone] : ''}`}
      style={{ width: STEP_WIDTH, height: STEP_HEIGHT }}
      data-step={step.id}
      data-run={run}
      title={`${step.name} (${step.id})${problems > 0 ? ` — ${problems} problem${problems > 1 ? 's' : ''}` : ''}`}
    >
      {step.kind !== 'START' ? <Handle type="target" position={Position.Top} className={handle} /> : null}
      <span className={css.nodeName}>{step.name}</span>
      <span className={css.nodeMeta}>
        {run && run !== 'NOT_RUN' ? `${TASK_STATE_LABELS[run]} · ` : ''}
        {kind}
        {problems > 0 ? ` · ${problems} problem${problems > 1 ? 's' : ''}` : ''}
      </span>
      {step.kind !== 'END' ? <Handle type="source" position={Position.Bottom} className={handle} /> : null}
    </div>
  );
});

const NODE_TYPES = { step: StepBox };

interface StudioCanvasProps {
  definition: WorkflowDefinition;
  problems: readonly WorkflowProblem[];
  selection: Selection;
  readOnly: boolean;
  onSelect: (selection: Selection) => void;
  onMove: (id: string, position: { x: number; y: number }) => void;
  onConnect: (from: string, to: string) => void;
  onDrop: (step: NewStep, position: { x: number; y: number }) => void;
  /** The test run's state of each step, by id, while a run is on show. */
  runStates?: ReadonlyMap<string, TaskState> | null;
}

const edgeId = (from: string, to: string) => `${from}->${to}`;

/**
 * The draft as a graph: steps dragged to place, joined by dragging from a step's lower handle to
 * another's upper one, steps dropped in from the palette; problems marked on their steps and edges.
 */
export function StudioCanvas(props: StudioCanvasProps) {
  const { definition, problems, selection, readOnly, onSelect, onMove, onConnect, onDrop, runStates } = props;
  const flow = useReactFlow();
  // The step being dragged and where it is: drawn there, and one move of the draft when let go.
  const [drag, setDrag] = useState<{ id: string; position: { x: number; y: number } } | null>(null);
  // Read only comes and goes with the screen's width: the graph is fitted to the new size.
  useEffect(() => {
    const frame = requestAnimationFrame(() => void flow.fitView(FIT_VIEW));
    return () => cancelAnimationFrame(frame);
  }, [readOnly, flow]);

  const problemsByStep = useMemo(() => {
    const counts = new Map<string, number>();
    for (const problem of problems)
      if (problem.stepId) counts.set(problem.stepId, (counts.get(problem.stepId) ?? 0) + 1);
    return counts;
  }, [problems]);
  const edgesWithProblems = useMemo(
    () => new Set(problems.flatMap((problem) => (problem.edge ? [edgeId(problem.edge.from, problem.edge.to)] : []))),
    [problems],
  );

  // The node of each step kept while nothing it shows changed: a drag frame or a new selection re-renders the
  // steps it touches, not all of them.
  const kept = useRef<ReadonlyMap<string, StepNode>>(new Map());
  const placedNodes = useMemo(() => {
    const selectedStepId = selection?.kind === 'step' ? selection.id : null;
    const nodes = stepNodes(kept.current, {
      steps: definition.steps,
      problemsByStep,
      selectedStepId,
      readOnly,
      runStates,
    });
    kept.current = new Map(nodes.map((node) => [node.id, node]));
    return nodes;
  }, [definition.steps, problemsByStep, selection, readOnly, runStates]);
  const nodes = useMemo(() => withDragged(placedNodes, drag), [placedNodes, drag]);
  const edges = useMemo<Edge[]>(
    () =>
      definition.edges.map((edge) => {
        const id = edgeId(edge.from, edge.to);
        return {
          id,
          source: edge.from,
          target: edge.to,
          type: 'smoothstep',
          label: edge.default ? 'otherwise' : edge.condition,
          selected: selection?.kind === 'edge' && selection.from === edge.from && selection.to === edge.to,
          className: edgesWithProblems.has(id) ? css.edgeProblem : css.edge,
          markerEnd: { type: MarkerType.ArrowClosed },
          data: { from: edge.from, to: edge.to },
        };
      }),
    [definition.edges, selection, edgesWithProblems],
  );

  // Read through a ref, so the handler stays the same object while a drag moves the step.
  const dragging = useRef(drag);
  dragging.current = drag;
  const onNodesChange = useCallback(
    (changes: NodeChange<StepNode>[]) => {
      for (const change of changes) {
        if (change.type !== 'position') continue;
        if (change.dragging && change.position) setDrag({ id: change.id, position: change.position });
        else if (change.dragging === false) {
          const moved = dragging.current;
          if (moved?.id === change.id) onMove(change.id, moved.position);
          setDrag(null);
        }
      }
    },
    [onMove],
  );

  const drop = (event: DragEvent) => {
    const raw = event.dataTransfer.getData(STEP_DRAG_TYPE);
    if (!raw || readOnly) return;
    event.preventDefault();
    const position = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
    onDrop(JSON.parse(raw) as NewStep, { x: position.x - STEP_WIDTH / 2, y: position.y - STEP_HEIGHT / 2 });
  };

  return (
    <div
      className={css.canvas}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(STEP_DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={drop}
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={onNodesChange}
        onConnect={(connection: Connection) => onConnect(connection.source, connection.target)}
        onNodeClick={(_event, node) => onSelect({ kind: 'step', id: node.id })}
        onEdgeClick={(_event, edge) => {
          const ends = edge.data as { from: string; to: string };
          onSelect({ kind: 'edge', from: ends.from, to: ends.to });
        }}
        onPaneClick={() => onSelect(null)}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        deleteKeyCode={null}
        disableKeyboardA11y
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        fitView
        fitViewOptions={FIT_VIEW}
        minZoom={0.1}
        onlyRenderVisibleElements
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable className={css.minimap} nodeColor={MINIMAP_NODE} maskColor={MINIMAP_MASK} />
      </ReactFlow>
    </div>
  );
}
