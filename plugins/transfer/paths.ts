import { TRANSFER } from '../../core/contract/permissions.ts';
import type { ResourceDescriptor } from '../resourceKit/public/contract/resource.ts';

/**
 * What both halves of Transfer share, free of zod so the manifest may import it. Every copy needs the
 * spec's `transfer` key, which passes when the user may copy configuration; the target tenant is checked
 * again on each call: it must have granted copies to the caller (`COPY_GRANT_KEYS`).
 */
export const TRANSFER_KEY = TRANSFER;

/** The spec's families of configuration copy, each a path of its own, and what each selects. */
export const COPY_FAMILIES = ['network', 'workflow', 'tasks', 'copyTranslatorXSLT', 'copyall'] as const;
export type CopyFamily = (typeof COPY_FAMILIES)[number];

/** The kinds of the map of references each family selects whole (`copyall`: every kind that copies). */
export const FAMILY_KINDS: Readonly<Record<Exclude<CopyFamily, 'copyall'>, readonly string[]>> = {
  network: ['networkElement'],
  workflow: ['workflow'],
  tasks: ['taskTemplate'],
  copyTranslatorXSLT: ['translation'],
};

export const FAMILY_TITLES: Readonly<Record<CopyFamily, string>> = {
  network: 'Networks',
  workflow: 'Workflows',
  tasks: 'Tasks',
  copyTranslatorXSLT: 'Translator XSLT',
  copyall: 'All configuration',
};

export const TRANSFER_PATHS = {
  /** The tenants the caller may copy to (those that granted copies to the caller). */
  targets: '/api/admin/transfer/targets',
  /** The caller's items that can be copied, by name as typed (`?q=`). */
  items: '/api/admin/transfer/items',
  /** A family's dry run or apply: `/api/admin/network`, `/api/admin/workflow`, … `/api/admin/copyall`. */
  family: (family: CopyFamily) => `/api/admin/${family}`,
  /** A selection's closure as a bundle file (JSON with a schema version and a hash). */
  bundleExport: '/api/admin/transfer/bundle/export',
  /** A bundle's dry run against this tenant, or its apply. */
  bundleImport: '/api/admin/transfer/bundle/import',
  /** The tenants this one accepts copies from, and those that accept its copies; a new grant. */
  grants: '/api/admin/transfer/grants',
  /** One grant this tenant gave: changed or revoked. */
  grant: '/api/admin/transfer/grants/:grantId',
} as const;

/**
 * Who may let another tenant copy into this one: a tenant's settings (never a partner user's). Granting,
 * changing and revoking are changes of the settings.
 */
export const COPY_GRANT_KEYS = { read: 'settings:r', change: 'settings:u' } as const;

/** The Settings section of copy grants: `/settings?section=copies` opens the page at it. */
export const COPY_GRANTS_SECTION = 'copies';

export const COPY_EVENT_RESOURCE: ResourceDescriptor<'createdAt', 'result' | 'direction'> = {
  entity: 'copy event',
  plural: 'copy events',
  idField: 'eventId',
  paths: { list: '/setting/getCopyConfigurationEvents' },
  permissions: { read: TRANSFER_KEY },
  sorts: ['createdAt'],
  defaultOrder: 'desc',
  filters: { result: 'list', direction: 'list' },
};

/** The screen's path under /sdp. */
export const TRANSFER_PATH = '/transfer';

/** `?tab=events` opens the copy events instead of the copy. */
export const TRANSFER_TAB_PARAM = 'tab';

/** `?focus=target|export|import`: where the palette's commands put the focus on the copy tab. */
export const TRANSFER_FOCUS_PARAM = 'focus';
