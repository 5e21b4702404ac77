import type { Kysely } from 'kysely';
import type { ServiceOperation } from '../../engine/public/contract/service.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { invalidField } from '../../../core/server/http/errors.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';

/**
 * Each operation is named once, and maps a workflow of the tenant; a pinned version must be one that
 * was published. The 400 names the operation's field (`operations.1.workflowVersion`).
 */
export async function assertOperations(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  operations: readonly ServiceOperation[],
): Promise<void> {
  const seen = new Set<string>();
  for (const [index, operation] of operations.entries()) {
    if (seen.has(operation.name)) {
      throw invalidField('body', `operations.${index}.name`, `the operation ${operation.name} is listed twice`);
    }
    seen.add(operation.name);
    const workflow = await engineDb(db)
      .selectFrom('workflows')
      .select(['name', 'latest_version as latestVersion'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', operation.workflowId)
      .executeTakeFirst();
    if (!workflow) {
      throw invalidField('body', `operations.${index}.workflowId`, 'is not a workflow of the tenant');
    }
    const pinned = operation.workflowVersion;
    if (pinned !== null && (workflow.latestVersion === null || pinned > workflow.latestVersion)) {
      const has =
        workflow.latestVersion === null ? 'has no published version' : `has versions 1 to ${workflow.latestVersion}`;
      throw invalidField('body', `operations.${index}.workflowVersion`, `the workflow "${workflow.name}" ${has}`);
    }
  }
}
