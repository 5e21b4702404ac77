import { SERVICE_RESOURCE, type Service } from '../public/contract/service.ts';
import { WORKFLOW_PATHS, WORKFLOW_RESOURCE, type Workflow } from '../public/contract/workflow.ts';
import type { WorkflowDefinition } from '../public/contract/workflowDefinition.ts';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';

/** Creates a workflow with the definition as its draft and publishes it as version 1; answers its id. */
export async function publishWorkflow(api: Caller, name: string, definition: WorkflowDefinition): Promise<string> {
  const workflow = expectStatus(await api.post<Workflow>(WORKFLOW_RESOURCE.paths.create ?? '', { name }), 200).body
    .data;
  const ids = { workflowId: workflow.workflowId };
  expectStatus(await api.put(fillPath(WORKFLOW_PATHS.draft, ids), { version: workflow.version, definition }), 200);
  const publish = { version: workflow.version + 1, comment: 'First version' };
  expectStatus(await api.post(fillPath(WORKFLOW_PATHS.publish, ids), publish), 200);
  return workflow.workflowId;
}

/** Maps an operation of the service (created when the tenant has none of that name) to the workflow. */
export async function offerOperation(api: Caller, service: string, operation: string, workflowId: string) {
  const mapped = { name: operation, workflowId };
  const page = await api.get<KeysetPage<Service>>(`${SERVICE_RESOURCE.paths.list}?q=${encodeURIComponent(service)}`);
  const existing = expectStatus(page, 200).body.data.items.find((candidate) => candidate.name === service);
  if (!existing) {
    const created = { name: service, displayName: service, category: 'Tests', operations: [mapped] };
    expectStatus(await api.post(SERVICE_RESOURCE.paths.create ?? '', created), 200);
    return;
  }
  const path = recordPath(SERVICE_RESOURCE, 'update', existing.serviceId);
  expectStatus(await api.put(path, { version: existing.version, operations: [...existing.operations, mapped] }), 200);
}
