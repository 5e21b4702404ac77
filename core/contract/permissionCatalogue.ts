import { parsePermissionKey, type PermissionFlags, type PermissionTree } from './permissions.ts';

/**
 * Every area and sub-area of spec section 6, in sidebar order: the spec fixes these keys, so they are the
 * contract's like the key grammar. A plugin whose screens need an area the spec does not name contributes
 * it (`permissionAreas` of its manifest and of its server half); `permissionCatalogue()` is the whole
 * catalogue. Roles are permission trees over it; the role editor shows it as its rows.
 */
export interface PermissionArea {
  area: string;
  title: string;
  /**
   * Administers the whole tenant: partner users never hold it, whatever their roles say. The server drops
   * it from a partner user's merged tree, so the console, reading the same tree, agrees.
   */
  tenantOnly?: boolean;
  subAreas?: readonly { key: string; title: string }[];
}

export const PERMISSION_CATALOGUE: readonly PermissionArea[] = [
  { area: 'dashboard', title: 'Dashboard' },
  {
    area: 'monitor',
    title: 'Monitor',
    subAreas: [
      { key: 'orders', title: 'Orders' },
      { key: 'worklist', title: 'Worklist' },
      { key: 'workflows', title: 'Workflows' },
      { key: 'inbound api', title: 'Inbound Triggers' },
      { key: 'notifications', title: 'Notifications' },
    ],
  },
  { area: 'workflow', title: 'Workflows' },
  { area: 'service', title: 'Services' },
  { area: 'tasks', title: 'Tasks' },
  { area: 'forms', title: 'Forms' },
  { area: 'networks', title: 'Networks' },
  { area: 'notifications', title: 'Notifications' },
  {
    area: 'rules',
    title: 'Rules',
    subAreas: [
      { key: 'dependency rules', title: 'Dependency rules' },
      { key: 'validation rules', title: 'Validation rules' },
      { key: 'transformation rules', title: 'Transformation rules' },
      { key: 'translation rules', title: 'Translation rules' },
      { key: 'sms templates', title: 'SMS templates' },
    ],
  },
  { area: 'triggers', title: 'Triggers' },
  { area: 'configurationLogs', title: 'Configuration Logs' },
  { area: 'translator', title: 'Translator' },
  {
    area: 'inventory',
    title: 'Inventory',
    subAreas: [
      { key: 'dashboard', title: 'Dashboard' },
      { key: 'stock', title: 'Stock' },
      { key: 'locations', title: 'Locations' },
      { key: 'transfer', title: 'Transfer' },
      { key: 'requisition', title: 'Requisition' },
      { key: 'configuration', title: 'Configuration' },
      { key: 'logs', title: 'Logs' },
    ],
  },
  { area: 'reports', title: 'Reports' },
  // The tenant's style, password policy and session timeouts apply to every partner account alike.
  { area: 'settings', title: 'Settings', tenantOnly: true },
  {
    area: 'reverseSync',
    title: 'Reverse',
    subAreas: [
      { key: 'subscribers', title: 'Subscribers' },
      { key: 'events', title: 'Events' },
      { key: 'configuration', title: 'Configuration' },
    ],
  },
  { area: 'users', title: 'Users' },
];

const contributions = new Map<string, readonly PermissionArea[]>();

function areaOwner(area: string): string | null {
  if (PERMISSION_CATALOGUE.some((known) => known.area === area)) return 'the spec';
  for (const [owner, areas] of contributions) if (areas.some((known) => known.area === area)) return owner;
  return null;
}

/**
 * Adds a plugin's own areas to the catalogue, once per plugin (its web and server halves may both
 * contribute the same list). Throws naming both owners when an area is already someone else's.
 */
export function contributePermissionAreas(owner: string, areas: readonly PermissionArea[]): void {
  if (contributions.has(owner)) return;
  for (const { area } of areas) {
    const taken = areaOwner(area);
    if (taken) throw new Error(`Permission area "${area}" of plugin "${owner}" is already declared by ${taken}`);
  }
  contributions.set(owner, areas);
}

/**
 * Takes back a plugin's contributed areas: for a process that starts servers of different plugin sets one
 * after another (a server-test worker), so one set's areas never show in the next one's catalogue.
 */
export function withdrawPermissionAreas(owner: string): void {
  contributions.delete(owner);
}

/** The spec's areas and the contributed ones, in that order. */
export function permissionCatalogue(): readonly PermissionArea[] {
  return [...PERMISSION_CATALOGUE, ...[...contributions.values()].flat()];
}

/**
 * Why a manifest's permission key names nothing of the catalogue, or null when it does (special keys
 * such as `devAccess` are not in the catalogue and always pass).
 */
export function uncataloguedKeyProblem(key: string): string | null {
  const parsed = parsePermissionKey(key);
  if (!parsed) return null;
  const [areaKey, subKey] = parsed.path;
  const area = permissionCatalogue().find((known) => known.area === areaKey);
  if (!area) return `names the area "${areaKey}", which no plugin contributes and the spec does not name`;
  if (subKey !== undefined && !area.subAreas?.some((sub) => sub.key === subKey)) {
    return `names the sub-area "${subKey}", which the area "${areaKey}" does not have`;
  }
  return null;
}

/** The tree a partner user holds: the tree without the catalogue's tenant-only areas. */
export function withoutTenantOnlyAreas(tree: PermissionTree): PermissionTree {
  const tenantOnly = new Set(
    permissionCatalogue()
      .filter((area) => area.tenantOnly)
      .map((area) => area.area),
  );
  return Object.fromEntries(Object.entries(tree).filter(([area]) => !tenantOnly.has(area)));
}

/** A tree giving the same flags to every area and sub-area of the catalogue. */
export function uniformPermissionTree(flags: PermissionFlags): PermissionTree {
  const tree: PermissionTree = {};
  for (const { area, subAreas } of permissionCatalogue()) {
    tree[area] = subAreas ? Object.fromEntries(subAreas.map((sub) => [sub.key, flags])) : flags;
  }
  return tree;
}

/** Every read key of the catalogue, `area:r` or `area:sub:r`. */
export function allCatalogueKeys(letter: 'c' | 'r' | 'u' | 'd' = 'r'): string[] {
  return permissionCatalogue().flatMap(({ area, subAreas }) =>
    subAreas ? subAreas.map((sub) => `${area}:${sub.key}:${letter}`) : [`${area}:${letter}`],
  );
}
