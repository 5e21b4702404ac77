import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * A route's `load` for an older path kept for links and bookmarks: it redirects to `to`, keeping the
 * query (`/studio/workflow?workflowName=…` → `/configure/workflow?workflowName=…`).
 */
export function redirectKeepingQuery(to: string): () => Promise<{ default: ComponentType }> {
  function RedirectKeepingQuery() {
    const { search } = useLocation();
    return <Navigate to={`${to}${search}`} replace />;
  }
  return () => Promise.resolve({ default: RedirectKeepingQuery });
}
