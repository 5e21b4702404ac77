import {
  resourcePaths,
  resourcePermissions,
  type ResourceDescriptor,
} from '../resourceKit/public/contract/resource.ts';

/**
 * What both halves of inventory share, free of zod so the manifest may import it: the screens' paths,
 * the permission keys of each sub-area (the spec's `inventory:{…}`), the resources' descriptors and the
 * action paths under the spec's families (`/device…`, `/api/location…`, `/inventoryDashboard/…`).
 */

export const INVENTORY_BASE_PATH = '/inventory';
export const INVENTORY_PATHS = {
  dashboard: '/inventory/dashboard',
  stock: '/inventory/stock',
  locations: '/inventory/locations',
  transfer: '/inventory/transfer',
  requisition: '/inventory/requisition',
  configuration: '/inventory/configuration',
  logs: '/inventory/logs',
} as const;
/** The landing value older consoles stored for the stock screen. */
export const STOCK_LEGACY_LANDING = '/deviceManagement/stock';

/** The kinds inventory adds to the map of references (ASSIGN_STOCK steps name models and locations). */
export const INVENTORY_REFERENCE_KINDS = {
  deviceModel: 'deviceModel',
  location: 'location',
  movementReason: 'movementReason',
} as const;

export const INVENTORY_PERMISSIONS = {
  dashboard: resourcePermissions('inventory:dashboard'),
  stock: resourcePermissions('inventory:stock'),
  locations: resourcePermissions('inventory:locations'),
  transfer: resourcePermissions('inventory:transfer'),
  requisition: resourcePermissions('inventory:requisition'),
  configuration: resourcePermissions('inventory:configuration'),
  logs: resourcePermissions('inventory:logs'),
} as const;

const READ_ONLY = { create: null, update: null, delete: null, bulk: null } as const;

export const DEVICE_MODEL_RESOURCE: ResourceDescriptor<'name' | 'updatedAt', 'type' | 'manufacturer' | 'enabled'> = {
  entity: 'device model',
  plural: 'device models',
  idField: 'modelId',
  paths: resourcePaths('/device/models', 'modelId'),
  permissions: INVENTORY_PERMISSIONS.configuration,
  sorts: ['name', 'updatedAt'],
  filters: { type: 'list', manufacturer: 'text', enabled: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

export const MOVEMENT_REASON_RESOURCE: ResourceDescriptor<'name' | 'updatedAt', 'appliesTo' | 'enabled'> = {
  entity: 'movement reason',
  plural: 'movement reasons',
  idField: 'reasonId',
  paths: resourcePaths('/device/reasons', 'reasonId'),
  permissions: INVENTORY_PERMISSIONS.configuration,
  sorts: ['name', 'updatedAt'],
  filters: { appliesTo: 'list', enabled: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

export const LOCATION_RESOURCE: ResourceDescriptor<
  'name' | 'updatedAt',
  'type' | 'parent' | 'active' | 'region' | 'account'
> = {
  entity: 'location',
  plural: 'locations',
  idField: 'locationId',
  paths: resourcePaths('/api/location', 'locationId'),
  permissions: INVENTORY_PERMISSIONS.locations,
  sorts: ['name', 'updatedAt'],
  filters: { type: 'list', parent: 'list', active: 'list', region: 'text', account: 'list' },
  toggle: { field: 'active', enabled: true, disabled: false },
  accountField: 'accountId',
};

export const ITEM_RESOURCE: ResourceDescriptor<
  'serial' | 'updatedAt' | 'state',
  'state' | 'model' | 'type' | 'location' | 'serial' | 'iccid' | 'mac' | 'orderNumber' | 'subscriber' | 'updated'
> = {
  entity: 'item',
  plural: 'items',
  idField: 'itemId',
  paths: resourcePaths('/device/items', 'itemId', READ_ONLY),
  permissions: { read: INVENTORY_PERMISSIONS.stock.read },
  sorts: ['serial', 'updatedAt', 'state'],
  filters: {
    state: 'list',
    model: 'list',
    type: 'list',
    location: 'list',
    serial: 'text',
    iccid: 'text',
    mac: 'text',
    orderNumber: 'text',
    subscriber: 'text',
    updated: 'range',
  },
  accountField: 'accountId',
};

/** The stock screen's actions on items (inventory:stock:c for a receipt, inventory:stock:u for the others). */
export const ITEM_PATHS = {
  /** POST a CSV of serials received at a location: a dry run answers each row, an apply takes all or none. */
  receive: '/device/items/receive',
  faulty: '/device/items/:itemId/faulty',
  retire: '/device/items/:itemId/retire',
  move: '/device/items/:itemId/move',
  /** GET an item's movements, oldest first. */
  history: '/device/items/:itemId/history',
} as const;

export const MOVEMENT_RESOURCE: ResourceDescriptor<
  'at',
  'kind' | 'model' | 'location' | 'serial' | 'actor' | 'orderNumber' | 'at'
> = {
  entity: 'movement',
  plural: 'movements',
  idField: 'movementId',
  paths: resourcePaths('/device/movements', 'movementId', READ_ONLY),
  permissions: { read: INVENTORY_PERMISSIONS.logs.read },
  sorts: ['at'],
  defaultOrder: 'desc',
  filters: {
    kind: 'list',
    model: 'list',
    location: 'list',
    serial: 'text',
    actor: 'text',
    orderNumber: 'text',
    at: 'range',
  },
  accountField: 'accountId',
};

export const TRANSFER_RESOURCE: ResourceDescriptor<'createdAt' | 'number' | 'updatedAt', 'state' | 'from' | 'to'> = {
  entity: 'transfer',
  plural: 'transfers',
  idField: 'transferId',
  paths: resourcePaths('/device/transfers', 'transferId', { bulk: null }),
  permissions: INVENTORY_PERMISSIONS.transfer,
  sorts: ['createdAt', 'number', 'updatedAt'],
  defaultOrder: 'desc',
  filters: { state: 'list', from: 'list', to: 'list' },
  accountField: 'accountId',
};

/** A DRAFT transfer is shipped (its items go IN_TRANSIT), then received item by item (inventory:transfer:u). */
export const TRANSFER_PATHS = {
  ship: '/device/transfers/:transferId/ship',
  receive: '/device/transfers/:transferId/receive',
} as const;

export const REQUISITION_RESOURCE: ResourceDescriptor<'createdAt' | 'number' | 'updatedAt', 'state' | 'location'> = {
  entity: 'requisition',
  plural: 'requisitions',
  idField: 'requisitionId',
  paths: resourcePaths('/device/requisitions', 'requisitionId', { bulk: null }),
  permissions: INVENTORY_PERMISSIONS.requisition,
  sorts: ['createdAt', 'number', 'updatedAt'],
  defaultOrder: 'desc',
  filters: { state: 'list', location: 'list' },
  accountField: 'accountId',
};

/** Approve and reject (not by the requester) and fulfil (creates the transfer) need inventory:requisition:u. */
export const REQUISITION_PATHS = {
  approve: '/device/requisitions/:requisitionId/approve',
  reject: '/device/requisitions/:requisitionId/reject',
  fulfil: '/device/requisitions/:requisitionId/fulfil',
} as const;

export const INVENTORY_DASHBOARD_PATHS = {
  /** GET the dashboard's figures (inventory:dashboard:r). */
  summary: '/inventoryDashboard/summary',
} as const;
