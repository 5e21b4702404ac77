import { Navigate, useLocation } from 'react-router-dom';
import { WORKFLOW_STUDIO_PATH } from '../paths.ts';

/** `/studio/workflow`: the studio's older path, kept for links and bookmarks, with its parameters. */
export default function LegacyStudioRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${WORKFLOW_STUDIO_PATH}${search}`} replace />;
}
