import '@xyflow/react/dist/style.css';
import {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  useReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { STEP_HEIGHT, STEP_WIDTH } from '../../engine/public/web/graph/layeredLayout.ts';
import type { DiagramEdge, DiagramNode } from '../serviceDiagram.ts';
import * as css from './serviceStudio.css.ts';

const FIT_VIEW = { padding: 0.15, maxZoom: 1 };

type BoxNode = Node<{ box: DiagramNode }, 'box'>;

const Box = memo(function Box({ data, selected }: NodeProps<BoxNode>) {
  const { box } = data;
  return (
    <div
      className={`${css.box[box.kind]} ${box.problem ? css.boxProblem : ''} ${selected ? css.nodeSelected : ''}`}
      style={{ width: STEP_WIDTH, height: STEP_HEIGHT }}
      data-box={box.id}
      title={`${box.title} — ${box.meta}${box.workflowName ? ' (double-click to open in its studio)' : ''}`}
    >
      {box.kind !== 'service' ? <Handle type="target" position={Position.Left} className={css.hiddenHandle} /> : null}
      <span className={css.nodeName}>{box.title}</span>
      <span className={css.nodeMeta}>{box.meta}</span>
      <Handle type="source" position={Position.Right} className={css.hiddenHandle} />
    </div>
  );
});

const NODE_TYPES = { box: Box };

interface ServiceDiagramProps {
  nodes: readonly DiagramNode[];
  edges: readonly DiagramEdge[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  /** A box opened (double-click): an operation's row, a workflow's studio. */
  onOpen: (box: DiagramNode) => void;
}

/** The service and what its operations use, read from the form as it is typed. */
export function ServiceDiagram({ nodes, edges, selected, onSelect, onOpen }: ServiceDiagramProps) {
  const flow = useReactFlow();
  const holder = useRef<HTMLDivElement>(null);
  const shape = nodes.map((node) => node.id).join('|');
  // A box added or removed moves the others, and a phone turned resizes the canvas: the picture is fitted again.
  useEffect(() => {
    let frame = requestAnimationFrame(() => void flow.fitView(FIT_VIEW));
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => void flow.fitView(FIT_VIEW));
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(refit) : null;
    if (holder.current) observer?.observe(holder.current);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [shape, flow]);

  const flowNodes = useMemo<BoxNode[]>(
    () =>
      nodes.map((box) => ({
        id: box.id,
        type: 'box',
        position: box.position,
        width: STEP_WIDTH,
        height: STEP_HEIGHT,
        data: { box },
        selected: box.id === selected,
        draggable: false,
        connectable: false,
      })),
    [nodes, selected],
  );
  const flowEdges = useMemo<Edge[]>(
    () =>
      edges.map((edge) => ({
        id: `${edge.from}->${edge.to}`,
        source: edge.from,
        target: edge.to,
        className: css.link,
        selectable: false,
      })),
    [edges],
  );
  const byId = useMemo(() => new Map(nodes.map((box) => [box.id, box])), [nodes]);

  return (
    <div ref={holder} className={css.canvas} aria-label="Service diagram" role="figure">
      <ReactFlow
        nodes={flowNodes}
        edges={flowEdges}
        nodeTypes={NODE_TYPES}
        onNodeClick={(_event, node) => onSelect(node.id)}
        onNodeDoubleClick={(_event, node) => {
          const box = byId.get(node.id);
          if (box) onOpen(box);
        }}
        onPaneClick={() => onSelect(null)}
        nodesDraggable={false}
        nodesConnectable={false}
        deleteKeyCode={null}
        disableKeyboardA11y
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        zoomOnDoubleClick={false}
        fitView
        fitViewOptions={FIT_VIEW}
        minZoom={0.1}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
