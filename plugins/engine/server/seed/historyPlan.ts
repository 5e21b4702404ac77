import type { OrderState } from '../../public/contract/order.ts';
import type { WorkflowDefinition, WorkflowStep } from '../../public/contract/workflowDefinition.ts';
import { WorkflowGraph } from '../execution/WorkflowGraph.ts';

/** A small deterministic generator (mulberry32): the same seed gives the same history. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks by weight. */
export function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  return (choices.at(-1) as readonly [T, number])[0];
}

/** How demo orders ended (or stand), by share. */
export const HISTORY_STATES: readonly (readonly [OrderState, number])[] = [
  ['COMPLETED', 70],
  ['FAILED_TEMP', 6],
  ['FAILED', 5],
  ['CANCELLED', 4],
  ['WAITING_MANUAL', 4],
  ['RUNNING', 4],
  ['PAUSED', 3],
  ['PENDING', 2],
  ['ROLLED_BACK', 2],
];

/**
 * The steps an order of the workflow passes, in order, when everything goes its usual way: breadth
 * first from START, a decision taking its first conditional edge (or, when `refuse`, its default).
 */
export function usualPath(definition: WorkflowDefinition, refuse: boolean): WorkflowStep[] {
  const graph = new WorkflowGraph(definition);
  const path: WorkflowStep[] = [];
  const seen = new Set<string>();
  const queue = [graph.start().id];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id)) continue;
    const step = graph.step(id);
    if (step.kind === 'JOIN' && !graph.sourcesOf(id).every((source) => seen.has(source))) continue;
    seen.add(id);
    path.push(step);
    const edges = graph.edgesFrom(id);
    if (step.kind === 'DECISION') {
      const chosen = refuse ? edges.find((edge) => edge.default) : edges.find((edge) => edge.condition);
      if (chosen) queue.push(chosen.to);
    } else {
      queue.push(...edges.map((edge) => edge.to));
    }
  }
  return path;
}

/**
 * The steps of the path after the stop that ran beside it: the other branches of a fork the stop
 * stands in (nothing leads from the stop to them). A parked order's sibling branch finished while the
 * step failed, so a retried order can reach the join.
 */
export function besideStop(definition: WorkflowDefinition, path: readonly WorkflowStep[], stop: number): Set<string> {
  const stopStep = path[stop];
  if (!stopStep) return new Set();
  const graph = new WorkflowGraph(definition);
  const after = new Set<string>();
  const queue = [stopStep.id];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (after.has(id)) continue;
    after.add(id);
    queue.push(...graph.edgesFrom(id).map((edge) => edge.to));
  }
  return new Set(path.slice(stop + 1).flatMap((step) => (after.has(step.id) ? [] : [step.id])));
}

/** Where an order in a state stops on its path: the index of the step it stands at (or failed on). */
export function stopIndex(state: OrderState, path: readonly WorkflowStep[], random: () => number): number {
  const tasks = path.map((step, index) => ({ step, index })).filter(({ step }) => step.kind === 'TASK');
  const human = tasks.find(({ step }) => step.taskTemplate === 'Site survey');
  if (state === 'WAITING_MANUAL' && human) return human.index;
  if (state === 'COMPLETED') return path.length;
  if (state === 'PENDING') return 0;
  const pick = tasks[Math.floor(random() * tasks.length)];
  return pick ? pick.index : path.length;
}
