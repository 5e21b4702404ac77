/**
 * Where the studios open, for every screen that links to them (Configure › Workflows and Services, the
 * palette, one studio to the other): the layout-free studios of spec section 2, on one workflow or
 * service by its name.
 */
export const WORKFLOW_STUDIO_PATH = '/configure/workflow';
export const SERVICE_STUDIO_PATH = '/configure/service';

export interface WorkflowStudioContext {
  /** The service operation the workflow was opened for (shown in the studio's header). */
  operation?: string;
  /** `view` opens the workflow read-only even for a user who may edit it. */
  mode?: 'view';
}

/** The workflow studio on one workflow: `?workflowName=…` (with `operation` and `mode` when given). */
export function workflowStudioHref(workflowName: string, context: WorkflowStudioContext = {}): string {
  const query = new URLSearchParams({ workflowName });
  if (context.operation) query.set('operation', context.operation);
  if (context.mode) query.set('mode', context.mode);
  return `${WORKFLOW_STUDIO_PATH}?${query.toString()}`;
}

/** The service studio on one service: `?serviceName=…`. */
export const serviceStudioHref = (serviceName: string) =>
  `${SERVICE_STUDIO_PATH}?serviceName=${encodeURIComponent(serviceName)}`;
