/**
 * The checks a workflow passes before it is published, shared by the engine (publish refuses) and the
 * studio (markers as the designer edits): one problem per finding, each naming the step or edge it is on.
 */
import type { TaskType, WorkflowDefinition, WorkflowEdge, WorkflowStep } from './workflowDefinition.ts';

export type WorkflowProblemCode =
  | 'NO_START'
  | 'SEVERAL_STARTS'
  | 'NO_END'
  | 'DUPLICATE_STEP'
  | 'UNKNOWN_STEP'
  | 'DUPLICATE_EDGE'
  | 'START_HAS_INCOMING'
  | 'END_HAS_OUTGOING'
  | 'DEAD_END'
  | 'UNREACHABLE'
  | 'DECISION_BRANCHES'
  | 'MISSING_CONDITION'
  | 'SEVERAL_DEFAULTS'
  | 'CONDITION_OUTSIDE_DECISION'
  | 'FORK_BRANCHES'
  | 'JOIN_BRANCHES'
  | 'MISSING_TASK_TEMPLATE'
  | 'UNKNOWN_TASK_TEMPLATE'
  | 'TEMPLATE_ON_NON_TASK'
  | 'UNKNOWN_COMPENSATION'
  | 'COMPENSATION_NOT_TASK'
  | 'CYCLE_WITHOUT_WAIT'
  | 'BAD_EXPRESSION';

export interface WorkflowProblem {
  code: WorkflowProblemCode;
  message: string;
  stepId?: string;
  edge?: { from: string; to: string };
}

export interface WorkflowValidationContext {
  /** The tenant's task templates by name, with what each does. */
  taskTypes: ReadonlyMap<string, TaskType>;
  /** Checks a JSONata expression: why it cannot be stored, or null. Left out, expressions are not checked. */
  checkExpression?(source: string): string | null;
}

/** Task types that pause an order (until a time, or until a person acts): a loop needs one of them. */
const PAUSING_TYPES: ReadonlySet<TaskType> = new Set(['WAIT', 'HUMAN']);

const label = (step: WorkflowStep) => `Step "${step.name}" (${step.id})`;
const edgeLabel = (edge: WorkflowEdge) => `The edge ${edge.from} → ${edge.to}`;

/** Strongly connected components of the graph (Tarjan), each as step ids. */
function components(ids: readonly string[], next: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  const visit = (id: string) => {
    index.set(id, counter);
    low.set(id, counter);
    counter += 1;
    stack.push(id);
    onStack.add(id);
    for (const to of next.get(id) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(id, Math.min(low.get(id)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(id, Math.min(low.get(id)!, index.get(to)!));
      }
    }
    if (low.get(id) === index.get(id)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== id);
      found.push(component.reverse());
    }
  };
  for (const id of ids) if (!index.has(id)) visit(id);
  return found;
}

function reachableFrom(start: string, next: ReadonlyMap<string, readonly string[]>): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const to of next.get(queue.shift()!) ?? []) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

function structureProblems(
  definition: WorkflowDefinition,
  steps: ReadonlyMap<string, WorkflowStep>,
): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  const seenIds = new Set<string>();
  for (const step of definition.steps) {
    if (seenIds.has(step.id)) {
      problems.push({ code: 'DUPLICATE_STEP', stepId: step.id, message: `Two steps have the id "${step.id}".` });
    }
    seenIds.add(step.id);
  }
  const starts = definition.steps.filter((step) => step.kind === 'START');
  if (starts.length === 0) problems.push({ code: 'NO_START', message: 'The workflow has no START step.' });
  for (const extra of starts.slice(1)) {
    problems.push({ code: 'SEVERAL_STARTS', stepId: extra.id, message: `${label(extra)} is a second START step.` });
  }
  if (!definition.steps.some((step) => step.kind === 'END')) {
    problems.push({ code: 'NO_END', message: 'The workflow has no END step.' });
  }
  const seenEdges = new Set<string>();
  for (const edge of definition.edges) {
    const ends = { from: edge.from, to: edge.to };
    for (const id of [edge.from, edge.to]) {
      if (!steps.has(id)) {
        problems.push({ code: 'UNKNOWN_STEP', edge: ends, message: `${edgeLabel(edge)} names no step "${id}".` });
      }
    }
    const key = `${edge.from}\u0000${edge.to}`;
    if (seenEdges.has(key)) {
      problems.push({ code: 'DUPLICATE_EDGE', edge: ends, message: `${edgeLabel(edge)} is drawn twice.` });
    }
    seenEdges.add(key);
  }
  return problems;
}

function stepProblems(
  step: WorkflowStep,
  outgoing: readonly WorkflowEdge[],
  incoming: readonly WorkflowEdge[],
  steps: ReadonlyMap<string, WorkflowStep>,
  context: WorkflowValidationContext,
  isCompensation: boolean,
): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  const add = (code: WorkflowProblemCode, message: string) => problems.push({ code, stepId: step.id, message });
  // A step that undoes another may stand apart (no edges): it runs when the order rolls back.
  if (isCompensation && step.kind !== 'TASK') {
    add(
      'COMPENSATION_NOT_TASK',
      `${label(step)} undoes another step, so it runs a task template: make it a TASK step.`,
    );
  }
  if (step.kind === 'START' && incoming.length > 0) add('START_HAS_INCOMING', `${label(step)} is entered by an edge.`);
  if (step.kind === 'END' && outgoing.length > 0) add('END_HAS_OUTGOING', `${label(step)} leads on to another step.`);
  if (step.kind !== 'END' && outgoing.length === 0 && !isCompensation)
    add('DEAD_END', `${label(step)} leads nowhere: connect it on.`);
  if (step.kind === 'DECISION') {
    if (outgoing.length < 2) add('DECISION_BRANCHES', `${label(step)} needs at least two outgoing edges.`);
    const defaults = outgoing.filter((edge) => edge.default);
    if (defaults.length > 1)
      add('SEVERAL_DEFAULTS', `${label(step)} has ${defaults.length} default edges; one at most.`);
    for (const edge of outgoing) {
      if (!edge.condition && !edge.default) {
        problems.push({
          code: 'MISSING_CONDITION',
          edge: { from: edge.from, to: edge.to },
          message: `${edgeLabel(edge)} leaves a decision without a condition: give it one, or make it the default.`,
        });
      }
    }
  } else {
    for (const edge of outgoing.filter((candidate) => candidate.condition || candidate.default)) {
      problems.push({
        code: 'CONDITION_OUTSIDE_DECISION',
        edge: { from: edge.from, to: edge.to },
        message: `${edgeLabel(edge)} has a condition, but only the edges of a DECISION step are chosen by one.`,
      });
    }
  }
  if (step.kind === 'FORK' && outgoing.length < 2) add('FORK_BRANCHES', `${label(step)} needs at least two branches.`);
  if (step.kind === 'JOIN' && incoming.length < 2)
    add('JOIN_BRANCHES', `${label(step)} needs at least two incoming branches.`);
  if (step.kind === 'TASK') {
    if (!step.taskTemplate) add('MISSING_TASK_TEMPLATE', `${label(step)} runs no task template.`);
    else if (!context.taskTypes.has(step.taskTemplate)) {
      add(
        'UNKNOWN_TASK_TEMPLATE',
        `${label(step)} runs the task template "${step.taskTemplate}", which does not exist.`,
      );
    }
  } else if (step.taskTemplate) {
    add('TEMPLATE_ON_NON_TASK', `${label(step)} is a ${step.kind} step and runs no task template.`);
  }
  if (step.compensation && !steps.has(step.compensation)) {
    add('UNKNOWN_COMPENSATION', `${label(step)} is undone by the step "${step.compensation}", which does not exist.`);
  }
  return problems;
}

function expressionProblems(definition: WorkflowDefinition, context: WorkflowValidationContext): WorkflowProblem[] {
  const check = context.checkExpression;
  if (!check) return [];
  const problems: WorkflowProblem[] = [];
  for (const edge of definition.edges) {
    const why = edge.condition ? check(edge.condition) : null;
    if (why) {
      problems.push({
        code: 'BAD_EXPRESSION',
        edge: { from: edge.from, to: edge.to },
        message: `${edgeLabel(edge)}: ${why}`,
      });
    }
  }
  for (const step of definition.steps) {
    for (const [field, source] of Object.entries(step.overrides?.input ?? {})) {
      const why = check(source);
      if (why)
        problems.push({ code: 'BAD_EXPRESSION', stepId: step.id, message: `${label(step)}, input "${field}": ${why}` });
    }
  }
  return problems;
}

/** Every problem that keeps the definition from being published, in the order a reader would fix them. */
export function validateWorkflow(
  definition: WorkflowDefinition,
  context: WorkflowValidationContext,
): WorkflowProblem[] {
  const steps = new Map(definition.steps.map((step) => [step.id, step]));
  const problems = structureProblems(definition, steps);
  const outgoing = new Map<string, WorkflowEdge[]>();
  const incoming = new Map<string, WorkflowEdge[]>();
  for (const edge of definition.edges) {
    if (!steps.has(edge.from) || !steps.has(edge.to)) continue;
    outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);
    incoming.set(edge.to, [...(incoming.get(edge.to) ?? []), edge]);
  }
  const next = new Map([...outgoing].map(([id, edges]) => [id, edges.map((edge) => edge.to)]));

  const compensations = new Set(definition.steps.flatMap((step) => (step.compensation ? [step.compensation] : [])));
  for (const step of definition.steps) {
    const isCompensation = compensations.has(step.id);
    const stepOut = outgoing.get(step.id) ?? [];
    problems.push(...stepProblems(step, stepOut, incoming.get(step.id) ?? [], steps, context, isCompensation));
  }
  const start = definition.steps.find((step) => step.kind === 'START');
  if (start) {
    const reached = reachableFrom(start.id, next);
    for (const step of definition.steps) {
      if (!reached.has(step.id) && !compensations.has(step.id)) {
        problems.push({
          code: 'UNREACHABLE',
          stepId: step.id,
          message: `${label(step)} cannot be reached from the start.`,
        });
      }
    }
  }
  for (const component of components([...steps.keys()], next)) {
    const first = component[0]!;
    const isLoop = component.length > 1 || (next.get(first) ?? []).includes(first);
    if (!isLoop) continue;
    const pauses = component.some((id) => {
      const template = steps.get(id)?.taskTemplate;
      const type = template ? context.taskTypes.get(template) : undefined;
      return type !== undefined && PAUSING_TYPES.has(type);
    });
    if (!pauses) {
      problems.push({
        code: 'CYCLE_WITHOUT_WAIT',
        stepId: first,
        message: `The steps ${component.join(' → ')} form a loop with no WAIT or HUMAN step, so an order could go round it without pause.`,
      });
    }
  }
  problems.push(...expressionProblems(definition, context));
  return problems;
}
