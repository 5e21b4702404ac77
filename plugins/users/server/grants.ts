import {
  DEV_ACCESS,
  TRANSFER,
  hasPermission,
  mergePermissionTrees,
  type PermissionSubject,
  type PermissionTree,
} from '../../../core/contract/permissions.ts';
import { forbidden } from '../../../core/server/http/errors.ts';

/**
 * Nobody hands out what they do not hold: a user administrator may assign roles, set flags and shape
 * roles only within their own permissions, so holding users:c or users:u is no path to more access.
 */

const LETTERS = ['c', 'r', 'u', 'd'] as const;

/** Every key a tree grants: `dashboard:r`, `monitor:orders:u`. */
export function grantedKeys(tree: PermissionTree, prefix: string[] = []): string[] {
  const keys: string[] = [];
  for (const [name, node] of Object.entries(tree)) {
    if (typeof node === 'string') {
      LETTERS.forEach((letter, index) => {
        if (node[index] === '1') keys.push([...prefix, name, letter].join(':'));
      });
    } else {
      keys.push(...grantedKeys(node, [...prefix, name]));
    }
  }
  return keys;
}

function refuse(keys: readonly string[]): never {
  const shown = keys.slice(0, 5).join(', ') + (keys.length > 5 ? ', …' : '');
  throw forbidden(`You cannot grant permissions you do not hold yourself: ${shown}.`);
}

/** Refuses with 403 when the trees grant a key the caller lacks, leaving out keys already granted before. */
export function assertGrantable(
  caller: PermissionSubject,
  granted: readonly PermissionTree[],
  alreadyGranted: readonly PermissionTree[] = [],
): void {
  const before = new Set(grantedKeys(mergePermissionTrees(alreadyGranted)));
  const added = grantedKeys(mergePermissionTrees(granted)).filter((key) => !before.has(key));
  const lacking = added.filter((key) => !hasPermission(caller, key));
  if (lacking.length > 0) refuse(lacking);
}

/** Developer access and configuration copy may be switched on only by a caller who has them. */
export function assertFlagsGrantable(
  caller: PermissionSubject,
  flags: { developerAccess?: boolean | undefined; copyConfiguration?: boolean | undefined },
  before: { developerAccess: boolean; copyConfiguration: boolean } = {
    developerAccess: false,
    copyConfiguration: false,
  },
): void {
  const lacking: string[] = [];
  if (flags.developerAccess && !before.developerAccess && !hasPermission(caller, DEV_ACCESS)) lacking.push(DEV_ACCESS);
  if (flags.copyConfiguration && !before.copyConfiguration && !hasPermission(caller, TRANSFER)) lacking.push(TRANSFER);
  if (lacking.length > 0) refuse(lacking);
}
