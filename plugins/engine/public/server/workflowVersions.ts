import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WorkflowVersion } from '../contract/workflow.ts';
import { canonicalWorkflowJson, type WorkflowDefinition } from '../contract/workflowDefinition.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from './engineTables.ts';

/** SHA-256 of the canonical JSON: equal for graphs that run the same, whatever their drawing. */
export function contentHash(definition: WorkflowDefinition): string {
  return createHash('sha256').update(canonicalWorkflowJson(definition)).digest('hex');
}

export const VERSION_COLUMNS = [
  'workflow_id as workflowId',
  'number',
  'content_hash as contentHash',
  'step_count as stepCount',
  'comment',
  'published_by as publishedBy',
  'published_at as publishedAt',
] as const;

/** A version's row (`VERSION_COLUMNS`, with or without the definition) as it is answered. */
export const toVersion = <Row extends { publishedAt: Date }>(
  row: Row,
): Omit<Row, 'publishedAt'> & { publishedAt: string } => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
});

/** One published version of the tenant's workflow, or undefined. */
export async function findVersion(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  workflowId: string,
  number: number,
): Promise<WorkflowVersion | undefined> {
  const row = await engineDb(db)
    .selectFrom('workflow_versions')
    .select([...VERSION_COLUMNS, 'definition'])
    .where('tenant_id', '=', tenantId)
    .where('workflow_id', '=', workflowId)
    .where('number', '=', number)
    .executeTakeFirst();
  return row ? toVersion(row) : undefined;
}
