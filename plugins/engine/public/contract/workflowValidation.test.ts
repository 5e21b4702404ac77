import { describe, expect, it } from 'vitest';
import {
  canonicalWorkflowJson,
  workflowDefinitionSchema,
  type TaskType,
  type WorkflowDefinition,
  type WorkflowStep,
} from './workflowDefinition.ts';
import { validateWorkflow, type WorkflowProblemCode } from './workflowValidation.ts';

const taskTypes = new Map<string, TaskType>([
  ['Validate order', 'TRANSFORM'],
  ['Site survey', 'HUMAN'],
  ['Provision ONT', 'HTTP_CALL'],
  ['Assign stock', 'ASSIGN_STOCK'],
  ['Notify customer', 'NOTIFY'],
  ['Wait an hour', 'WAIT'],
  ['Check line', 'HTTP_CALL'],
]);

/** Fibre broadband ADD: a survey when the address is new, then provisioning and stock in parallel. */
function fibreAdd(): WorkflowDefinition {
  return {
    failurePolicy: 'PARK',
    steps: [
      { id: 'start', kind: 'START', name: 'Start' },
      { id: 'validate', kind: 'TASK', name: 'Validate', taskTemplate: 'Validate order' },
      { id: 'needsSurvey', kind: 'DECISION', name: 'Survey needed?' },
      { id: 'survey', kind: 'TASK', name: 'Site survey', taskTemplate: 'Site survey' },
      { id: 'fork', kind: 'FORK', name: 'In parallel' },
      { id: 'ont', kind: 'TASK', name: 'Provision ONT', taskTemplate: 'Provision ONT', compensation: 'notify' },
      { id: 'stock', kind: 'TASK', name: 'Assign router', taskTemplate: 'Assign stock' },
      { id: 'join', kind: 'JOIN', name: 'Both done' },
      { id: 'notify', kind: 'TASK', name: 'Tell the customer', taskTemplate: 'Notify customer' },
      { id: 'end', kind: 'END', name: 'End' },
    ],
    edges: [
      { from: 'start', to: 'validate' },
      { from: 'validate', to: 'needsSurvey' },
      { from: 'needsSurvey', to: 'survey', condition: 'payload.address.isNew = true' },
      { from: 'needsSurvey', to: 'fork', default: true },
      { from: 'survey', to: 'fork' },
      { from: 'fork', to: 'ont' },
      { from: 'fork', to: 'stock' },
      { from: 'ont', to: 'join' },
      { from: 'stock', to: 'join' },
      { from: 'join', to: 'notify' },
      { from: 'notify', to: 'end' },
    ],
  };
}

const codes = (definition: WorkflowDefinition) =>
  validateWorkflow(definition, { taskTypes }).map((problem) => problem.code);

function changed(change: (definition: WorkflowDefinition) => void): WorkflowDefinition {
  const definition = structuredClone(fibreAdd());
  change(definition);
  return definition;
}

describe('validateWorkflow', () => {
  it('finds nothing wrong with a well-formed workflow, which the schema accepts', () => {
    expect(workflowDefinitionSchema.parse(fibreAdd())).toEqual(fibreAdd());
    expect(validateWorkflow(fibreAdd(), { taskTypes })).toEqual([]);
  });

  it('lets a step that undoes another stand apart, and wants it to run a task', () => {
    const apart = changed((d) => {
      d.steps.push({ id: 'release', kind: 'TASK', name: 'Release ONT', taskTemplate: 'Check line' });
      d.steps[5] = { ...(d.steps[5] as WorkflowStep), compensation: 'release' };
    });
    expect(codes(apart)).toEqual([]);
    const notTask = changed((d) => {
      d.steps[5] = { ...(d.steps[5] as WorkflowStep), compensation: 'join' };
    });
    expect(validateWorkflow(notTask, { taskTypes })).toEqual([
      {
        code: 'COMPENSATION_NOT_TASK',
        stepId: 'join',
        message: 'Step "Both done" (join) undoes another step, so it runs a task template: make it a TASK step.',
      },
    ]);
  });

  it('names a step nothing leads to', () => {
    const definition = changed((d) => {
      d.edges = d.edges.filter((edge) => !(edge.from === 'validate' && edge.to === 'needsSurvey'));
      d.edges.push({ from: 'validate', to: 'fork' });
    });
    const problems = validateWorkflow(definition, { taskTypes });
    expect(problems.map((problem) => [problem.code, problem.stepId])).toEqual([
      ['UNREACHABLE', 'needsSurvey'],
      ['UNREACHABLE', 'survey'],
    ]);
    expect(problems[0]?.message).toBe('Step "Survey needed?" (needsSurvey) cannot be reached from the start.');
  });

  it('wants a condition on every decision edge but one default', () => {
    const missing = changed((d) => {
      d.edges.find((edge) => edge.default)!.default = undefined;
    });
    const problems = validateWorkflow(missing, { taskTypes });
    expect(problems).toEqual([
      {
        code: 'MISSING_CONDITION',
        edge: { from: 'needsSurvey', to: 'fork' },
        message:
          'The edge needsSurvey → fork leaves a decision without a condition: give it one, or make it the default.',
      },
    ]);
    const twoDefaults = changed((d) => {
      d.edges.find((edge) => edge.condition)!.default = true;
    });
    expect(codes(twoDefaults)).toEqual(['SEVERAL_DEFAULTS']);
    const conditionElsewhere = changed((d) => {
      d.edges[0]!.condition = 'true';
    });
    expect(codes(conditionElsewhere)).toEqual(['CONDITION_OUTSIDE_DECISION']);
  });

  it('refuses a loop that never pauses, and accepts one through a WAIT or HUMAN step', () => {
    const spinning = changed((d) => {
      d.steps.push({ id: 'check', kind: 'TASK', name: 'Check line', taskTemplate: 'Check line' });
      d.steps.push({ id: 'ready', kind: 'DECISION', name: 'Line ready?' });
      d.edges = d.edges.filter((edge) => !(edge.from === 'join' && edge.to === 'notify'));
      d.edges.push(
        { from: 'join', to: 'check' },
        { from: 'check', to: 'ready' },
        { from: 'ready', to: 'notify', condition: 'line.ready' },
        { from: 'ready', to: 'check', default: true },
      );
    });
    const problems = validateWorkflow(spinning, { taskTypes });
    expect(problems.map((problem) => problem.code)).toEqual(['CYCLE_WITHOUT_WAIT']);
    expect(problems[0]?.message).toBe(
      'The steps check → ready form a loop with no WAIT or HUMAN step, so an order could go round it without pause.',
    );

    const pausing = structuredClone(spinning);
    pausing.steps.push({ id: 'wait', kind: 'TASK', name: 'Wait', taskTemplate: 'Wait an hour' });
    pausing.edges = pausing.edges.filter((edge) => !(edge.from === 'ready' && edge.to === 'check'));
    pausing.edges.push({ from: 'ready', to: 'wait', default: true }, { from: 'wait', to: 'check' });
    expect(validateWorkflow(pausing, { taskTypes })).toEqual([]);
  });

  it('refuses unknown and missing task templates, and templates on steps that run none', () => {
    const problems = changed((d) => {
      d.steps[1]!.taskTemplate = 'Validate ordre';
      d.steps[6]!.taskTemplate = undefined;
      d.steps[4]!.taskTemplate = 'Assign stock';
    });
    expect(validateWorkflow(problems, { taskTypes }).map((problem) => [problem.code, problem.stepId])).toEqual([
      ['UNKNOWN_TASK_TEMPLATE', 'validate'],
      ['TEMPLATE_ON_NON_TASK', 'fork'],
      ['MISSING_TASK_TEMPLATE', 'stock'],
    ]);
  });

  it('checks the shape: one start, an end, known and distinct steps and edges, no dead ends', () => {
    const broken = changed((d) => {
      d.steps.push({ id: 'start2', kind: 'START', name: 'Again' });
      d.steps = d.steps.filter((step) => step.kind !== 'END');
      d.edges.push({ from: 'notify', to: 'nowhere' }, { from: 'fork', to: 'ont' });
      d.steps.push({ id: 'validate', kind: 'TASK', name: 'Copy', taskTemplate: 'Validate order' });
    });
    const found = codes(broken);
    for (const code of [
      'DUPLICATE_STEP',
      'SEVERAL_STARTS',
      'NO_END',
      'UNKNOWN_STEP',
      'DUPLICATE_EDGE',
      'DEAD_END',
      'UNREACHABLE',
    ] satisfies WorkflowProblemCode[]) {
      expect(found, code).toContain(code);
    }
  });

  it('passes conditions and input mappings to the expression check, naming where they are', () => {
    const definition = changed((d) => {
      d.steps[1]!.overrides = { input: { msisdn: 'payload.msisdn', plan: 'payload.plan =' } };
    });
    const checkExpression = (source: string) => (source.endsWith('=') ? 'it does not parse' : null);
    expect(validateWorkflow(definition, { taskTypes, checkExpression })).toEqual([
      {
        code: 'BAD_EXPRESSION',
        stepId: 'validate',
        message: 'Step "Validate" (validate), input "plan": it does not parse',
      },
    ]);
  });
});

describe('canonicalWorkflowJson', () => {
  it('reads the same for the same workflow drawn in another order or place', () => {
    const moved = fibreAdd();
    moved.steps = [...moved.steps].reverse().map((step, index) => ({ ...step, position: { x: index, y: 0 } }));
    moved.edges = [...moved.edges].reverse();
    expect(canonicalWorkflowJson(moved)).toBe(canonicalWorkflowJson(fibreAdd()));
    const other = changed((d) => {
      d.failurePolicy = 'ROLL_BACK';
    });
    expect(canonicalWorkflowJson(other)).not.toBe(canonicalWorkflowJson(fibreAdd()));
    expect(JSON.parse(canonicalWorkflowJson(fibreAdd())).steps[0]).toEqual({
      id: 'end',
      kind: 'END',
      name: 'End',
    });
  });
});
