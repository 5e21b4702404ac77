import type { KindCopy } from '../../../core/server/references/referenceMap.ts';
import { findByName, renamedName, tableCopy } from '../../../core/server/references/tableCopy.ts';
import type { ServiceOperation } from '../../engine/public/contract/service.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';

type CopiedOperation = Omit<ServiceOperation, 'workflowId'> & { workflow: string };

/**
 * A service's copy: each operation names its workflow by name (the workflow is copied first), and maps
 * to the workflow of that name on the target; a pinned version the target does not have runs the newest.
 */
export const serviceCopy: KindCopy = tableCopy({
  table: 'services',
  rename: (fields, renames) => ({
    ...fields,
    operations: (fields.operations as CopiedOperation[]).map((operation) => ({
      ...operation,
      workflow: renames.nameOf('workflow', operation.workflow),
      form: renamedName('form', operation.form, renames) as CopiedOperation['form'],
      rules: operation.rules.map((rule) => renames.nameOf('validationRule', rule)),
      translation: renamedName('translation', operation.translation, renames) as CopiedOperation['translation'],
    })),
  }),
  carried: async (fields, db, tenantId) => {
    const workflows = await engineDb(db)
      .selectFrom('workflows')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .execute();
    const names = new Map(workflows.map((workflow) => [workflow.id, workflow.name]));
    const operations = (fields.operations as ServiceOperation[]).map(({ workflowId, ...operation }) => ({
      ...operation,
      workflow: names.get(workflowId) ?? workflowId,
    }));
    return { ...fields, operations };
  },
  stored: async (fields, trx, target) => {
    const operations = [];
    for (const { workflow, ...operation } of fields.operations as CopiedOperation[]) {
      const workflowId = await findByName(trx, 'workflows', target.tenantId, workflow);
      if (!workflowId) throw new Error(`The workflow ${workflow} is not in ${target.tenantId}`);
      const latest = await engineDb(trx)
        .selectFrom('workflows')
        .select('latest_version')
        .where('id', '=', workflowId)
        .executeTakeFirstOrThrow();
      const pinned = operation.workflowVersion;
      const workflowVersion =
        pinned !== null && latest.latest_version !== null && pinned <= latest.latest_version ? pinned : null;
      operations.push({ ...operation, workflowId, workflowVersion });
    }
    return { values: { ...fields, operations }, secretNeeded: false };
  },
});
