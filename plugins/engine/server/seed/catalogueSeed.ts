import type { Kysely } from 'kysely';
import { createTaskTemplateSchema } from '../../public/contract/taskTemplate.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../../core/server/serverPlugin.ts';
import type { SecretBox } from '../../../../core/server/crypto/SecretBox.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { contentHash } from '../../public/server/workflowVersions.ts';
import { seedNetwork } from './networkSeed.ts';
import { rebuildOrderStats } from '../stats/orderStats.ts';
import { seedOrderHistory } from './orderHistory.ts';
import { CATALOGUE_SERVICES, CATALOGUE_TEMPLATES, CATALOGUE_WORKFLOWS } from './demoCatalogue.ts';

const SEEDED_BY = 'seed';

async function seedTenant(db: Kysely<CoreDatabase>, tenantId: string, secrets: SecretBox): Promise<void> {
  await seedNetwork(db, tenantId, secrets, SEEDED_BY);
  const engine = engineDb(db);
  for (const template of CATALOGUE_TEMPLATES) {
    const values = createTaskTemplateSchema.parse(template);
    await engine
      .insertInto('task_templates')
      .values({
        tenant_id: tenantId,
        name: values.name,
        description: values.description,
        type: values.type,
        config: JSON.stringify(values.config),
        input_mapping: JSON.stringify(values.inputMapping),
        output_mapping: JSON.stringify(values.outputMapping),
        retry_policy: JSON.stringify(values.retryPolicy),
        timeout_ms: values.timeoutMs,
        retryable_errors: JSON.stringify(values.retryableErrors),
        updated_by: SEEDED_BY,
      })
      .execute();
  }
  const workflowIds = new Map<string, string>();
  for (const workflow of CATALOGUE_WORKFLOWS) {
    const hash = contentHash(workflow.definition);
    const graph = JSON.stringify(workflow.definition);
    const steps = workflow.definition.steps.length;
    const { id } = await engine
      .insertInto('workflows')
      .values({
        tenant_id: tenantId,
        name: workflow.name,
        description: workflow.description,
        draft: graph,
        draft_hash: hash,
        step_count: steps,
        latest_version: 1,
        latest_published_at: new Date(),
        updated_by: SEEDED_BY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await engine
      .insertInto('workflow_versions')
      .values({
        workflow_id: id,
        tenant_id: tenantId,
        number: 1,
        definition: graph,
        content_hash: hash,
        step_count: steps,
        comment: 'First version of the demo catalogue.',
        published_by: SEEDED_BY,
      })
      .execute();
    workflowIds.set(workflow.name, id);
  }
  for (const service of CATALOGUE_SERVICES) {
    const operations = Object.entries(service.operations).map(([name, workflow]) => ({
      name,
      workflowId: workflowIds.get(workflow),
      workflowVersion: null,
      form: service.forms?.[name] ?? null,
      rules: [],
      translation: null,
    }));
    await engine
      .insertInto('services')
      .values({
        tenant_id: tenantId,
        name: service.name,
        display_name: service.displayName,
        category: service.category,
        icon: service.icon,
        operations: JSON.stringify(operations),
        updated_by: SEEDED_BY,
      })
      .execute();
  }
}

/**
 * The demo catalogue in every tenant of a demo start: the simulator's network, task templates, published
 * workflows and services; then the tenants' order history.
 */
export async function seedCatalogue(db: Kysely<CoreDatabase>, context: PluginSeedContext): Promise<void> {
  if (!context.demo) return;
  for (const tenantId of context.tenantIds) await seedTenant(db, tenantId, context.secrets);
  await seedOrderHistory(db, context.tenantIds, context.config.SDP_DEMO_ORDERS, Date.now());
  for (const tenantId of context.tenantIds) await rebuildOrderStats(db, tenantId);
}
