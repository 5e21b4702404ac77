/** Monitor › Workflows (spec section 2): executions by workflow version, and one execution by its order. */
export const WORKFLOW_EXECUTIONS_PATH = '/monitor/workflows-listing';
export const WORKFLOW_EXECUTION_PATH = '/monitor/workflows-listing/workflows';

export function workflowExecutionHref(orderId: string): string {
  return `${WORKFLOW_EXECUTION_PATH}?${new URLSearchParams({ orderId }).toString()}`;
}
