import type { PermissionRequirement } from '../contract/permissions.ts';

/**
 * What the registries ask of the permission store: `can` must read observable state, so the
 * registries' computeds re-run when the user's permissions change. The app binds the
 * PermissionStore to this token; tests pass a fake.
 */
export const PermissionChecker = Symbol.for('sdp.PermissionChecker');
export interface PermissionChecker {
  can(requirement: PermissionRequirement): boolean;
}
