import type { PermissionFlags, PermissionTree } from './permissions.ts';

/**
 * Every area and sub-area of spec section 6, in sidebar order. Roles are permission trees over this
 * catalogue; the role editor shows it as its rows.
 */
export interface PermissionArea {
  area: string;
  title: string;
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
  { area: 'settings', title: 'Settings' },
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

/** A tree giving the same flags to every area and sub-area of the catalogue. */
export function uniformPermissionTree(flags: PermissionFlags): PermissionTree {
  const tree: PermissionTree = {};
  for (const { area, subAreas } of PERMISSION_CATALOGUE) {
    tree[area] = subAreas ? Object.fromEntries(subAreas.map((sub) => [sub.key, flags])) : flags;
  }
  return tree;
}

/** Every read key of the catalogue, `area:r` or `area:sub:r`. */
export function allCatalogueKeys(letter: 'c' | 'r' | 'u' | 'd' = 'r'): string[] {
  return PERMISSION_CATALOGUE.flatMap(({ area, subAreas }) =>
    subAreas ? subAreas.map((sub) => `${area}:${sub.key}:${letter}`) : [`${area}:${letter}`],
  );
}
