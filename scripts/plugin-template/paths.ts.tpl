import type { PermissionArea } from '../../core/contract/permissionCatalogue.ts';
import { resourcePaths, resourcePermissions, type ResourceDescriptor } from '../../core/contract/resource.ts';

/**
 * What both halves of __titles__ share, free of zod so the manifest may import it: the permission area
 * the plugin adds to the catalogue, and the resource's REST paths, keys, sorts and filters.
 */
export const __CONST___AREA = '__id__';

export const __CONST___AREAS: readonly PermissionArea[] = [{ area: __CONST___AREA, title: '__Titles__' }];

export const __CONST___PERMISSIONS = resourcePermissions(__CONST___AREA);

export const __CONST___RESOURCE: ResourceDescriptor<'name' | 'updatedAt', 'enabled' | 'name'> = {
  entity: '__title__',
  plural: '__titles__',
  idField: '__id__Id',
  paths: resourcePaths('/__id__', '__id__Id'),
  permissions: __CONST___PERMISSIONS,
  sorts: ['name', 'updatedAt'],
  filters: { enabled: 'list', name: 'text' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

/** The screen's path under /sdp. */
export const __CONST___PATH = '/configure/__name__';
