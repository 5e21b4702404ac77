/**
 * The engine's configuration resources as both halves reach them, free of zod so a manifest may import
 * them: task templates, workflows (with their draft and published versions) and services. Their record
 * schemas are in `taskTemplate.ts`, `workflow.ts` and `service.ts`.
 */
import {
  resourcePaths,
  resourcePermissions,
  type ResourceDescriptor,
} from '../../../resourceKit/public/contract/resource.ts';

export const TASK_TEMPLATE_PERMISSIONS = resourcePermissions('tasks');
export const SERVICE_PERMISSIONS = resourcePermissions('service');
export const NETWORK_PERMISSIONS = resourcePermissions('networks');

export const TASK_TEMPLATE_RESOURCE: ResourceDescriptor<'name' | 'type' | 'updatedAt', 'type' | 'enabled'> = {
  entity: 'task template',
  plural: 'task templates',
  idField: 'taskTemplateId',
  paths: resourcePaths('/task/templates', 'taskTemplateId'),
  permissions: TASK_TEMPLATE_PERMISSIONS,
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
  /** PUT uploads the workflow's icon (`{ dataUrl }`), DELETE removes it. */
  icon: '/workflow/icon/:workflowId',
  /** GET the draft (or `?number=` a version) as XML; PUT imports XML as the draft. */
  xml: '/workflow/xml/:workflowId',
} as const;

export const SERVICE_RESOURCE: ResourceDescriptor<'name' | 'category' | 'updatedAt', 'status' | 'category'> = {
  entity: 'service',
  plural: 'services',
  idField: 'serviceId',
  paths: resourcePaths('/workflow/service', 'serviceId'),
  permissions: SERVICE_PERMISSIONS,
  sorts: ['name', 'category', 'updatedAt'],
  filters: { status: 'list', category: 'list' },
  toggle: { field: 'status', enabled: 'ACTIVE', disabled: 'INACTIVE' },
};

/** Network elements keep the spec's `/network` family. */
export const NETWORK_ELEMENT_RESOURCE: ResourceDescriptor<
  'name' | 'type' | 'updatedAt',
  'type' | 'protocol' | 'enabled'
> = {
  entity: 'network element',
  plural: 'network elements',
  idField: 'networkElementId',
  paths: resourcePaths('/network', 'networkElementId'),
  permissions: NETWORK_PERMISSIONS,
  sorts: ['name', 'type', 'updatedAt'],
  filters: { type: 'list', protocol: 'list', enabled: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

/** A network element's health check: a GET of its health path, answered with the status and time. */
export const NETWORK_PATHS = {
  health: '/network/health/:networkElementId',
} as const;

/**
 * Provisioning templates keep the spec's `/networkTemplate/provisioning/...` family: `create` and
 * `update/:id` as the spec names them, the list filtered by `networkElementId`.
 */
export const PROVISIONING_TEMPLATE_RESOURCE: ResourceDescriptor<
  'operation' | 'networkElement' | 'updatedAt',
  'networkElementId' | 'method' | 'enabled'
> = {
  entity: 'provisioning template',
  plural: 'provisioning templates',
  idField: 'provisioningTemplateId',
  paths: resourcePaths('/networkTemplate/provisioning', 'provisioningTemplateId', {
    create: '/networkTemplate/provisioning/create',
    update: '/networkTemplate/provisioning/update/:provisioningTemplateId',
    delete: '/networkTemplate/provisioning/delete/:provisioningTemplateId',
  }),
  permissions: NETWORK_PERMISSIONS,
  sorts: ['operation', 'networkElement', 'updatedAt'],
  filters: { networkElementId: 'list', method: 'list', enabled: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

/** Sends a template's request with a sample input: what went out, what came back, what it maps to. */
export const PROVISIONING_PATHS = {
  test: '/networkTemplate/provisioning/test/:provisioningTemplateId',
} as const;

/**
 * The network simulator's settings (read with GET, set per element with PUT) and what it received, per
 * simulated element of the caller's tenant.
 */
export const SIMULATOR_PATHS = {
  elements: '/network/simulator',
  requests: '/network/simulator/requests',
} as const;

export const ORDER_PERMISSIONS = resourcePermissions('monitor:orders');

/** The order listing's `accountId` filter value for the orders of no partner account (the tenant's own). */
export const NO_PARTNER_ACCOUNT = '(none)';
export const WORKFLOW_MONITOR_PERMISSIONS = resourcePermissions('monitor:workflows');

/**
 * Orders as the listing reads them (`/order/fetchOrderLists`, keyset pages scoped to the caller's partner
 * accounts) and one order's info; the other order calls are in `ORDER_PATHS`.
 */
export const ORDER_RESOURCE: ResourceDescriptor<
  'createdAt' | 'updatedAt' | 'orderNumber' | 'priority',
  | 'state'
  | 'service'
  | 'operation'
  | 'source'
  | 'accountId'
  | 'createdAt'
  | 'stalled'
  | 'parentOrderId'
  | 'payload'
  | 'workflowId'
  | 'workflowVersion'
> = {
  entity: 'order',
  plural: 'orders',
  idField: 'orderId',
  paths: {
    list: '/order/fetchOrderLists',
    get: '/order/orderinfo/:orderId',
    export: '/order/export',
  },
  permissions: { read: ORDER_PERMISSIONS.read },
  sorts: ['createdAt', 'updatedAt', 'orderNumber', 'priority'],
  defaultOrder: 'desc',
  filters: {
    state: 'list',
    service: 'list',
    operation: 'list',
    source: 'list',
    accountId: 'list',
    createdAt: 'range',
    stalled: 'list',
    parentOrderId: 'list',
    /** `path=text` conditions on the payload (`customer.city=Berlin`): the value at the dotted path contains the text; all must hold. */
    payload: 'list',
    /** The executions of one workflow, and of some of its versions. */
    workflowId: 'list',
    workflowVersion: 'list',
  },
  accountField: 'accountId',
};

/** A payload condition of the order listing: a dotted path, `=`, and the text its value contains (no comma). */
export const PAYLOAD_CONDITION = /^[A-Za-z_][A-Za-z0-9_]{0,63}(\.[A-Za-z0-9_]{1,64}){0,7}=[^,]{1,200}$/;

/** Intake (the console's and Dev's), and one order's tasks with their attempts, its events and its graph. */
export const ORDER_PATHS = {
  create: '/order/createOrder',
  devCreate: '/api/admin/order',
  tasks: '/order/tasks/:orderId',
  events: '/order/events/:orderId',
  /** A note on an order (monitor:orders:u), kept in its history as an `ORDER_COMMENTED` event. */
  comment: '/order/comment',
  /** Monitor › Workflows (monitor:workflows:r): executions by workflow and version, and one execution. */
  executions: '/order/executions',
  execution: '/order/execution/:orderId',
  /** The services and their operations, for the listing's filters and order entry (monitor:orders:r). */
  choices: '/order/choices',
  /** The published workflow version the order runs on (its graph), read with the order's own key. */
  workflow: '/order/workflow/:orderId',
  /** The order screen's first read in one call: the order, its tasks, events, graph and the graph's layout. */
  screen: '/order/screen/:orderId',
  /** Server-sent events of the tenant's orders (or of one order), resumed after `Last-Event-ID`. */
  stream: '/order/stream',
  /** Operator actions (monitor:orders:u), each recorded as an event with its actor and reason. */
  retrigger: '/order/retriggerOrder',
  retryTask: '/order/retryTask',
  markTaskAsSuccess: '/order/markTaskAsSuccess',
  submitFailedMessage: '/order/submitFailedMessage',
  pause: '/order/pauseOrder',
  resume: '/order/resumeOrder',
  cancel: '/order/cancelOrder',
  /**
   * Bulk operations as server jobs: repush (retrigger) or cancel the orders the listing's filters select
   * (query) or the ids given; `dryRun` counts first. One operation's progress and per-order results.
   */
  bulkRepush: '/order/bulkRepush',
  bulkCancel: '/order/bulkCancel',
  bulk: '/order/bulk/:bulkId',
} as const;

export const WORKLIST_PERMISSIONS = resourcePermissions('monitor:worklist');

/** The worklist as the spec names its calls: the list, one item, the export. */
export const WORKLIST_RESOURCE: ResourceDescriptor<'dueAt' | 'createdAt' | 'priority', 'state' | 'group' | 'assignee'> =
  {
    entity: 'worklist item',
    plural: 'worklist items',
    idField: 'itemId',
    paths: { list: '/setting/getworklist', get: '/setting/getworklist/:itemId', export: '/exportWorklist' },
    permissions: { read: WORKLIST_PERMISSIONS.read },
    sorts: ['dueAt', 'createdAt', 'priority'],
    filters: { state: 'list', group: 'list', assignee: 'list' },
    accountField: 'accountId',
  };

/** Claim, release, assign or complete an item (`/updateworklist`); its comments (`/comment`). */
export const WORKLIST_PATHS = {
  update: '/updateworklist',
  comment: '/comment',
  comments: '/comment/:itemId',
  upload: '/uploadWorklist',
} as const;
