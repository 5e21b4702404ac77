import { useEffect } from 'react';
import { DOCS_REFRESH_WARNING } from './docsMessages.ts';

function isRefreshKey(event: KeyboardEvent): boolean {
  if (event.key === 'F5') return true;
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'r';
}

/**
 * The docs window's refresh warning (spec section 8). Browsers show their own text on beforeunload,
 * so the refresh keys inside the window ask with the spec's words first; a confirmed refresh then
 * goes ahead without a second question.
 */
export function useRefreshWarning(): void {
  useEffect(() => {
    let confirmed = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (confirmed) return;
      event.preventDefault();
      event.returnValue = DOCS_REFRESH_WARNING;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isRefreshKey(event)) return;
      event.preventDefault();
      if (!window.confirm(DOCS_REFRESH_WARNING)) return;
      confirmed = true;
      window.location.reload();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);
}
