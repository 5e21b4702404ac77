/**
 * What changed between two workflow graphs, step by step and edge by edge, as the studio's side-by-side
 * view and the version history show it. Where a step was drawn is not a change.
 */
import { z } from 'zod';
import {
  workflowEdgeSchema,
  workflowStepSchema,
  type WorkflowDefinition,
  type WorkflowEdge,
  type WorkflowStep,
} from './workflowDefinition.ts';

export const workflowDiffSchema = z.object({
  failurePolicy: z.object({ from: z.string(), to: z.string() }).nullable(),
  steps: z.object({
    added: z.array(workflowStepSchema),
    removed: z.array(workflowStepSchema),
    changed: z.array(
      z.object({ id: z.string(), fields: z.array(z.string()), from: workflowStepSchema, to: workflowStepSchema }),
    ),
  }),
  edges: z.object({
    added: z.array(workflowEdgeSchema),
    removed: z.array(workflowEdgeSchema),
    changed: z.array(z.object({ from: workflowEdgeSchema, to: workflowEdgeSchema })),
  }),
});
export type WorkflowDiff = z.infer<typeof workflowDiffSchema>;

const edgeKey = (edge: WorkflowEdge) => `${edge.from}\u0000${edge.to}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function changedFields(from: WorkflowStep, to: WorkflowStep): string[] {
  const fields = new Set([...Object.keys(from), ...Object.keys(to)]);
  fields.delete('position');
  fields.delete('id');
  return [...fields]
    .filter((field) => !same(from[field as keyof WorkflowStep], to[field as keyof WorkflowStep]))
    .sort();
}

/** The difference from one graph to another; no change gives empty lists and a null failure policy. */
export function diffWorkflows(from: WorkflowDefinition, to: WorkflowDefinition): WorkflowDiff {
  const before = new Map(from.steps.map((step) => [step.id, step]));
  const after = new Map(to.steps.map((step) => [step.id, step]));
  const steps: WorkflowDiff['steps'] = { added: [], removed: [], changed: [] };
  for (const step of to.steps) if (!before.has(step.id)) steps.added.push(step);
  for (const step of from.steps) {
    const next = after.get(step.id);
    if (!next) steps.removed.push(step);
    else {
      const fields = changedFields(step, next);
      if (fields.length > 0) steps.changed.push({ id: step.id, fields, from: step, to: next });
    }
  }
  const edgesBefore = new Map(from.edges.map((edge) => [edgeKey(edge), edge]));
  const edgesAfter = new Map(to.edges.map((edge) => [edgeKey(edge), edge]));
  const edges: WorkflowDiff['edges'] = { added: [], removed: [], changed: [] };
  for (const edge of to.edges) if (!edgesBefore.has(edgeKey(edge))) edges.added.push(edge);
  for (const edge of from.edges) {
    const next = edgesAfter.get(edgeKey(edge));
    if (!next) edges.removed.push(edge);
    else if (!same(edge.condition, next.condition) || !same(edge.default, next.default)) {
      edges.changed.push({ from: edge, to: next });
    }
  }
  const failurePolicy =
    from.failurePolicy === to.failurePolicy ? null : { from: from.failurePolicy, to: to.failurePolicy };
  return { failurePolicy, steps, edges };
}

/** True when the diff holds no change. */
export function isEmptyDiff(diff: WorkflowDiff): boolean {
  return (
    diff.failurePolicy === null &&
    [
      diff.steps.added,
      diff.steps.removed,
      diff.steps.changed,
      diff.edges.added,
      diff.edges.removed,
      diff.edges.changed,
    ].every((list) => list.length === 0)
  );
}
