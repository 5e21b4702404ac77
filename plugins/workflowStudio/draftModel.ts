import { nearestNode, type GraphDirection } from '../engine/public/web/graph/nearestNode.ts';
import type {
  WorkflowDefinition,
  WorkflowEdge,
  WorkflowStep,
  WorkflowStepKind,
} from '../engine/public/contract/workflowDefinition.ts';
import type { StepPositions } from '../engine/public/contract/layeredLayout.ts';
import { layeredLayout, STEP_HEIGHT, STEP_WIDTH } from '../engine/public/web/graph/layeredLayout.ts';

/** What the studio has selected: a step, an edge, or nothing. */
export type Selection = { kind: 'step'; id: string } | { kind: 'edge'; from: string; to: string } | null;

/** A step id from a name: `Activate subscriber` → `activate-subscriber`, made unique with -2, -3 … */
export function newStepId(definition: WorkflowDefinition, name: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 56) || 'step';
  const start = /^[a-z]/.test(base) ? base : `s-${base}`;
  const taken = new Set(definition.steps.map((step) => step.id));
  if (!taken.has(start)) return start;
  for (let index = 2; ; index += 1) if (!taken.has(`${start}-${index}`)) return `${start}-${index}`;
}

export interface NewStep {
  kind: WorkflowStepKind;
  name: string;
  taskTemplate?: string;
}

const GAP_X = STEP_WIDTH + 32;
const GAP_Y = STEP_HEIGHT + 48;

/** The first place at or to the right of `wanted` where a step's box overlaps no other. */
function freePlace(definition: WorkflowDefinition, wanted: { x: number; y: number }): { x: number; y: number } {
  const boxes = definition.steps.flatMap((step) => (step.position ? [step.position] : []));
  const overlaps = (x: number, y: number) =>
    boxes.some((box) => Math.abs(box.x - x) < STEP_WIDTH + 8 && Math.abs(box.y - y) < STEP_HEIGHT + 8);
  let x = wanted.x;
  while (overlaps(x, wanted.y)) x += GAP_X;
  return { x, y: wanted.y };
}

/**
 * Adds a step at `position`, or after the step `after`: between it and the one step it led to (so a
 * chain stays a chain), or as a new branch when it led to several (a fork's, a decision's); placed
 * below it where nothing else is. Answers the new definition and the step's id.
 */
export function addStep(
  definition: WorkflowDefinition,
  step: NewStep,
  options: { after?: string | null; position?: { x: number; y: number } } = {},
): { definition: WorkflowDefinition; id: string } {
  const id = newStepId(definition, step.taskTemplate ?? step.name);
  const from = options.after ? definition.steps.find((candidate) => candidate.id === options.after) : undefined;
  const position =
    options.position ??
    (from?.position ? freePlace(definition, { x: from.position.x, y: from.position.y + GAP_Y }) : undefined);
  const added: WorkflowStep = {
    id,
    kind: step.kind,
    name: step.name,
    ...(step.taskTemplate ? { taskTemplate: step.taskTemplate } : {}),
    ...(position ? { position } : {}),
  };
  let edges = definition.edges;
  if (from && from.kind !== 'END') {
    const leaving = definition.edges.filter((edge) => edge.from === from.id);
    const [only] = leaving;
    const chain =
      leaving.length === 1 && only && from.kind !== 'FORK' && from.kind !== 'DECISION' && step.kind !== 'END';
    edges = chain
      ? definition.edges.flatMap((edge) =>
          edge === only
            ? [
                { ...edge, to: id },
                { from: id, to: edge.to },
              ]
            : [edge],
        )
      : [...definition.edges, { from: from.id, to: id }];
  }
  return { definition: { ...definition, steps: [...definition.steps, added], edges }, id };
}

/** Removes a step, its edges, and any compensation that named it. */
export function removeStep(definition: WorkflowDefinition, id: string): WorkflowDefinition {
  return {
    ...definition,
    steps: definition.steps
      .filter((step) => step.id !== id)
      .map((step) => (step.compensation === id ? { ...step, compensation: undefined } : step)),
    edges: definition.edges.filter((edge) => edge.from !== id && edge.to !== id),
  };
}

export function removeEdge(definition: WorkflowDefinition, from: string, to: string): WorkflowDefinition {
  return { ...definition, edges: definition.edges.filter((edge) => !(edge.from === from && edge.to === to)) };
}

/** Joins two steps; a second edge between the same two, or a step to itself, is not added. */
export function connect(definition: WorkflowDefinition, from: string, to: string): WorkflowDefinition {
  if (from === to || definition.edges.some((edge) => edge.from === from && edge.to === to)) return definition;
  return { ...definition, edges: [...definition.edges, { from, to }] };
}

/** Changes a step; a new id is carried into its edges and the compensations that name it. */
export function updateStep(
  definition: WorkflowDefinition,
  id: string,
  patch: Partial<WorkflowStep>,
): WorkflowDefinition {
  const renamed = patch.id !== undefined && patch.id !== id ? patch.id : null;
  const rename = (value: string) => (renamed && value === id ? renamed : value);
  return {
    ...definition,
    steps: definition.steps.map((step) => {
      const changed = step.id === id ? { ...step, ...patch } : step;
      return changed.compensation ? { ...changed, compensation: rename(changed.compensation) } : changed;
    }),
    edges: renamed
      ? definition.edges.map((edge) => ({ ...edge, from: rename(edge.from), to: rename(edge.to) }))
      : definition.edges,
  };
}

export function updateEdge(
  definition: WorkflowDefinition,
  from: string,
  to: string,
  patch: Partial<Pick<WorkflowEdge, 'condition' | 'default'>>,
): WorkflowDefinition {
  return {
    ...definition,
    edges: definition.edges.map((edge) => (edge.from === from && edge.to === to ? { ...edge, ...patch } : edge)),
  };
}

export function moveStep(
  definition: WorkflowDefinition,
  id: string,
  position: { x: number; y: number },
): WorkflowDefinition {
  return {
    ...definition,
    steps: definition.steps.map((step) =>
      step.id === id ? { ...step, position: { x: Math.round(position.x), y: Math.round(position.y) } } : step,
    ),
  };
}

/**
 * Every step placed: the steps the studio has not drawn yet go where `laidOut` (the server's layout of the
 * draft) puts them, or are laid out in layers with the rest here.
 */
export function withPositions(definition: WorkflowDefinition, laidOut?: StepPositions): WorkflowDefinition {
  if (definition.steps.every((step) => step.position)) return definition;
  const placed = laidOut
    ? new Map(Object.entries(laidOut))
    : layeredLayout(
        definition.steps.map((step) => step.id),
        definition.edges,
      );
  return {
    ...definition,
    steps: definition.steps.map((step) => (step.position ? step : { ...step, position: placed.get(step.id) })),
  };
}

/** The graph laid out afresh in layers, every position replaced. */
export function tidy(definition: WorkflowDefinition): WorkflowDefinition {
  return withPositions({ ...definition, steps: definition.steps.map(({ position: _position, ...step }) => step) });
}

/** The step nearest to `from` in a direction, for moving the selection with the arrow keys. */
export function neighbourStep(definition: WorkflowDefinition, from: string, direction: GraphDirection): string | null {
  return nearestNode(definition.steps, from, direction);
}
