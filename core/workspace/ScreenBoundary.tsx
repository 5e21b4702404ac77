import { useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useService } from '../di/ContainerContext.tsx';
import { PageNavigator } from '../session/pageNavigator.ts';
import { TabSecureStorage } from '../session/secureStorage.ts';
import { reloadOnceForChunkError } from './chunkReload.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** The error boundary around a screen, reset by navigation; retry and chunk failures reload the page. */
export function ScreenBoundary({ bare = false, children }: { bare?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigator = useService<PageNavigator>(PageNavigator);
  const storage = useService<TabSecureStorage>(TabSecureStorage);
  const reload = useCallback(() => navigator.reload(), [navigator]);
  const onChunkError = useCallback(
    (error: unknown) => reloadOnceForChunkError(error, { reload, storage }),
    [reload, storage],
  );
  return (
    <RouteErrorBoundary resetKey={pathname} onRetry={reload} onChunkError={onChunkError} bare={bare}>
      {children}
    </RouteErrorBoundary>
  );
}
