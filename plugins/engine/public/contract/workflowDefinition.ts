/**
 * A workflow's graph as both halves keep it (the engine runs it, the studio edits it, the monitor draws
 * it): steps and the edges between them. What a step does comes from its task template (by name), with
 * per-step overrides; the step kinds here are only those that shape the graph.
 */
import { z } from 'zod';

export const WORKFLOW_STEP_KINDS = ['START', 'END', 'TASK', 'DECISION', 'FORK', 'JOIN'] as const;
export type WorkflowStepKind = (typeof WORKFLOW_STEP_KINDS)[number];

/** What a task template does (domain model); WAIT and HUMAN steps pause the order until a time or a person. */
export const TASK_TYPES = [
  'HTTP_CALL',
  'TRANSFORM',
  'DECISION',
  'WAIT',
  'HUMAN',
  'NOTIFY',
  'ASSIGN_STOCK',
  'SUB_WORKFLOW',
  'TERMINATE',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const BACKOFF_KINDS = ['FIXED', 'EXPONENTIAL', 'LINEAR'] as const;

/** What the engine does when a step has failed for good. */
export const FAILURE_POLICIES = ['RETRY', 'ROLL_BACK', 'PARK'] as const;

export const MAX_WORKFLOW_STEPS = 500;

const stepIdSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'A step id starts with a letter: letters, digits, _ and -, at most 64');
const expressionSchema = z.string().min(1).max(10_000);

export const retryPolicySchema = z.strictObject({
  maxAttempts: z.number().int().min(1).max(100),
  backoff: z.enum(BACKOFF_KINDS),
  delayMs: z.number().int().min(0).max(86_400_000),
  maxDelayMs: z.number().int().min(0).max(86_400_000),
  jitter: z.boolean(),
});
export type RetryPolicy = z.infer<typeof retryPolicySchema>;

export const stepOverridesSchema = z.strictObject({
  /** Input fields as JSONata over the order and earlier outputs, replacing the template's mapping. */
  input: z.record(z.string().min(1).max(200), expressionSchema).optional(),
  timeoutMs: z
    .number()
    .int()
    .min(1)
    .max(30 * 86_400_000)
    .optional(),
  retry: retryPolicySchema.optional(),
});

export const workflowStepSchema = z.strictObject({
  id: stepIdSchema,
  kind: z.enum(WORKFLOW_STEP_KINDS),
  name: z.string().trim().min(1).max(120),
  /** The task template a TASK step runs, by name. */
  taskTemplate: z.string().min(1).max(120).optional(),
  overrides: stepOverridesSchema.optional(),
  /** The step that undoes this one when the order rolls back. */
  compensation: stepIdSchema.optional(),
  /** Where the studio drew it; ignored by the engine. */
  position: z.strictObject({ x: z.number().finite(), y: z.number().finite() }).optional(),
});
export type WorkflowStep = z.infer<typeof workflowStepSchema>;

export const workflowEdgeSchema = z.strictObject({
  from: stepIdSchema,
  to: stepIdSchema,
  /** JSONata over the order payload and earlier outputs: the edge is taken when it is true. */
  condition: expressionSchema.optional(),
  /** The edge a DECISION takes when no condition holds. */
  default: z.boolean().optional(),
});
export type WorkflowEdge = z.infer<typeof workflowEdgeSchema>;

export const workflowDefinitionSchema = z.strictObject({
  steps: z.array(workflowStepSchema).min(1).max(MAX_WORKFLOW_STEPS),
  edges: z.array(workflowEdgeSchema).max(MAX_WORKFLOW_STEPS * 4),
  failurePolicy: z.enum(FAILURE_POLICIES),
});
export type WorkflowDefinition = z.infer<typeof workflowDefinitionSchema>;

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The canonical JSON of a definition: keys sorted, steps by id, edges by their ends, the studio's
 * positions left out — so two definitions that run the same read the same, and hash the same.
 */
export function canonicalWorkflowJson(definition: WorkflowDefinition): string {
  const steps = [...definition.steps]
    .map(({ position: _position, ...step }) => step)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const edges = [...definition.edges].sort((a, b) =>
    a.from !== b.from ? (a.from < b.from ? -1 : 1) : a.to < b.to ? -1 : a.to > b.to ? 1 : 0,
  );
  return JSON.stringify(sortKeys({ failurePolicy: definition.failurePolicy, steps, edges }));
}
