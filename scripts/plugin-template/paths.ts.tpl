// #if ownArea
import type { PermissionArea } from '../../core/contract/permissionCatalogue.ts';
// #endif
import { resourcePaths, resourcePermissions, type ResourceDescriptor } from '../resourceKit/public/contract/resource.ts';

// #if ownArea
/**
 * What both halves of __titles__ share, free of zod so the manifest may import it: the permission area
 * the plugin adds to the catalogue, and the resource's REST paths, keys, sorts and filters.
 */
export const __CONST___AREA = '__id__';

export const __CONST___AREAS: readonly PermissionArea[] = [{ area: __CONST___AREA, title: '__Titles__' }];
// #else
/**
 * What both halves of __titles__ share, free of zod so the manifest may import it: the area of the
 * permission catalogue whose keys guard them, and the resource's REST paths, keys, sorts and filters.
 */
export const __CONST___AREA = '__area__';
// #endif

/** `<area>:r` reads (list, get, export), `:c` creates, `:u` updates, enables and disables, `:d` deletes. */
export const __CONST___PERMISSIONS = resourcePermissions(__CONST___AREA);

export const __CONST___RESOURCE: ResourceDescriptor<'name' | 'updatedAt', 'enabled' | 'name'> = {
  entity: '__title__',
  plural: '__titles__',
  idField: '__entity__Id',
  paths: resourcePaths('/__id__', '__entity__Id'),
  permissions: __CONST___PERMISSIONS,
  sorts: ['name', 'updatedAt'],
  filters: { enabled: 'list', name: 'text' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

/** The screen's path under /sdp. */
export const __CONST___PATH = '__path__';
