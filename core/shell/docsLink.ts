import { BASE_PATH } from '../contract/http.ts';
import type { PluginContributions } from '../plugin/PluginContributions.ts';
import { matchesRoutePath } from '../session/sessionGuard.ts';

/**
 * The link between the console and its documentation window (/docs): the header's help button opens
 * `/sdp/docs?url=<slug>` in the `sdp-docs` window, on the page of the screen the user is looking at.
 * Which page that is comes from the plugins: a route's `docsSlug`, else the sidebar section the screen
 * (or the screen it sits under) belongs to.
 */
export const DOCS_WINDOW_NAME = 'sdp-docs';
export const DOCS_PATH = '/docs';

/** The page for a path nothing claims. */
export const DEFAULT_DOCS_SLUG = 'getting-started';

/** What the slug of a path is derived from. */
export type DocsContributions = Pick<PluginContributions, 'routes' | 'nav' | 'sections'>;

function normalise(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

function isUnder(pathname: string, prefix: string): boolean {
  return prefix !== '/' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The documentation page for a console path (relative to /sdp), first that applies: the matching route's
 * own `docsSlug`; the section of the sidebar entry whose screen is the path or the deepest one above it;
 * the section named like the path's first segment; Getting Started.
 */
export function docsSlugFor(pathname: string, contributions: DocsContributions): string {
  const path = normalise(pathname);
  const route = contributions.routes.find((candidate) => matchesRoutePath(candidate.path, path));
  if (route?.docsSlug) return route.docsSlug;
  const sectionSlug = (id: string) => contributions.sections.find((section) => section.id === id)?.docsSlug;
  const entry = contributions.nav
    .filter((candidate) => candidate.route.path === path || isUnder(path, candidate.route.path))
    .sort((a, b) => b.route.path.length - a.route.path.length)[0];
  const fromEntry = entry ? sectionSlug(entry.section) : undefined;
  if (fromEntry) return fromEntry;
  return sectionSlug(path.split('/')[1] ?? '') ?? DEFAULT_DOCS_SLUG;
}

/** The URL of the documentation window on a page, under the /sdp base. */
export function docsUrl(slug: string): string {
  return `${BASE_PATH}${DOCS_PATH}?url=${encodeURIComponent(slug)}`;
}

/** Opens (or reuses) the documentation window on the page for the given console path. */
export function openDocs(
  pathname: string,
  contributions: DocsContributions,
  open: typeof window.open = window.open.bind(window),
): void {
  open(docsUrl(docsSlugFor(pathname, contributions)), DOCS_WINDOW_NAME);
}
