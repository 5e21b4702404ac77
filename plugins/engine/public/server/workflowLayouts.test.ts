import { describe, expect, it } from 'vitest';
import type { WorkflowVersion } from '../contract/workflow.ts';
import { WorkflowLayouts } from './workflowLayouts.ts';

const version = (workflowId: string, number: number): WorkflowVersion => ({
  workflowId,
  number,
  comment: '',
  contentHash: `hash-${workflowId}-${number}`,
  publishedBy: 'admin',
  publishedAt: '2026-01-01T00:00:00.000Z',
  stepCount: 3,
  definition: {
    steps: [
      { id: 'start', kind: 'START', name: 'Start' },
      { id: 'call', kind: 'TASK', name: 'Call', taskTemplate: 'Activate subscriber' },
      { id: 'end', kind: 'END', name: 'End' },
    ],
    edges: [
      { from: 'start', to: 'call' },
      { from: 'call', to: 'end' },
    ],
    failurePolicy: 'PARK',
  },
});

const layoutOf = (layouts: WorkflowLayouts, graph: WorkflowVersion) => layouts.of(graph.contentHash, graph.definition);

describe('the layouts of workflow graphs', () => {
  it('places every step top to bottom, once per content', () => {
    const layouts = new WorkflowLayouts();
    const first = layoutOf(layouts, version('wf-1', 1));
    expect(Object.keys(first)).toEqual(['start', 'call', 'end']);
    expect(first.start?.y).toBeLessThan(first.call?.y ?? 0);
    expect(first.call?.y).toBeLessThan(first.end?.y ?? 0);
    expect(layoutOf(layouts, version('wf-1', 1))).toBe(first);
    expect(layoutOf(layouts, version('wf-1', 2))).not.toBe(first);
  });

  it('keeps at most its capacity, letting the least recently used go', () => {
    const layouts = new WorkflowLayouts(2);
    const one = layoutOf(layouts, version('wf-1', 1));
    const two = layoutOf(layouts, version('wf-2', 1));
    expect(layoutOf(layouts, version('wf-1', 1))).toBe(one);
    layoutOf(layouts, version('wf-3', 1));
    expect(layoutOf(layouts, version('wf-1', 1))).toBe(one);
    expect(layoutOf(layouts, version('wf-2', 1))).not.toBe(two);
  });
});
