import * as dagre from '@dagrejs/dagre';
import { workflowPositionsWith, type StepPositions } from '../contract/layeredLayout.ts';
import type { WorkflowDefinition } from '../contract/workflowDefinition.ts';

/** Layouts kept: far more graphs than a tenant's screens open in a while. */
const CAPACITY = 1_000;

/**
 * The layered layout of each workflow graph, by its content hash (which leaves the studio's positions out):
 * laying out 200 steps takes dagre hundreds of milliseconds, so a graph is laid out the first time a screen
 * asks for it and kept — a published version never changes, and a draft only when it is saved. The least
 * recently used goes first.
 */
export class WorkflowLayouts {
  private readonly layouts = new Map<string, StepPositions>();

  constructor(private readonly capacity = CAPACITY) {}

  of(contentHash: string, definition: WorkflowDefinition): StepPositions {
    const kept = this.layouts.get(contentHash);
    if (kept) {
      this.layouts.delete(contentHash);
      this.layouts.set(contentHash, kept);
      return kept;
    }
    const layout = workflowPositionsWith(dagre, definition);
    this.layouts.set(contentHash, layout);
    if (this.layouts.size > this.capacity) this.layouts.delete(this.layouts.keys().next().value as string);
    return layout;
  }
}
