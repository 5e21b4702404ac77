import { BASE_PATH } from '../../core/contract/http.ts';
import { DOCS_PATH, DOCS_WINDOW_NAME } from '../../core/shell/docsLink.ts';

/** The window the header's help button and the palette open the documentation in. */
export { DOCS_WINDOW_NAME };

/** The route of the docs window, relative to the /sdp base. */
export const DOCS_ROUTE_PATH = DOCS_PATH;

/** `/docs?url=monitor#worklist`, relative to the router base; no anchor for the top of a page. */
export function docsRoute(slug: string, anchor?: string | null): string {
  const query = `?url=${encodeURIComponent(slug)}`;
  return `${DOCS_ROUTE_PATH}${query}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
}

/** The same location as a full path for `window.open`: `/sdp/docs?url=monitor#worklist`. */
export function docsHref(slug: string, anchor?: string | null): string {
  return `${BASE_PATH}${docsRoute(slug, anchor)}`;
}

/** `monitor`, `/monitor`, `monitor.md` and `Monitor` all name the page `monitor`. */
export function normaliseSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.(md|html?)$/, '');
}
