import { sql, type Kysely, type Updateable } from 'kysely';
import type { WorkflowProblemsData } from '../../engine/public/contract/workflow.ts';
import type { TaskType, WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { validateWorkflow, type WorkflowProblem } from '../../engine/public/contract/workflowValidation.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { recordAudit } from '../../../core/server/audit.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { checkExpression } from '../../../core/contract/expressionCheck.ts';
import { ApiError, notFound } from '../../../core/server/http/errors.ts';
import { assertVersion, staleVersion } from '../../../core/server/http/versioning.ts';
import type { WorkflowsTable } from '../../engine/public/server/engineTables.ts';
import { findDraft, templateTypes, type DraftRow } from './workflowQueries.ts';
import { contentHash } from '../../engine/public/server/workflowVersions.ts';
import { layOutWorkflow } from '../../engine/public/server/workflowLayouts.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';

const THE_WORKFLOW = 'The workflow';

/** The publish checks against the task templates given (by name), with JSONata checked as the engine will run it. */
export function publishProblems(
  definition: WorkflowDefinition,
  taskTypes: ReadonlyMap<string, TaskType>,
): WorkflowProblem[] {
  return validateWorkflow(definition, {
    taskTypes,
    checkExpression: (source) => checkExpression(source)?.message ?? null,
  });
}

/** The publish checks against the tenant's task templates. */
export async function workflowProblems(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  definition: WorkflowDefinition,
): Promise<WorkflowProblem[]> {
  return publishProblems(definition, await templateTypes(db, tenantId));
}

/** The 422 of a publish the checks refuse, every problem in its data. */
function unpublishable(problems: WorkflowProblem[]): ApiError {
  const first = problems[0]?.message ?? '';
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  const data: WorkflowProblemsData = { problems };
  return new ApiError(422, `The draft cannot be published: ${first}${more}`, {}, data);
}

export interface WriteActor {
  auth: AuthContext;
  requestId: string;
  now: Date;
}

/** The draft of the caller's tenant, at the version the caller read (412 when another write overtook it). */
export async function requireDraft(
  trx: Kysely<CoreDatabase>,
  actor: WriteActor,
  workflowId: string,
  version: number | undefined,
) {
  const draft = await findDraft(trx, actor.auth.tenantId, workflowId);
  if (!draft) throw notFound(THE_WORKFLOW);
  assertVersion(THE_WORKFLOW, version, draft.version);
  return draft;
}

/** Moves the workflow to its next version with the given column changes; 412 when overtaken. */
export async function bumpWorkflow(
  trx: Kysely<CoreDatabase>,
  actor: WriteActor,
  draft: DraftRow,
  changes: Updateable<WorkflowsTable>,
): Promise<number> {
  const result = await engineDb(trx)
    .updateTable('workflows')
    .set({ ...changes, version: sql<number>`version + 1`, updated_at: actor.now, updated_by: actor.auth.username })
    .where('tenant_id', '=', actor.auth.tenantId)
    .where('id', '=', draft.id)
    .where('version', '=', draft.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const now = await findDraft(trx, actor.auth.tenantId, draft.id);
    throw staleVersion(THE_WORKFLOW, draft.version, now?.version ?? draft.version);
  }
  return draft.version + 1;
}

/** Makes the graph the workflow's draft, at its next version. */
export async function replaceDraft(
  trx: Kysely<CoreDatabase>,
  actor: WriteActor,
  draft: DraftRow,
  definition: WorkflowDefinition,
): Promise<number> {
  return bumpWorkflow(trx, actor, draft, {
    draft: JSON.stringify(definition),
    draft_hash: contentHash(definition),
    step_count: definition.steps.length,
  });
}

/** What the audit log keeps of a graph: its size and hash, not the whole graph (versions keep that). */
export const graphSummary = (definition: WorkflowDefinition) => ({
  steps: definition.steps.length,
  edges: definition.edges.length,
  failurePolicy: definition.failurePolicy,
  sha256: contentHash(definition),
});

export async function auditWorkflow(
  trx: Kysely<CoreDatabase>,
  actor: WriteActor,
  workflowId: string,
  action: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await recordAudit(trx, {
    tenantId: actor.auth.tenantId,
    actor: { userId: actor.auth.userId, username: actor.auth.username },
    requestId: actor.requestId,
    entity: 'workflow',
    entityId: workflowId,
    action,
    before,
    after,
  });
}

/**
 * Publishes the draft as the next version: refused with 422 and every problem when the checks fail, and
 * with 409 when it runs exactly like the newest version.
 */
export async function publishDraft(
  trx: Kysely<CoreDatabase>,
  actor: WriteActor,
  request: { workflowId: string; version?: number | undefined; comment: string },
) {
  const draft = await requireDraft(trx, actor, request.workflowId, request.version);
  const problems = await workflowProblems(trx, actor.auth.tenantId, draft.draft);
  if (problems.length > 0) throw unpublishable(problems);
  const db = engineDb(trx);
  if (draft.latestVersion !== null) {
    const latest = await db
      .selectFrom('workflow_versions')
      .select('content_hash')
      .where('workflow_id', '=', draft.id)
      .where('number', '=', draft.latestVersion)
      .executeTakeFirst();
    if (latest?.content_hash === draft.draftHash) {
      throw new ApiError(409, `Nothing to publish: the draft runs exactly like version ${draft.latestVersion}.`);
    }
  }
  const number = (draft.latestVersion ?? 0) + 1;
  const version = {
    workflow_id: draft.id,
    tenant_id: actor.auth.tenantId,
    number,
    definition: JSON.stringify(draft.draft),
    // Laid out once, here: a version never changes, so no screen that draws it lays it out again.
    layout: JSON.stringify(layOutWorkflow(draft.draft)),
    content_hash: draft.draftHash,
    step_count: draft.draft.steps.length,
    comment: request.comment,
    published_by: actor.auth.username,
    published_at: actor.now,
  };
  await db.insertInto('workflow_versions').values(version).execute();
  const workflowVersion = await bumpWorkflow(trx, actor, draft, {
    latest_version: number,
    latest_published_at: actor.now,
  });
  await auditWorkflow(trx, actor, draft.id, 'publish', null, {
    number,
    comment: request.comment,
    ...graphSummary(draft.draft),
  });
  return { number, workflowVersion };
}
