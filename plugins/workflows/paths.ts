export const WORKFLOWS_PATH = '/configure/workflows';
/** The spec's link that opens the create form on the workflows screen. */
export const NEW_WORKFLOW_PARAM = { name: 'mode', value: 'newWorkflow' } as const;
