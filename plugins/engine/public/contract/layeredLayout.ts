import { z } from 'zod';

/**
 * The layered picture of a workflow, drawn the same by both halves: the server lays out a published version
 * once (it never changes) and sends the places with it; the studio and the other diagrams lay out as they
 * draw. The layout library (dagre) is handed in by each half, since a contract imports no package but zod.
 */

/** The size every step of a workflow picture is drawn at. */
export const STEP_WIDTH = 184;
export const STEP_HEIGHT = 48;

/** Where each step's box goes (its top-left corner), by step id. */
export const stepPositionsSchema = z.record(z.string(), z.object({ x: z.number(), y: z.number() }));
export type StepPositions = z.infer<typeof stepPositionsSchema>;

interface LayeredGraph {
  setGraph(label: object): unknown;
  setDefaultEdgeLabel(label: () => object): unknown;
  setNode(id: string, label: { width: number; height: number }): unknown;
  setEdge(from: string, to: string, label: object, name: string): unknown;
  node(id: string): unknown;
}

/** What the layout needs of dagre: `import * as dagre from '@dagrejs/dagre'` is one. */
export interface LayeredLayoutLibrary {
  Graph: new (options: { multigraph: boolean }) => LayeredGraph;
  layout(graph: never): void;
}

/**
 * Places a graph's nodes in layers, top to bottom (or left to right), each box `STEP_WIDTH` × `STEP_HEIGHT`: the
 * top-left corner of each node's box, by id. Edges between unknown nodes are left out.
 */
export function layeredLayoutWith(
  library: LayeredLayoutLibrary,
  nodeIds: readonly string[],
  edges: readonly { from: string; to: string }[],
  direction: 'TB' | 'LR' = 'TB',
): Map<string, { x: number; y: number }> {
  const graph = new library.Graph({ multigraph: true });
  graph.setGraph({
    rankdir: direction,
    nodesep: direction === 'TB' ? 28 : 16,
    ranksep: direction === 'TB' ? 44 : 72,
    marginx: 8,
    marginy: 8,
  });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const id of nodeIds) graph.setNode(id, { width: STEP_WIDTH, height: STEP_HEIGHT });
  const known = new Set(nodeIds);
  edges.forEach((edge, index) => {
    if (known.has(edge.from) && known.has(edge.to)) graph.setEdge(edge.from, edge.to, {}, String(index));
  });
  (library.layout as (graph: LayeredGraph) => void)(graph);
  const placed = new Map<string, { x: number; y: number }>();
  for (const id of nodeIds) {
    const node = graph.node(id) as { x: number; y: number };
    placed.set(id, { x: node.x - STEP_WIDTH / 2, y: node.y - STEP_HEIGHT / 2 });
  }
  return placed;
}

/** A workflow's steps laid out top to bottom, as plain data (what the server sends with a version). */
export function workflowPositionsWith(
  library: LayeredLayoutLibrary,
  definition: { steps: readonly { id: string }[]; edges: readonly { from: string; to: string }[] },
): StepPositions {
  return Object.fromEntries(
    layeredLayoutWith(
      library,
      definition.steps.map((step) => step.id),
      definition.edges,
    ),
  );
}
