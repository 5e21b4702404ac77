import type { WorkflowDefinition, WorkflowEdge, WorkflowStep } from '../../public/contract/workflowDefinition.ts';

/** A published workflow's graph indexed for running it: steps by id, edges out of and into each step. */
export class WorkflowGraph {
  private readonly steps = new Map<string, WorkflowStep>();
  private readonly outgoing = new Map<string, WorkflowEdge[]>();
  private readonly incoming = new Map<string, WorkflowEdge[]>();

  constructor(readonly definition: WorkflowDefinition) {
    for (const step of definition.steps) this.steps.set(step.id, step);
    for (const edge of definition.edges) {
      this.outgoing.set(edge.from, [...(this.outgoing.get(edge.from) ?? []), edge]);
      this.incoming.set(edge.to, [...(this.incoming.get(edge.to) ?? []), edge]);
    }
  }

  step(id: string): WorkflowStep {
    const step = this.steps.get(id);
    if (!step) throw new Error(`The workflow has no step ${id}`);
    return step;
  }

  start(): WorkflowStep {
    const start = this.definition.steps.find((step) => step.kind === 'START');
    if (!start) throw new Error('The workflow has no START step');
    return start;
  }

  edgesFrom(id: string): readonly WorkflowEdge[] {
    return this.outgoing.get(id) ?? [];
  }

  /** The steps a JOIN waits for: every step with an edge into it. */
  sourcesOf(id: string): string[] {
    return (this.incoming.get(id) ?? []).map((edge) => edge.from);
  }
}
