import { SERVICE_RESOURCE } from '../../plugins/engine/public/contract/service.ts';
import { WORKFLOW_PATHS, WORKFLOW_RESOURCE, type Workflow } from '../../plugins/engine/public/contract/workflow.ts';
import type { WorkflowDefinition } from '../../plugins/engine/public/contract/workflowDefinition.ts';
import { ORDER_PATHS, type Order } from '../../plugins/engine/public/contract/order.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { api } from './engineProcessApi.ts';
import type { ServerProcess } from './serverProcess.ts';

/** The service the chaos runs order: a call, an ONT from stock, a call. */
export const CHAOS_SERVICE = 'chaos';

const chaosWorkflow: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'reserve', kind: 'TASK', name: 'Reserve', taskTemplate: 'Reserve MSISDN' },
    { id: 'ont', kind: 'TASK', name: 'ONT', taskTemplate: 'Assign ONT' },
    { id: 'policy', kind: 'TASK', name: 'Policy', taskTemplate: 'Apply data policy' },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'reserve' },
    { from: 'reserve', to: 'ont' },
    { from: 'ont', to: 'policy' },
    { from: 'policy', to: 'end' },
  ],
};

/** Publishes the chaos workflow and offers it as the chaos service's ADD. */
export async function offerChaosService(server: ServerProcess, token: string): Promise<void> {
  const workflow = await api<Workflow>(server, token, 'POST', WORKFLOW_RESOURCE.paths.create ?? '', {
    name: 'Chaos',
  });
  const ids = { workflowId: workflow.workflowId };
  await api(server, token, 'PUT', fillPath(WORKFLOW_PATHS.draft, ids), {
    version: workflow.version,
    definition: chaosWorkflow,
  });
  await api(server, token, 'POST', fillPath(WORKFLOW_PATHS.publish, ids), {
    version: workflow.version + 1,
    comment: 'Chaos',
  });
  await api(server, token, 'POST', SERVICE_RESOURCE.paths.create ?? '', {
    name: CHAOS_SERVICE,
    displayName: 'Chaos',
    category: 'Tests',
    operations: [{ name: 'ADD', workflowId: workflow.workflowId }],
  });
}

/**
 * Submits the chaos order numbered `index`; its external id names the submission, so a submission whose
 * answer a kill lost is answered the same order when sent again.
 */
export async function submitChaosOrder(server: ServerProcess, token: string, index: number): Promise<string> {
  const msisdn = `4919${String(index).padStart(8, '0')}`;
  const order = await api<Order>(server, token, 'POST', ORDER_PATHS.create, {
    service: CHAOS_SERVICE,
    operation: 'ADD',
    subscriberKey: msisdn,
    externalId: `chaos-${index}`,
    payload: { msisdn, iccid: `8949${msisdn}`, plan: 'M' },
  });
  return order.orderId;
}
