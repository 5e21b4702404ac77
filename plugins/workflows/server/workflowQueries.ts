import { sql, type Kysely } from 'kysely';
import { FINAL_ORDER_STATES } from '../../engine/public/contract/order.ts';
import type { TaskType, WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { workflowIdParamsSchema, type Workflow } from '../../engine/public/contract/workflow.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import type { ExampleLookup } from '../../../core/server/http/route.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';

/** The graph a new workflow starts from: a start joined to an end. */
export const EMPTY_WORKFLOW: WorkflowDefinition = {
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [{ from: 'start', to: 'end' }],
  failurePolicy: 'PARK',
};

export interface WorkflowRow {
  workflowId: string;
  name: string;
  description: string;
  icon: string | null;
  enabled: boolean;
  latestVersion: number | null;
  latestPublishedAt: Date | null;
  draftChanged: boolean;
  stepCount: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
}

const PUBLISHED_HASH = sql`(select v.content_hash from workflow_versions v where v.workflow_id = w.id and v.number = w.latest_version)`;

/** The tenant's workflows as records read them (without the graph). */
export function selectWorkflows(db: Kysely<CoreDatabase>, tenantId: string) {
  return engineDb(db)
    .selectFrom('workflows as w')
    .select([
      'w.id as workflowId',
      'w.name',
      'w.description',
      'w.icon',
      'w.enabled',
      'w.latest_version as latestVersion',
      'w.latest_published_at as latestPublishedAt',
      sql<boolean>`(w.latest_version is null or w.draft_hash <> ${PUBLISHED_HASH})`.as('draftChanged'),
      'w.step_count as stepCount',
      'w.version',
      'w.created_at as createdAt',
      'w.updated_at as updatedAt',
      'w.updated_by as updatedBy',
    ])
    .where('w.tenant_id', '=', tenantId);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toWorkflow(row: WorkflowRow): Workflow {
  return {
    ...row,
    latestPublishedAt: iso(row.latestPublishedAt),
    createdAt: iso(row.createdAt) as string,
    updatedAt: iso(row.updatedAt) as string,
  };
}

export interface DraftRow {
  id: string;
  name: string;
  draft: WorkflowDefinition;
  draftHash: string;
  latestVersion: number | null;
  version: number;
}

/** A workflow's draft and the fields its writes check, or undefined when the tenant has no such workflow. */
export async function findDraft(db: Kysely<CoreDatabase>, tenantId: string, workflowId: string) {
  if (!isUuid(workflowId)) return undefined;
  return engineDb(db)
    .selectFrom('workflows')
    .select(['id', 'name', 'draft', 'draft_hash as draftHash', 'latest_version as latestVersion', 'version'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', workflowId)
    .executeTakeFirst();
}

/** The tenant's task templates by name, with their types: what publish checks steps against. */
export async function templateTypes(
  db: Kysely<CoreDatabase>,
  tenantId: string,
): Promise<ReadonlyMap<string, TaskType>> {
  const rows = await engineDb(db)
    .selectFrom('task_templates')
    .select(['name', 'type'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(rows.map((row) => [row.name, row.type]));
}

/** Path parameters naming one published workflow of the tenant and its newest version (permission matrix). */
export async function exampleWorkflow({ db, tenantId }: ExampleLookup) {
  const row = await engineDb(db)
    .selectFrom('workflows')
    .select(['id', 'latest_version'])
    .where('tenant_id', '=', tenantId)
    .where('latest_version', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row ? { workflowId: row.id, number: String(row.latest_version) } : null;
}

/** A route's `checkTarget`: the workflow of the path must be one of the caller's tenant (else 404). */
export function workflowTarget(db: Kysely<CoreDatabase>) {
  return async ({ params, auth }: { params: { workflowId: string }; auth: AuthContext | null }) => {
    if (!auth || !(await findDraft(db, auth.tenantId, params.workflowId))) throw notFound('The workflow');
  };
}

/** What every route about one workflow shares: its tag, path parameter, example row and tenant check. */
export function aboutOneWorkflow(db: Kysely<CoreDatabase>) {
  return {
    tags: ['Workflows'],
    params: workflowIdParamsSchema,
    exampleParams: exampleWorkflow,
    checkTarget: workflowTarget(db),
  };
}

/** Orders of the workflow (any version) that have not finished. */
export async function unfinishedOrders(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  workflowId: string,
): Promise<number> {
  const row = await engineDb(db)
    .selectFrom('orders')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('tenant_id', '=', tenantId)
    .where('workflow_id', '=', workflowId)
    .where('state', 'not in', FINAL_ORDER_STATES)
    .executeTakeFirstOrThrow();
  return row.count;
}
