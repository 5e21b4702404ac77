import * as dagre from '@dagrejs/dagre';
import { layeredLayoutWith } from '../../contract/layeredLayout.ts';

export { STEP_HEIGHT, STEP_WIDTH } from '../../contract/layeredLayout.ts';

/** `layeredLayoutWith` dagre: the top-left corner of each node's box, by id, top to bottom or left to right. */
export function layeredLayout(
  nodeIds: readonly string[],
  edges: readonly { from: string; to: string }[],
  direction: 'TB' | 'LR' = 'TB',
): Map<string, { x: number; y: number }> {
  return layeredLayoutWith(dagre, nodeIds, edges, direction);
}
