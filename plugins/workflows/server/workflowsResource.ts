import { sql } from 'kysely';
import { z } from 'zod';
import {
  WORKFLOW_RESOURCE,
  createWorkflowSchema,
  workflowChangesSchema,
  workflowSchema,
  type Workflow,
} from '../../engine/public/contract/workflow.ts';
import { fieldConflict } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { unfinishedOrdersReason } from '../../engine/public/server/inUseReasons.ts';
import { EMPTY_WORKFLOW, selectWorkflows, toWorkflow, unfinishedOrders, type WorkflowRow } from './workflowQueries.ts';
import { contentHash } from '../../engine/public/server/workflowVersions.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';

export const workflowNameTaken = (name: unknown) =>
  fieldConflict('name', `A workflow named "${String(name)}" already exists.`);

/**
 * Workflows as a resource of the kit: the record (name, description, toggle) and where its versions
 * stand. The graph is written through the draft call (`workflowRoutes.ts`), never through an update.
 */
export function workflowsDeclaration() {
  return declareResource({
    descriptor: WORKFLOW_RESOURCE,
    tags: ['Workflows'],
    database: engineDb,
    table: 'workflows',
    alias: 'w',
    record: workflowSchema,
    create: createWorkflowSchema,
    update: workflowChangesSchema,
    columns: {
      name: 'name',
      description: 'description',
      enabled: 'enabled',
      draft: 'draft',
      draftHash: 'draft_hash',
      stepCount: 'step_count',
    },
    sorts: {
      name: { key: sql`lower(w.name)`, type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
      latestVersion: { key: sql`coalesce(w.latest_version, 0)`, type: 'integer' },
    },
    filters: {
      enabled: { column: sql`w.enabled::text`, values: z.enum(['true', 'false']) },
      published: {
        values: z.enum(['true', 'false']),
        where: (values) =>
          values.length === 2
            ? sql<boolean>`true`
            : values[0] === 'true'
              ? sql<boolean>`w.latest_version is not null`
              : sql<boolean>`w.latest_version is null`,
      },
    },
    search: ['name', 'description'],
    select: selectWorkflows,
    toRecords: async (_db, rows: WorkflowRow[]) => rows.map(toWorkflow),
    summaries: {
      list: "A page of the tenant's workflows: name, toggle, newest published version, whether the draft has changed since, and the number of steps. Filters `enabled`, `published`; q searches name and description.",
      create:
        'Creates a workflow with a draft: the graph given, or a start joined to an end. Nothing runs it until a version is published.',
      update:
        'Renames a workflow, or changes its description or toggle. Needs the version; the graph changes through the draft call, the icon through its own.',
      delete:
        'Deletes a workflow and its versions, given its version. Refused with 409 while another item names it (a service, a SUB_WORKFLOW task template) or an order on it has not finished.',
    },
    references: { kind: 'workflow' },
    hooks: {
      async beforeCreate(_trx, _ctx, input) {
        const draft = input.draft ?? EMPTY_WORKFLOW;
        return { ...input, draft, draftHash: contentHash(draft), stepCount: draft.steps.length };
      },
      async refuseDelete(trx, ctx, workflow: Workflow) {
        const running = await unfinishedOrders(trx, ctx.auth.tenantId, workflow.workflowId);
        return running > 0 ? unfinishedOrdersReason(running) : null;
      },
      uniqueViolation: (values) => workflowNameTaken(values.name),
    },
  });
}

/** The workflows' routes. */
export function workflowsResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, workflowsDeclaration());
}
