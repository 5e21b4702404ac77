export type GraphDirection = 'up' | 'down' | 'left' | 'right';

export interface PlacedNode {
  id: string;
  position?: { x: number; y: number } | undefined;
}

/**
 * The node an arrow key moves to from `from`: the closest one lying in that direction, a node off to
 * the side counting twice its distance; null when there is none.
 */
export function nearestNode(nodes: readonly PlacedNode[], from: string, direction: GraphDirection): string | null {
  const origin = nodes.find((node) => node.id === from)?.position;
  if (!origin) return null;
  let best: { id: string; score: number } | null = null;
  for (const node of nodes) {
    if (node.id === from || !node.position) continue;
    const dx = node.position.x - origin.x;
    const dy = node.position.y - origin.y;
    const along = direction === 'down' ? dy : direction === 'up' ? -dy : direction === 'right' ? dx : -dx;
    const across = direction === 'down' || direction === 'up' ? Math.abs(dx) : Math.abs(dy);
    if (along <= 0) continue;
    const score = along + across * 2;
    if (!best || score < best.score) best = { id: node.id, score };
  }
  return best?.id ?? null;
}
