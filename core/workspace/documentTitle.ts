import { useEffect } from 'react';

/** Spec section 9: the title prefix. */
export const TITLE_PREFIX = 'SDP';

/** `SDP - <route title>`, or `SDP`. */
export function documentTitle(routeTitle?: string | null): string {
  const title = routeTitle?.trim();
  return title ? `${TITLE_PREFIX} - ${title}` : TITLE_PREFIX;
}

export function useDocumentTitle(routeTitle?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(routeTitle);
  }, [routeTitle]);
}
