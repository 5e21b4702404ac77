import { hasPermission, mergePermissionTrees, type PermissionTree } from '../../core/contract/permissions.ts';
import type { RouteDefinition } from '../../core/plugin/manifest.ts';

export interface LandingPageOption {
  /** The stored landing page: '' for the base path, else the route's path. */
  value: string;
  label: string;
}

export interface LandingPageSubject {
  roleTrees: readonly PermissionTree[];
  developerAccess: boolean;
  copyConfiguration: boolean;
  isPartner: boolean;
  partnerManagement: boolean;
}

/**
 * The pages a user with the chosen roles may land on: routes inside the main layout, without path
 * parameters and not about one record, whose permission the merged trees of the roles grant.
 */
export function landingPageOptions(
  routes: readonly Pick<RouteDefinition, 'path' | 'title' | 'permission' | 'layout' | 'landing'>[],
  subject: LandingPageSubject,
): LandingPageOption[] {
  const permissions = mergePermissionTrees(subject.roleTrees);
  const evaluated = { ...subject, permissions };
  return routes
    .filter((route) => route.layout === 'main' && route.landing !== false && !route.path.includes(':'))
    .filter((route) => hasPermission(evaluated, route.permission))
    .map((route) => ({ value: route.path === '/' ? '' : route.path, label: route.title }))
    .sort((a, b) => (a.value === '' ? -1 : b.value === '' ? 1 : a.label.localeCompare(b.label)));
}
