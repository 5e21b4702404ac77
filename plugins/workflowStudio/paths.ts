export { WORKFLOW_STUDIO_PATH, workflowStudioHref as studioHref } from '../engine/public/web/studioLinks.ts';

/** The studio's older path, which redirects to it. */
export const LEGACY_STUDIO_PATH = '/studio/workflow';
