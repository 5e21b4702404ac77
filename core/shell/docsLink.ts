import { BASE_PATH } from '../contract/http.ts';
import { isPublicPath } from '../session/sessionGuard.ts';

/**
 * The link between the console and its documentation window (/docs): the header's help button opens
 * `/sdp/docs?url=<slug>` in the `sdp-docs` window, on the page of the area the user is looking at.
 */
export const DOCS_SLUGS = [
  'getting-started',
  'dashboard',
  'monitor',
  'studio',
  'configure',
  'translator',
  'inventory',
  'reports',
  'settings',
  'reverse',
  'users',
  'transfer',
  'dev',
  'keyboard',
  'account',
] as const;

export type DocsSlug = (typeof DOCS_SLUGS)[number];

export const DOCS_WINDOW_NAME = 'sdp-docs';
export const DOCS_PATH = '/docs';

/** The studios live under /studio, /configure/studio and the layout-free /configure/service and /configure/workflow. */
const STUDIO_PATHS = ['/studio', '/configure/studio', '/configure/service', '/configure/workflow'];

const AREA_SLUGS: ReadonlySet<string> = new Set<DocsSlug>([
  'dashboard',
  'monitor',
  'configure',
  'translator',
  'inventory',
  'reports',
  'settings',
  'reverse',
  'users',
  'transfer',
  'dev',
]);

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isDocsSlug(value: unknown): value is DocsSlug {
  return typeof value === 'string' && (DOCS_SLUGS as readonly string[]).includes(value);
}

/**
 * The documentation page for a console path (relative to /sdp): the account page for the public screens
 * (the routes declared `layout: 'public'`: sign-in, passwords, version), else its area's page, else Getting
 * Started.
 */
export function docsSlugFor(pathname: string, publicPaths: readonly string[] = []): DocsSlug {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isPublicPath(path, publicPaths)) return 'account';
  if (STUDIO_PATHS.some((prefix) => isUnder(path, prefix))) return 'studio';
  const area = path.split('/')[1] ?? '';
  return AREA_SLUGS.has(area) ? (area as DocsSlug) : 'getting-started';
}

/** The URL of the documentation window on a page, under the /sdp base. */
export function docsUrl(slug: DocsSlug): string {
  return `${BASE_PATH}${DOCS_PATH}?url=${encodeURIComponent(slug)}`;
}

/** Opens (or reuses) the documentation window on the page for the given console path. */
export function openDocs(
  pathname: string,
  publicPaths: readonly string[],
  open: typeof window.open = window.open.bind(window),
): void {
  open(docsUrl(docsSlugFor(pathname, publicPaths)), DOCS_WINDOW_NAME);
}
