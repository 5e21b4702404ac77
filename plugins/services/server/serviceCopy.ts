import { sql } from 'kysely';
import { z } from 'zod';
import { invalidField } from '../../../core/server/http/errors.ts';
import type { KindCopy } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  MAX_SERVICE_OPERATIONS,
  serviceOperationSchema,
  type ServiceOperation,
} from '../../engine/public/contract/service.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { COPY_NAME, renamedName, resourceCopy } from '../../resourceKit/public/server/resourceCopy.ts';
import { servicesDeclaration } from './servicesResource.ts';

/** An operation as a copy carries it: its workflow by name. */
const carriedOperation = serviceOperationSchema.omit({ workflowId: true }).extend({ workflow: COPY_NAME });
type CarriedOperation = z.output<typeof carriedOperation>;

/**
 * A service's copy: each operation names its workflow by name (the workflow is copied first), and maps
 * to the workflow of that name on the target; a pinned version the target does not have runs the newest.
 */
export const serviceCopy = (services: ServerServices): KindCopy =>
  resourceCopy(servicesDeclaration(), services, {
    needs: ['workflow'],
    shape: { operations: z.array(carriedOperation).max(MAX_SERVICE_OPERATIONS).default([]) },
    rename: (fields, renames) => ({
      ...fields,
      operations: (fields.operations as CarriedOperation[]).map((operation) => ({
        ...operation,
        workflow: renames.nameOf('workflow', operation.workflow),
        form: renamedName('form', operation.form, renames) as CarriedOperation['form'],
        rules: operation.rules.map((rule) => renames.nameOf('validationRule', rule)),
        translation: renamedName('translation', operation.translation, renames) as CarriedOperation['translation'],
      })),
    }),
    async carried(records, db, tenantId) {
      const workflows = await engineDb(db)
        .selectFrom('workflows')
        .select(['id', 'name'])
        .where('tenant_id', '=', tenantId)
        .execute();
      const names = new Map(workflows.map((workflow) => [workflow.id, workflow.name]));
      return records.map((record) => ({
        ...record,
        operations: (record.operations as ServiceOperation[]).map(({ workflowId, ...operation }) => ({
          ...operation,
          workflow: names.get(workflowId) ?? workflowId,
        })),
      }));
    },
    async stored(fields, trx, tenantId) {
      const operations: ServiceOperation[] = [];
      for (const [index, { workflow, ...operation }] of (fields.operations as CarriedOperation[]).entries()) {
        const found = await engineDb(trx)
          .selectFrom('workflows')
          .select(['id', 'latest_version as latestVersion'])
          .where('tenant_id', '=', tenantId)
          .where(sql<boolean>`lower(name) = lower(${workflow})`)
          .executeTakeFirst();
        if (!found) {
          throw invalidField('body', `operations.${index}.workflow`, `There is no workflow named "${workflow}"`);
        }
        const pinned = operation.workflowVersion;
        const workflowVersion =
          pinned !== null && found.latestVersion !== null && pinned <= found.latestVersion ? pinned : null;
        operations.push({ ...operation, workflowId: found.id, workflowVersion });
      }
      return { ...fields, operations };
    },
  });
