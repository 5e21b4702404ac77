import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { ApiError, invalidField, invalidFields, notFound } from '../../../core/server/http/errors.ts';
import { acceptImage } from '../../../core/server/images/uploadedImage.ts';
import type { CopyFields, KindCopy, Renames } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  MAX_WORKFLOW_ICON_BYTES,
  publishWorkflowSchema,
  workflowIconSchema,
} from '../../engine/public/contract/workflow.ts';
import { workflowDefinitionSchema, type WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { contentHash } from '../../engine/public/server/workflowVersions.ts';
import { auditWrite } from '../../resourceKit/public/server/auditing.ts';
import { resourceCopy, type BesideWrite } from '../../resourceKit/public/server/resourceCopy.ts';
import { graphSummary, publishProblems, replaceDraft } from './workflowPublishing.ts';
import { findDraft, templateTypes } from './workflowQueries.ts';
import { workflowsDeclaration } from './workflowsResource.ts';

type Db = Kysely<CoreDatabase>;

/** A published version as a copy carries it: its graph, and the number, comment and author it had. */
const carriedVersion = z
  .strictObject({
    number: z.number().int().min(1),
    definition: workflowDefinitionSchema,
    contentHash: z.string().regex(/^[0-9a-f]{64}$/, 'is not a SHA-256 in hex'),
    comment: publishWorkflowSchema.shape.comment,
    publishedBy: z.string().trim().min(1).max(128),
    publishedAt: z.iso.datetime('is not an ISO time'),
  })
  .refine((version) => version.contentHash === contentHash(version.definition), {
    path: ['contentHash'],
    message: "is not the content hash of the version's definition",
  });
type CarriedVersion = z.output<typeof carriedVersion>;

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
  const draft = fields.draft ? renameSteps(fields.draft as WorkflowDefinition, renames) : null;
  const versions = ((fields.versions ?? []) as CarriedVersion[]).map((version) => {
    const definition = renameSteps(version.definition, renames);
    return definition ? { ...version, definition, contentHash: contentHash(definition) } : version;
  });
  return { ...fields, versions, ...(draft ? { draft } : {}) };
}

/** Each workflow's draft and published versions (oldest first), as a copy carries them. */
async function graphsOf(db: Db, workflowIds: readonly string[]) {
  if (workflowIds.length === 0) return { drafts: new Map<string, unknown>(), versions: [] };
  const [drafts, versions] = await Promise.all([
    engineDb(db).selectFrom('workflows').select(['id', 'draft']).where('id', 'in', workflowIds).execute(),
    engineDb(db)
      .selectFrom('workflow_versions')
      .select(['workflow_id', 'number', 'definition', 'content_hash', 'comment', 'published_by', 'published_at'])
      .where('workflow_id', 'in', workflowIds)
      .orderBy('number')
      .execute(),
  ]);
  return { drafts: new Map(drafts.map((row) => [row.id, row.draft as unknown])), versions };
}

/** A 400 on the icon field for an image the icon call would refuse. */
async function acceptedIcon(icon: string) {
  try {
    return await acceptImage(icon, { field: 'icon', noun: 'icon', maxBytes: MAX_WORKFLOW_ICON_BYTES });
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
    throw invalidField('body', 'icon', error.description.replace(/^Invalid request: icon: /, ''));
  }
}

/** The draft over the target's, as the draft call writes it (a new workflow got it in its create body). */
async function copyDraft(trx: Db, written: BesideWrite): Promise<void> {
  const { id, fields, ctx, now } = written;
  const draft = fields.draft as WorkflowDefinition | undefined;
  const current = await findDraft(trx, ctx.auth.tenantId, id);
  if (!current) throw notFound('The workflow');
  if (!draft || contentHash(draft) === current.draftHash) return;
  await replaceDraft(trx, { auth: ctx.auth, requestId: ctx.request.id, now }, current, draft);
  const change = { before: graphSummary(current.draft), after: graphSummary(draft) };
  await auditWrite(trx, workflowsDeclaration(), ctx, { action: 'copy draft', id, ...change });
}

/** The icon, checked (an SVG cleaned) as the icon call does. */
async function copyIcon(trx: Db, written: BesideWrite): Promise<void> {
  const { id, created, fields, ctx } = written;
  const icon = (fields.icon ?? null) as string | null;
  const db = engineDb(trx);
  if (created && icon === null) return;
  const stored = await db.selectFrom('workflows').select('icon').where('id', '=', id).executeTakeFirstOrThrow();
  if (icon === stored.icon) return;
  const accepted = icon === null ? null : await acceptedIcon(icon);
  await db
    .updateTable('workflows')
    .set({ icon: accepted?.dataUrl ?? null })
    .where('tenant_id', '=', ctx.auth.tenantId)
    .where('id', '=', id)
    .execute();
}

/**
 * The published versions the target lacks, by content, each passing the publish checks against the
 * target's task templates, added after its newest with the comment and author it had and its number in the
 * source (laid out by the first screen that draws it, as a version of before layouts were stored is).
 */
async function copyVersions(trx: Db, written: BesideWrite): Promise<void> {
  const { id, created, fields, ctx } = written;
  const tenantId = ctx.auth.tenantId;
  const db = engineDb(trx);
  const own = created
    ? []
    : await db
        .selectFrom('workflow_versions')
        .select(['number', 'content_hash'])
        .where('workflow_id', '=', id)
        .execute();
  const have = new Set(own.map((version) => version.content_hash));
  const newest = Math.max(0, ...own.map((version) => version.number));
  const versions = ((fields.versions ?? []) as CarriedVersion[]).map((version, index) => ({
    version,
    index,
    hash: contentHash(version.definition),
  }));
  const added: typeof versions = [];
  for (const entry of versions) {
    if (have.has(entry.hash)) continue;
    have.add(entry.hash);
    added.push(entry);
  }
  if (added.length === 0) return;
  const taskTypes = await templateTypes(trx, tenantId);
  const rows = added.map(({ version, index, hash }, at) => {
    const problems = publishProblems(version.definition, taskTypes);
    if (problems.length > 0) {
      const path = `versions.${index}.definition`;
      throw invalidFields(
        'body',
        problems.map((problem) => ({ path, message: problem.message })),
      );
    }
    return {
      workflow_id: id,
      tenant_id: tenantId,
      number: newest + at + 1,
      definition: JSON.stringify(version.definition),
      content_hash: hash,
      step_count: version.definition.steps.length,
      comment: `${version.comment} (copied: version ${version.number} of the source)`,
      published_by: version.publishedBy,
      published_at: version.publishedAt,
    };
  });
  await db.insertInto('workflow_versions').values(rows).execute();
  await sql`update workflows set latest_version = ${newest + rows.length},
      latest_published_at = (select max(published_at) from workflow_versions where workflow_id = ${id})
    where id = ${id} and tenant_id = ${tenantId}`.execute(trx);
  const after = { versions: rows.map((row, at) => ({ number: row.number, copiedVersion: added[at]?.version.number })) };
  await auditWrite(trx, workflowsDeclaration(), ctx, { action: 'copy versions', id, before: null, after });
}

/** What a workflow's copy writes beside its record, each as its own call would. */
async function writeBeside(trx: Db, written: BesideWrite): Promise<void> {
  if (!written.created) await copyDraft(trx, written);
  await copyIcon(trx, written);
  await copyVersions(trx, written);
}

/**
 * A workflow's copy: its record and draft through the kit, and beside them its icon and its published
 * versions. On the target the versions it lacks (by content) are added after its own newest, renumbered,
 * each keeping its author and comment with the number it had; the target's own versions never change.
 */
export const workflowCopy = (services: ServerServices): KindCopy =>
  resourceCopy(workflowsDeclaration(), services, {
    needs: ['taskTemplate'],
    rename: renameWorkflow,
    async carried(records, db) {
      const { drafts, versions } = await graphsOf(
        db,
        records.map((record) => String(record.workflowId)),
      );
      return records.map((record) => ({
        ...record,
        draft: drafts.get(String(record.workflowId)),
        versions: versions
          .filter((version) => version.workflow_id === record.workflowId)
          .map((version) => ({
            number: version.number,
            definition: version.definition,
            contentHash: version.content_hash,
            comment: version.comment,
            publishedBy: version.published_by,
            publishedAt: new Date(version.published_at).toISOString(),
          })),
      }));
    },
    beside: {
      shape: {
        icon: workflowIconSchema.shape.dataUrl.nullable().default(null),
        versions: z.array(carriedVersion).max(1_000).default([]),
      },
      write: writeBeside,
    },
  });
