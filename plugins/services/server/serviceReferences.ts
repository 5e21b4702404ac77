import { serviceCopy } from './serviceCopy.ts';
import type { DeclaredRef, ReferenceKind } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { SERVICE_RESOURCE, type ServiceOperation } from '../../engine/public/contract/service.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';

/** What a service's operations name: the workflow (and pinned version), form, validation rules, translation. */
export function serviceOperationRefs(
  operations: readonly ServiceOperation[],
  workflowNames: ReadonlyMap<string, string>,
): DeclaredRef[] {
  return operations.flatMap((operation) => {
    const at = `operation ${operation.name}`;
    const workflow = workflowNames.get(operation.workflowId);
    const version = operation.workflowVersion === null ? '' : ` (version ${operation.workflowVersion})`;
    return [
      ...(workflow ? [{ kind: 'workflow', name: workflow, via: `${at} workflow${version}` }] : []),
      ...(operation.form ? [{ kind: 'form', name: operation.form, via: `${at} form` }] : []),
      ...operation.rules.map((rule) => ({ kind: 'validationRule', name: rule, via: `${at} rules` })),
      ...(operation.translation
        ? [{ kind: 'translation', name: operation.translation, via: `${at} translation` }]
        : []),
    ];
  });
}

/** Services in the map of references: what each operation row names. */
export const serviceReferences = (services: ServerServices): ReferenceKind => ({
  kind: 'service',
  title: 'service',
  permission: SERVICE_RESOURCE.permissions.read,
  refersTo: [
    { kind: 'workflow', via: 'operation workflow and version' },
    { kind: 'form', via: 'operation form' },
    { kind: 'validationRule', via: 'operation rules' },
    { kind: 'translation', via: 'operation translation' },
  ],
  copy: serviceCopy(services),
  items: async (db, tenantId) => {
    const [rows, workflows] = await Promise.all([
      engineDb(db)
        .selectFrom('services')
        .select(['name', 'status', 'operations'])
        .where('tenant_id', '=', tenantId)
        .execute(),
      engineDb(db).selectFrom('workflows').select(['id', 'name']).where('tenant_id', '=', tenantId).execute(),
    ]);
    const workflowNames = new Map(workflows.map((workflow) => [workflow.id, workflow.name]));
    return rows.map((service) => ({
      name: service.name,
      enabled: service.status === 'ACTIVE',
      refs: serviceOperationRefs(service.operations, workflowNames),
    }));
  },
});
