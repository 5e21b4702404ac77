import type { RoutePreloadContext } from '../../core/plugin/manifest.ts';
import { TASK_TEMPLATE_RESOURCE, WORKFLOW_RESOURCE } from '../engine/public/contract/enginePaths.ts';

/** How the studio finds the workflow it opens: the list, searched by its name. */
export const workflowByNameQuery = (name: string) => ({ q: name, limit: 50 });

/** The task templates a step can use, as the studio's palette lists them. */
export const STUDIO_TEMPLATES_QUERY = { limit: 200, sort: 'name', order: 'asc' } as const;

/** The studio's first reads while its chunk loads: the workflow named in the link, and the task templates. */
export function preloadWorkflowStudio(context: RoutePreloadContext): void {
  const name = context.search.get('workflowName');
  if (!name) return;
  context.get(WORKFLOW_RESOURCE.paths.list, workflowByNameQuery(name));
  context.get(TASK_TEMPLATE_RESOURCE.paths.list, STUDIO_TEMPLATES_QUERY);
}
