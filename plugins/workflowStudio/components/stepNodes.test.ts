import { describe, expect, it } from 'vitest';
import type { WorkflowStep } from '../../engine/public/contract/workflowDefinition.ts';
import { stepNodes, withDragged } from './stepNodes.ts';

const steps: WorkflowStep[] = [
  { id: 'start', kind: 'START', name: 'Start', position: { x: 0, y: 0 } },
  { id: 'call', kind: 'TASK', name: 'Call', taskTemplate: 'Activate subscriber', position: { x: 0, y: 100 } },
  { id: 'end', kind: 'END', name: 'End', position: { x: 0, y: 200 } },
];
const input = { steps, problemsByStep: new Map<string, number>(), selectedStepId: null, readOnly: false };
const byId = (nodes: ReturnType<typeof stepNodes>) => new Map(nodes.map((node) => [node.id, node]));

describe('the studio canvas nodes', () => {
  it('places each step where the draft has it', () => {
    expect(stepNodes(new Map(), input).map((node) => [node.id, node.position, node.draggable])).toEqual([
      ['start', { x: 0, y: 0 }, true],
      ['call', { x: 0, y: 100 }, true],
      ['end', { x: 0, y: 200 }, true],
    ]);
  });

  it('keeps the node of every step a change does not touch', () => {
    const first = stepNodes(new Map(), input);
    const selected = stepNodes(byId(first), { ...input, selectedStepId: 'call' });
    expect(selected[0]).toBe(first[0]);
    expect(selected[1]).not.toBe(first[1]);
    expect(selected[1]?.selected).toBe(true);
    expect(selected[2]).toBe(first[2]);

    const withProblem = stepNodes(byId(selected), {
      ...input,
      selectedStepId: 'call',
      problemsByStep: new Map([['end', 1]]),
    });
    expect(withProblem.slice(0, 2)).toEqual(selected.slice(0, 2));
    expect(withProblem[0]).toBe(selected[0]);
    expect(withProblem[2]?.data.problems).toBe(1);
  });

  it('draws a dragged step where the pointer holds it, every other node the same object', () => {
    const nodes = stepNodes(new Map(), input);
    const dragged = withDragged(nodes, { id: 'call', position: { x: 40, y: 120 } });
    expect(dragged[1]?.position).toEqual({ x: 40, y: 120 });
    expect(dragged[0]).toBe(nodes[0]);
    expect(dragged[2]).toBe(nodes[2]);
    expect(withDragged(nodes, null)).toBe(nodes);
  });
});
