import * as dagre from '@dagrejs/dagre';
import { workflowPositionsWith, type StepPositions } from '../../engine/public/contract/layeredLayout.ts';
import type { WorkflowVersion } from '../../engine/public/contract/workflow.ts';

/** Layouts kept: far more published versions than a tenant's screens open in a while. */
const CAPACITY = 1_000;

/**
 * The layered layout of each published workflow version, computed the first time one of its orders is opened
 * and kept: a published version never changes, so its picture never does. The least recently used goes first.
 */
export class VersionLayouts {
  private readonly layouts = new Map<string, StepPositions>();

  constructor(private readonly capacity = CAPACITY) {}

  of(version: WorkflowVersion): StepPositions {
    const key = `${version.workflowId}:${version.number}:${version.contentHash}`;
    const kept = this.layouts.get(key);
    if (kept) {
      this.layouts.delete(key);
      this.layouts.set(key, kept);
      return kept;
    }
    const layout = workflowPositionsWith(dagre, version.definition);
    this.layouts.set(key, layout);
    if (this.layouts.size > this.capacity) this.layouts.delete(this.layouts.keys().next().value as string);
    return layout;
  }
}
