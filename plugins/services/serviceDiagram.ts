import type { ServiceOperation } from '../engine/public/contract/service.ts';
import { layeredLayout } from '../engine/public/web/graph/layeredLayout.ts';

export type DiagramNodeKind = 'service' | 'operation' | 'workflow' | 'form' | 'rule' | 'translation';

export interface DiagramNode {
  id: string;
  kind: DiagramNodeKind;
  title: string;
  meta: string;
  /** Something an order would trip over: an operation without a workflow, a workflow never published. */
  problem: boolean;
  /** The operation's row in the form, for operation nodes. */
  operationIndex?: number;
  /** The workflow's name, for workflow nodes (the studio opens it). */
  workflowName?: string;
  position: { x: number; y: number };
}

export interface DiagramEdge {
  from: string;
  to: string;
}

export interface DiagramWorkflow {
  workflowId: string;
  name: string;
  latestVersion: number | null;
}

export interface ServiceDiagramInput {
  name: string;
  displayName: string;
  status: string;
  operations: readonly ServiceOperation[];
  workflows: readonly DiagramWorkflow[];
}

const SERVICE_NODE = 'service';

function workflowNode(
  operation: ServiceOperation,
  workflows: ReadonlyMap<string, DiagramWorkflow>,
): Omit<DiagramNode, 'position'> {
  const workflow = workflows.get(operation.workflowId);
  const pinned = operation.workflowVersion;
  const id = `workflow:${operation.workflowId}:${pinned ?? 'latest'}`;
  if (!workflow) return { id, kind: 'workflow', title: 'Unknown workflow', meta: 'not found', problem: true };
  const meta =
    pinned !== null
      ? `version ${pinned}`
      : workflow.latestVersion !== null
        ? `latest published (${workflow.latestVersion})`
        : 'never published';
  return {
    id,
    kind: 'workflow',
    title: workflow.name,
    meta,
    problem: pinned === null && workflow.latestVersion === null,
    workflowName: workflow.name,
  };
}

/**
 * A service as a picture: the service, its operations, and what each operation uses — its workflow
 * (one node per workflow and version, shared by the operations that run it), its form, rules and
 * translation — laid out left to right.
 */
export function serviceDiagram(input: ServiceDiagramInput): { nodes: DiagramNode[]; edges: DiagramEdge[] } {
  const workflows = new Map(input.workflows.map((workflow) => [workflow.workflowId, workflow]));
  const nodes = new Map<string, Omit<DiagramNode, 'position'>>();
  const edges: DiagramEdge[] = [];
  const link = (from: string, node: Omit<DiagramNode, 'position'>) => {
    if (!nodes.has(node.id)) nodes.set(node.id, node);
    if (!edges.some((edge) => edge.from === from && edge.to === node.id)) edges.push({ from, to: node.id });
  };

  nodes.set(SERVICE_NODE, {
    id: SERVICE_NODE,
    kind: 'service',
    title: input.displayName || input.name || 'New service',
    meta: `${input.name || 'unnamed'} · ${input.status === 'ACTIVE' ? 'active' : 'inactive'}`,
    problem: input.operations.length === 0,
  });
  input.operations.forEach((operation, index) => {
    const id = `operation:${index}`;
    const name = operation.name || `Operation ${index + 1}`;
    link(SERVICE_NODE, {
      id,
      kind: 'operation',
      title: name,
      meta: operation.workflowId ? 'operation' : 'no workflow',
      problem: !operation.workflowId,
      operationIndex: index,
    });
    if (operation.workflowId) link(id, workflowNode(operation, workflows));
    if (operation.form)
      link(id, { id: `form:${operation.form}`, kind: 'form', title: operation.form, meta: 'form', problem: false });
    for (const rule of operation.rules)
      link(id, { id: `rule:${rule}`, kind: 'rule', title: rule, meta: 'rule', problem: false });
    if (operation.translation)
      link(id, {
        id: `translation:${operation.translation}`,
        kind: 'translation',
        title: operation.translation,
        meta: 'translation',
        problem: false,
      });
  });

  const positions = layeredLayout([...nodes.keys()], edges, 'LR');
  return {
    nodes: [...nodes.values()].map((node) => ({ ...node, position: positions.get(node.id) ?? { x: 0, y: 0 } })),
    edges,
  };
}
