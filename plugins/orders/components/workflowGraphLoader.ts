import { preloadable } from '../../../core/shell/preloadable.tsx';

/** The workflow graph (xyflow and dagre), loaded with the first screen that draws one, or ahead of it. */
export const workflowGraph = preloadable(() => import('./WorkflowGraph.tsx'));
