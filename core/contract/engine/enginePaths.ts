/**
 * The engine's configuration resources as both halves reach them, free of zod so a manifest may import
 * them: task templates, workflows (with their draft and published versions) and services. Their record
 * schemas are in `taskTemplate.ts`, `workflow.ts` and `service.ts`.
 */
import { resourcePaths, resourcePermissions, type ResourceDescriptor } from '../resource.ts';

export const TASK_TEMPLATE_RESOURCE: ResourceDescriptor<'name' | 'type' | 'updatedAt', 'type' | 'enabled'> = {
  entity: 'task template',
  plural: 'task templates',
  idField: 'taskTemplateId',
  paths: resourcePaths('/task/templates', 'taskTemplateId'),
  permissions: resourcePermissions('tasks'),
  sorts: ['name', 'type', 'updatedAt'],
  filters: { type: 'list', enabled: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

export const WORKFLOW_PERMISSIONS = resourcePermissions('workflow');

/**
 * Workflows keep the spec's `/workflow/...` family: the records under `/workflow/workflows`, the verbs
 * beside them (`create`, `update`, `delete`, `bulk`), and the draft and version calls in `WORKFLOW_PATHS`.
 */
export const WORKFLOW_RESOURCE: ResourceDescriptor<'name' | 'updatedAt' | 'latestVersion', 'enabled' | 'published'> = {
  entity: 'workflow',
  plural: 'workflows',
  idField: 'workflowId',
  paths: resourcePaths('/workflow/workflows', 'workflowId', {
    create: '/workflow/create',
    update: '/workflow/update/:workflowId',
    delete: '/workflow/delete/:workflowId',
    bulk: '/workflow/bulk',
  }),
  permissions: WORKFLOW_PERMISSIONS,
  sorts: ['name', 'updatedAt', 'latestVersion'],
  filters: { enabled: 'list', published: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

/** The calls of a workflow's draft and versions (`:number` is a published version's number). */
export const WORKFLOW_PATHS = {
  draft: '/workflow/draft/:workflowId',
  validate: '/workflow/validate/:workflowId',
  publish: '/workflow/publish/:workflowId',
  versions: '/workflow/versions/:workflowId',
  version: '/workflow/versions/:workflowId/:number',
  restore: '/workflow/restore/:workflowId',
  diff: '/workflow/diff/:workflowId',
  history: '/workflow/history/:workflowId',
  clone: '/workflow/clone/:workflowId',
} as const;

export const SERVICE_RESOURCE: ResourceDescriptor<'name' | 'category' | 'updatedAt', 'status' | 'category'> = {
  entity: 'service',
  plural: 'services',
  idField: 'serviceId',
  paths: resourcePaths('/workflow/service', 'serviceId'),
  permissions: resourcePermissions('service'),
  sorts: ['name', 'category', 'updatedAt'],
  filters: { status: 'list', category: 'list' },
  toggle: { field: 'status', enabled: 'ACTIVE', disabled: 'INACTIVE' },
};
