import { sql } from 'kysely';
import type { CopyFields, KindCopy, Renames } from '../../../core/server/references/referenceMap.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { contentHash } from '../../engine/public/server/workflowVersions.ts';
import { findByName, writeRow } from '../../../core/server/references/tableCopy.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';

interface CopiedVersion {
  number: number;
  definition: unknown;
  contentHash: string;
  stepCount: number;
  comment: string;
  publishedBy: string;
  publishedAt: string;
}

/** The graph with its TASK steps running the task templates by the names the copy gives them; null if none changes. */
function renameSteps(definition: WorkflowDefinition, renames: Renames): WorkflowDefinition | null {
  const renamed = (template: string | undefined) =>
    template === undefined ? template : renames.nameOf('taskTemplate', template);
  if (definition.steps.every((step) => renamed(step.taskTemplate) === step.taskTemplate)) return null;
  return {
    ...definition,
    steps: definition.steps.map((step) => ({ ...step, taskTemplate: renamed(step.taskTemplate) })),
  };
}

/**
 * The copied workflow with its draft's and versions' steps naming the task templates' new names; a graph
 * that changes so gets its new content hash (the target compares versions by it).
 */
function renameWorkflow(fields: CopyFields, renames: Renames): CopyFields {
  const draft = renameSteps(fields.draft as WorkflowDefinition, renames);
  const versions = (fields.versions as CopiedVersion[]).map((version) => {
    const definition = renameSteps(version.definition as WorkflowDefinition, renames);
    return definition ? { ...version, definition, contentHash: contentHash(definition) } : version;
  });
  return { ...fields, versions, ...(draft ? { draft, draft_hash: contentHash(draft) } : {}) };
}

/**
 * A workflow's copy: its record and draft, and its published versions. On the target the versions it
 * lacks (by content) are added after its own newest, renumbered, each keeping its author and comment with
 * the number it had; the target's own versions are never changed.
 */
export const workflowCopy: KindCopy = {
  secrets: [],
  rename: renameWorkflow,
  async read(db, tenantId, names) {
    if (names.length === 0) return new Map();
    const rows = await engineDb(db)
      .selectFrom('workflows')
      .select(['id', 'name', 'description', 'icon', 'enabled', 'draft', 'draft_hash', 'step_count'])
      .where('tenant_id', '=', tenantId)
      .where('name', 'in', names)
      .execute();
    const versions =
      rows.length === 0
        ? []
        : await engineDb(db)
            .selectFrom('workflow_versions')
            .selectAll()
            .where(
              'workflow_id',
              'in',
              rows.map((row) => row.id),
            )
            .orderBy('number')
            .execute();
    return new Map(
      rows.map(({ id, name, ...fields }) => [
        name,
        {
          ...fields,
          versions: versions
            .filter((version) => version.workflow_id === id)
            .map((version): CopiedVersion => ({
              number: version.number,
              definition: version.definition,
              contentHash: version.content_hash,
              stepCount: version.step_count,
              comment: version.comment,
              publishedBy: version.published_by,
              publishedAt: new Date(version.published_at as unknown as string).toISOString(),
            })),
        } as CopyFields,
      ]),
    );
  },
  find: (db, tenantId, name) => findByName(db, 'workflows', tenantId, name),
  async write(trx, target) {
    const { versions, ...fields } = target.fields as CopyFields & { versions: CopiedVersion[] };
    const values = { ...fields, draft: JSON.stringify(fields.draft) };
    const id = await writeRow(trx, 'workflows', target, values);
    const own = await engineDb(trx)
      .selectFrom('workflow_versions')
      .select(['number', 'content_hash'])
      .where('workflow_id', '=', id)
      .execute();
    const have = new Set(own.map((version) => version.content_hash));
    let next = Math.max(0, ...own.map((version) => version.number));
    for (const version of versions) {
      if (have.has(version.contentHash)) continue;
      next += 1;
      have.add(version.contentHash);
      await engineDb(trx)
        .insertInto('workflow_versions')
        .values({
          workflow_id: id,
          tenant_id: target.tenantId,
          number: next,
          definition: JSON.stringify(version.definition) as never,
          content_hash: version.contentHash,
          step_count: version.stepCount,
          comment: `${version.comment} (copied: version ${version.number} of the source)`,
          published_by: version.publishedBy,
          published_at: version.publishedAt as never,
        })
        .execute();
    }
    if (next > 0) {
      await sql`update workflows set latest_version = ${next},
          latest_published_at = (select max(published_at) from workflow_versions where workflow_id = ${id})
        where id = ${id}`.execute(trx);
    }
    return { id, secretNeeded: false };
  },
};
