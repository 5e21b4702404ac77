import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '../engine/public/contract/workflowDefinition.ts';
import { edit, redo, startHistory, undo } from './draftHistory.ts';
import {
  addStep,
  connect,
  neighbourStep,
  newStepId,
  removeStep,
  tidy,
  updateEdge,
  updateStep,
  withPositions,
} from './draftModel.ts';

const CHAIN: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start', position: { x: 0, y: 0 } },
    { id: 'reserve', kind: 'TASK', name: 'Reserve MSISDN', taskTemplate: 'Reserve MSISDN', position: { x: 0, y: 96 } },
    { id: 'end', kind: 'END', name: 'End', position: { x: 0, y: 192 } },
  ],
  edges: [
    { from: 'start', to: 'reserve' },
    { from: 'reserve', to: 'end' },
  ],
};

describe("the studio's draft edits", () => {
  it('names a new step after its template, uniquely', () => {
    expect(newStepId(CHAIN, 'Activate subscriber')).toBe('activate-subscriber');
    expect(newStepId(CHAIN, 'Reserve MSISDN')).toBe('reserve-msisdn');
    const withOne = addStep(CHAIN, { kind: 'TASK', name: 'Reserve MSISDN', taskTemplate: 'Reserve MSISDN' }).definition;
    expect(newStepId(withOne, 'Reserve MSISDN')).toBe('reserve-msisdn-2');
    expect(newStepId(CHAIN, '42 things')).toBe('s-42-things');
  });

  it('puts a step added after a step of a chain between it and the next, where no box is', () => {
    const { definition, id } = addStep(
      CHAIN,
      { kind: 'TASK', name: 'Activate subscriber', taskTemplate: 'Activate subscriber' },
      { after: 'start' },
    );
    expect(definition.edges).toEqual([
      { from: 'start', to: 'activate-subscriber' },
      { from: 'activate-subscriber', to: 'reserve' },
      { from: 'reserve', to: 'end' },
    ]);
    const added = definition.steps.find((step) => step.id === id);
    expect(added?.position?.y).toBe(96);
    expect(added?.position?.x).toBeGreaterThan(150);
  });

  it('adds a branch after a fork, and nothing after an END', () => {
    const fork: WorkflowDefinition = {
      ...CHAIN,
      steps: [...CHAIN.steps, { id: 'fork', kind: 'FORK', name: 'Fork', position: { x: 300, y: 0 } }],
      edges: [...CHAIN.edges, { from: 'fork', to: 'reserve' }],
    };
    expect(
      addStep(fork, { kind: 'TASK', name: 'X', taskTemplate: 'X' }, { after: 'fork' }).definition.edges,
    ).toContainEqual({ from: 'fork', to: 'x' });
    expect(addStep(CHAIN, { kind: 'END', name: 'End' }, { after: 'end' }).definition.edges).toEqual(CHAIN.edges);
  });

  it('removes a step with its edges and the compensations naming it', () => {
    const compensated = updateStep(CHAIN, 'reserve', { compensation: 'release' });
    const removed = removeStep(
      { ...compensated, steps: [...compensated.steps, { id: 'release', kind: 'TASK', name: 'Release' }] },
      'release',
    );
    expect(removed.steps.find((step) => step.id === 'reserve')?.compensation).toBeUndefined();
    expect(removeStep(CHAIN, 'reserve').edges).toEqual([]);
  });

  it('carries a step’s new id into its edges', () => {
    const renamed = updateStep(CHAIN, 'reserve', { id: 'reserve-number' });
    expect(renamed.edges).toEqual([
      { from: 'start', to: 'reserve-number' },
      { from: 'reserve-number', to: 'end' },
    ]);
  });

  it('joins two steps once, never a step to itself, and sets an edge’s condition', () => {
    expect(connect(CHAIN, 'start', 'reserve')).toBe(CHAIN);
    expect(connect(CHAIN, 'end', 'end')).toBe(CHAIN);
    expect(connect(CHAIN, 'start', 'end').edges).toContainEqual({ from: 'start', to: 'end' });
    expect(updateEdge(CHAIN, 'reserve', 'end', { condition: 'ok' }).edges[1]).toEqual({
      from: 'reserve',
      to: 'end',
      condition: 'ok',
    });
  });

  it('lays out steps that have no place yet, and everything again on tidy', () => {
    const unplaced = { ...CHAIN, steps: CHAIN.steps.map(({ position: _position, ...step }) => step) };
    const placed = withPositions(unplaced);
    expect(placed.steps.every((step) => step.position)).toBe(true);
    const [start, reserve] = placed.steps;
    expect((reserve?.position?.y ?? 0) > (start?.position?.y ?? 0)).toBe(true);
    expect(tidy(CHAIN).steps.map((step) => step.position)).toEqual(placed.steps.map((step) => step.position));
  });

  it("places the steps that have no place where the server's layout puts them, without laying out again", () => {
    const [first, ...rest] = CHAIN.steps;
    const partly = { ...CHAIN, steps: [first!, ...rest.map(({ position: _position, ...step }) => step)] };
    const server = Object.fromEntries(CHAIN.steps.map((step, index) => [step.id, { x: 500, y: 70 * index }]));
    const placed = withPositions(partly, server);
    expect(placed.steps[0]).toBe(first);
    expect(placed.steps.slice(1).map((step) => step.position)).toEqual(
      CHAIN.steps.slice(1).map((_step, index) => ({ x: 500, y: 70 * (index + 1) })),
    );
  });

  it('moves the selection to the nearest step in a direction', () => {
    expect(neighbourStep(CHAIN, 'start', 'down')).toBe('reserve');
    expect(neighbourStep(CHAIN, 'end', 'up')).toBe('reserve');
    expect(neighbourStep(CHAIN, 'start', 'up')).toBeNull();
  });

  it('undoes and redoes edits, and an edit drops what could be redone', () => {
    const renamed = updateStep(CHAIN, 'reserve', { name: 'Reserve number' });
    let history = edit(startHistory(CHAIN), renamed);
    history = undo(history);
    expect(history.present).toBe(CHAIN);
    history = redo(history);
    expect(history.present).toBe(renamed);
    history = edit(undo(history), connect(CHAIN, 'start', 'end'));
    expect(history.future).toEqual([]);
    expect(edit(history, history.present)).toBe(history);
  });
});
