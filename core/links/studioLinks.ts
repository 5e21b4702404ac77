/**
 * Where the studios open, for every screen that links to them (Configure › Workflows, the palette): the
 * layout-free workflow studio (spec section 2) on one workflow, by its name.
 */
export const WORKFLOW_STUDIO_PATH = '/configure/workflow';

/** The workflow studio on one workflow: `?workflowName=…`. */
export const workflowStudioHref = (workflowName: string) =>
  `${WORKFLOW_STUDIO_PATH}?workflowName=${encodeURIComponent(workflowName)}`;
