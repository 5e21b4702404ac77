import { reaction } from 'mobx';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { PermissionRequirement } from '../contract/permissions.ts';
import { useService } from '../di/ContainerContext.tsx';
import { PermissionStore } from './PermissionStore.ts';

/** Whether the signed-in user holds the requirement; re-renders when the answer changes. */
export function usePermission(requirement: PermissionRequirement): boolean {
  const permissions = useService<PermissionStore>(PermissionStore);
  // An array literal is a new object on every render: its serialised form keeps one subscription.
  const key = JSON.stringify(requirement);
  const stable = useMemo(() => JSON.parse(key) as PermissionRequirement, [key]);
  const evaluate = useCallback(() => permissions.can(stable), [permissions, stable]);
  const subscribe = useCallback((onChange: () => void) => reaction(evaluate, onChange), [evaluate]);
  return useSyncExternalStore(subscribe, evaluate, evaluate);
}
