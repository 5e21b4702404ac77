import { workflowDefinitionSchema } from '../../engine/public/contract/workflowDefinition.ts';
import { diffWorkflows } from '../../engine/public/contract/workflowDiff.ts';
import { VersionDiff } from '../../workflowStudio/public/web/VersionDiff.tsx';

/** A workflow item's field whose value is a graph (its draft): the studio's comparison of two versions. */
export const isWorkflowGraph = (kind: string, field: string) => kind === 'workflow' && field === 'draft';

/**
 * The target's draft against the one copied over it, step by step and edge by edge as the studio compares
 * versions: what the target has on the left, what it gets on the right. Null when either is no graph.
 */
export function WorkflowDraftDiff(props: { source: unknown; target: unknown; targetName: string }) {
  const source = workflowDefinitionSchema.safeParse(props.source);
  const target = workflowDefinitionSchema.safeParse(props.target);
  if (!source.success || !target.success) return null;
  return (
    <VersionDiff
      diff={diffWorkflows(target.data, source.data)}
      left={`The draft on ${props.targetName}`}
      right="The draft copied"
    />
  );
}
