import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from './workflowDefinition.ts';
import { diffWorkflows, isEmptyDiff } from './workflowDiff.ts';

const base: WorkflowDefinition = {
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'a', kind: 'TASK', name: 'A', taskTemplate: 'Template A' },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'a' },
    { from: 'a', to: 'end' },
  ],
  failurePolicy: 'PARK',
};

describe('diffWorkflows', () => {
  it('finds no change between a graph and itself redrawn', () => {
    const redrawn = { ...base, steps: base.steps.map((step) => ({ ...step, position: { x: 1, y: 2 } })).reverse() };
    expect(isEmptyDiff(diffWorkflows(base, redrawn))).toBe(true);
  });

  it('names added, removed and changed steps and edges, and the failure policy', () => {
    const next: WorkflowDefinition = {
      steps: [
        { id: 'start', kind: 'START', name: 'Start' },
        { id: 'a', kind: 'TASK', name: 'A renamed', taskTemplate: 'Template A', overrides: { timeoutMs: 5 } },
        { id: 'b', kind: 'TASK', name: 'B', taskTemplate: 'Template B' },
        { id: 'end', kind: 'END', name: 'End' },
      ],
      edges: [
        { from: 'start', to: 'a' },
        { from: 'a', to: 'b' },
        { from: 'b', to: 'end' },
      ],
      failurePolicy: 'ROLL_BACK',
    };
    const diff = diffWorkflows(base, next);
    expect(diff.failurePolicy).toEqual({ from: 'PARK', to: 'ROLL_BACK' });
    expect(diff.steps.added.map((step) => step.id)).toEqual(['b']);
    expect(diff.steps.removed).toEqual([]);
    expect(diff.steps.changed.map((change) => [change.id, change.fields])).toEqual([['a', ['name', 'overrides']]]);
    expect(diff.edges.added).toEqual([
      { from: 'a', to: 'b' },
      { from: 'b', to: 'end' },
    ]);
    expect(diff.edges.removed).toEqual([{ from: 'a', to: 'end' }]);
    expect(isEmptyDiff(diff)).toBe(false);
  });

  it('sees a changed condition on an edge that stays', () => {
    const withCondition = (condition: string): WorkflowDefinition => ({
      ...base,
      edges: [{ from: 'start', to: 'a', condition }, base.edges[1] ?? { from: 'a', to: 'end' }],
    });
    const diff = diffWorkflows(withCondition('x = 1'), withCondition('x = 2'));
    expect(diff.edges.changed).toEqual([
      { from: { from: 'start', to: 'a', condition: 'x = 1' }, to: { from: 'start', to: 'a', condition: 'x = 2' } },
    ]);
  });
});
