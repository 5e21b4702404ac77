import type { ResourceDescriptor } from '../contract/resource.ts';
import { usePermission } from '../../../../core/permissions/usePermission.ts';

const NEVER: readonly string[] = [];

/** Which writes of the resource the signed-in user may make; an operation without a key is never allowed. */
export function useResourcePermissions(descriptor: Pick<ResourceDescriptor, 'permissions' | 'paths'>) {
  const { permissions, paths } = descriptor;
  const create = usePermission(paths.create ? (permissions.create ?? NEVER) : NEVER);
  const update = usePermission(paths.update || paths.bulk ? (permissions.update ?? NEVER) : NEVER);
  const remove = usePermission(paths.delete || paths.bulk ? (permissions.delete ?? NEVER) : NEVER);
  return { create, update, delete: remove };
}
