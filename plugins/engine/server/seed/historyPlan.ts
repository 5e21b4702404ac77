import type { OrderState } from '../../public/contract/order.ts';
import type { WorkflowDefinition, WorkflowStep } from '../../public/contract/workflowDefinition.ts';
import { WorkflowGraph } from '../execution/WorkflowGraph.ts';
import type { Ending } from './seededOrderRun.ts';

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

/**
 * How demo orders stand, by share. None is left RUNNING: a running order moves only by the job behind its
 * step, and the history is written without jobs, so every order of it rests where the engine leaves an order
 * waiting on no job of its own (ended, parked, paused, with a person, or held). None is ROLLED_BACK: no
 * workflow of the demo catalogue rolls back. Each order is drawn a state, then an offering whose workflow
 * can rest in it (see `canRest`).
 */
export const HISTORY_STATES: readonly (readonly [OrderState, number])[] = [
  ['COMPLETED', 72],
  ['FAILED_TEMP', 6],
  ['FAILED', 5],
  ['CANCELLED', 5],
  ['WAITING_MANUAL', 5],
  ['PAUSED', 3],
  ['PENDING', 2],
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

/** What an order's run needs to know of its workflow to end as drawn. */
export interface WorkflowFacts {
  definition: WorkflowDefinition;
  /** The task type of a TASK step's template (HTTP_CALL, HUMAN…); the kind of any other step. */
  typeOf(step: WorkflowStep): string;
  /** Whether a TERMINATE step's template ends the order FAILED. */
  failsOrder(step: WorkflowStep): boolean;
  /** Whether the step's template retries a 503 (a call that fails once may wait for its retry). */
  retries(step: WorkflowStep): boolean;
  /** Whether a dependency rule holds orders of this offering (the demo's IPTV add-on waits for its fibre line). */
  held: boolean;
}

/** Whether an order of the workflow can rest in the state (as `endingFor` finds a way there, whatever it draws). */
export function canRest(state: OrderState, facts: WorkflowFacts): boolean {
  return endingFor(state, facts, () => 0) !== null;
}

/**
 * How an order of the workflow comes to rest in `state`, on which path — or null when the workflow cannot
 * bring it there (a parked order under ROLL_BACK would roll back; FAILED needs a TERMINATE that fails it, a
 * person's wait a HUMAN step, a hold a dependency rule).
 */
export function endingFor(
  state: OrderState,
  facts: WorkflowFacts,
  random: () => number,
): { ending: Ending; path: WorkflowStep[] } | null {
  const usual = usualPath(facts.definition, false);
  const indexes = (path: readonly WorkflowStep[], test: (step: WorkflowStep) => boolean) =>
    path.flatMap((step, index) => (test(step) ? [index] : []));
  const pick = (candidates: readonly number[]) => candidates[Math.floor(random() * candidates.length)];
  const calls = indexes(usual, (step) => facts.typeOf(step) === 'HTTP_CALL');
  const person = indexes(usual, (step) => facts.typeOf(step) === 'HUMAN')[0];
  const parks = facts.definition.failurePolicy !== 'ROLL_BACK' && calls.length > 0;
  const park = (cancelled: boolean): Ending => ({
    kind: 'park',
    step: pick(calls) as number,
    error: random() < 0.7 ? 'HTTP_5XX' : 'HTTP_4XX',
    cancelled,
  });
  switch (state) {
    case 'COMPLETED':
      return { ending: { kind: 'complete' }, path: usual };
    case 'FAILED': {
      const refusing = usualPath(facts.definition, true);
      const terminates = refusing.some((step) => facts.typeOf(step) === 'TERMINATE' && facts.failsOrder(step));
      return terminates ? { ending: { kind: 'refuse' }, path: refusing } : null;
    }
    case 'FAILED_TEMP':
      return parks ? { ending: park(false), path: usual } : null;
    case 'CANCELLED':
      if (person !== undefined && random() < 0.5)
        return { ending: { kind: 'person', step: person, then: 'cancel' }, path: usual };
      return parks ? { ending: park(true), path: usual } : null;
    case 'PAUSED': {
      if (person !== undefined && random() < 0.4)
        return { ending: { kind: 'person', step: person, then: 'pause' }, path: usual };
      const retried = calls.filter((index) => facts.retries(usual[index] as WorkflowStep));
      return retried.length > 0
        ? { ending: { kind: 'pauseOnRetry', step: pick(retried) as number }, path: usual }
        : null;
    }
    case 'WAITING_MANUAL':
      return person !== undefined ? { ending: { kind: 'person', step: person, then: 'wait' }, path: usual } : null;
    case 'PENDING':
      return facts.held ? { ending: { kind: 'hold', waitingFor: null }, path: usual } : null;
    default:
      return null;
  }
}
