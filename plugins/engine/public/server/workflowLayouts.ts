import * as dagre from '@dagrejs/dagre';
import type { Kysely } from 'kysely';
import { workflowPositionsWith, type StepPositions } from '../contract/layeredLayout.ts';
import type { WorkflowDefinition } from '../contract/workflowDefinition.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from './engineTables.ts';

/** Layouts kept: far more graphs than a tenant's screens open in a while. */
const CAPACITY = 1_000;

/** The layered layout of a workflow graph: dagre takes hundreds of milliseconds on 200 steps. */
export const layOutWorkflow = (definition: WorkflowDefinition): StepPositions =>
  workflowPositionsWith(dagre, definition);

/** A published version as its layout is looked up: the stored one, or null when it has none yet. */
export interface VersionLayoutSource {
  tenantId: string;
  workflowId: string;
  number: number;
  contentHash: string;
  definition: WorkflowDefinition;
  layout: StepPositions | null;
}

/**
 * The layered layout of each workflow graph, by its content hash (which leaves the studio's positions out):
 * a graph is laid out the first time a screen asks for it and kept — a draft changes only when it is saved.
 * The least recently used goes first. A published version's layout is stored with it (at publish, or by the
 * first screen that draws a version published before layouts were stored), so no restart lays it out again.
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
    const layout = layOutWorkflow(definition);
    this.layouts.set(contentHash, layout);
    if (this.layouts.size > this.capacity) this.layouts.delete(this.layouts.keys().next().value as string);
    return layout;
  }

  /** The version's stored layout; one laid out now (and stored) when it has none. */
  async ofVersion(db: Kysely<CoreDatabase>, version: VersionLayoutSource): Promise<StepPositions> {
    if (version.layout) return version.layout;
    const layout = this.of(version.contentHash, version.definition);
    await engineDb(db)
      .updateTable('workflow_versions')
      .set({ layout: JSON.stringify(layout) })
      .where('tenant_id', '=', version.tenantId)
      .where('workflow_id', '=', version.workflowId)
      .where('number', '=', version.number)
      .where('layout', 'is', null)
      .execute();
    return layout;
  }
}
