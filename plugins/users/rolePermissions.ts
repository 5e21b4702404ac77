import { z } from 'zod';
import { permissionCatalogue, type PermissionArea } from '../../core/contract/permissionCatalogue.ts';
import { FLAGS_PATTERN, type PermissionTree } from '../../core/contract/permissions.ts';

/**
 * The rules of a role's permission tree: areas and sub-areas of the catalogue only, each holding a
 * four-flag string ("0100" = read). Areas left out grant nothing. Shared by the matrix editor and
 * the server, which refuses a tree breaking them with a 400 naming the place.
 */
export interface PermissionTreeIssue {
  path: string[];
  message: string;
}

const FLAGS_RULE = 'must be four 0/1 flags for create, read, update and delete, like "0100"';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFlags(value: unknown): value is string {
  return typeof value === 'string' && FLAGS_PATTERN.test(value);
}

function subAreaIssues(area: PermissionArea, node: unknown): PermissionTreeIssue[] {
  const subAreas = area.subAreas ?? [];
  const keys = subAreas.map((sub) => sub.key);
  if (!isPlainObject(node)) {
    return [{ path: [area.area], message: `must be an object of its sub-areas (${keys.join(', ')})` }];
  }
  const issues: PermissionTreeIssue[] = [];
  for (const [key, flags] of Object.entries(node)) {
    if (!keys.includes(key)) {
      issues.push({
        path: [area.area, key],
        message: `unknown sub-area of ${area.area}; expected one of ${keys.join(', ')}`,
      });
    } else if (!isFlags(flags)) {
      issues.push({ path: [area.area, key], message: FLAGS_RULE });
    }
  }
  return issues;
}

/** Every place where the tree breaks the rules; empty for a valid tree. */
export function permissionTreeIssues(tree: unknown): PermissionTreeIssue[] {
  if (!isPlainObject(tree)) return [{ path: [], message: 'must be an object of areas' }];
  const areas = new Map<string, PermissionArea>(permissionCatalogue().map((area) => [area.area, area]));
  const issues: PermissionTreeIssue[] = [];
  for (const [key, node] of Object.entries(tree)) {
    const area = areas.get(key);
    if (!area) {
      issues.push({ path: [key], message: `unknown area; expected one of ${[...areas.keys()].join(', ')}` });
    } else if (area.subAreas) {
      issues.push(...subAreaIssues(area, node));
    } else if (!isFlags(node)) {
      issues.push({ path: [key], message: FLAGS_RULE });
    }
  }
  return issues;
}

/** A permission tree checked against the catalogue. */
export const rolePermissionsSchema = z
  .record(z.string(), z.unknown())
  .superRefine((tree, ctx) => {
    for (const issue of permissionTreeIssues(tree))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform((tree) => tree as PermissionTree);
