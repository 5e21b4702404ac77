import { Graph, layout } from '@dagrejs/dagre';

/** The size every step of a workflow picture is drawn at. */
export const STEP_WIDTH = 184;
export const STEP_HEIGHT = 48;

/**
 * Places a graph's nodes in layers, top to bottom (or left to right) (dagre), each box `STEP_WIDTH` × `STEP_HEIGHT`: the
 * top-left corner of each node's box, by id. Edges between unknown nodes are left out.
 */
export function layeredLayout(
  nodeIds: readonly string[],
  edges: readonly { from: string; to: string }[],
  direction: 'TB' | 'LR' = 'TB',
): Map<string, { x: number; y: number }> {
  const graph = new Graph({ multigraph: true });
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
  layout(graph);
  const placed = new Map<string, { x: number; y: number }>();
  for (const id of nodeIds) {
    const node = graph.node(id) as { x: number; y: number };
    placed.set(id, { x: node.x - STEP_WIDTH / 2, y: node.y - STEP_HEIGHT / 2 });
  }
  return placed;
}
