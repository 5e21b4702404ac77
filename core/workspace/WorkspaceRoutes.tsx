import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { useService } from '../di/ContainerContext.tsx';
import { RouteRegistry } from '../registry/RouteRegistry.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { LoadingScreen, NotFoundPage } from '../shell/layout/StatusPages.tsx';
import { useDocumentTitle } from './documentTitle.ts';
import { LazyMainLayout } from './LazyMainLayout.tsx';
import { RouteScreen } from './RouteScreen.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { SessionGate } from './SessionGate.tsx';

/** The main layout stays mounted while its pages change; the boundary resets on every path. */
function MainLayoutRoute() {
  return (
    <Suspense fallback={<LoadingScreen fullPage />}>
      <LazyMainLayout>
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      </LazyMainLayout>
    </Suspense>
  );
}

const NotFoundRoute = observer(function NotFoundRoute() {
  const session = useService<SessionStore>(SessionStore);
  useDocumentTitle(null);
  return <NotFoundPage landingPage={session.landingPage} />;
});

/**
 * Every registered route, permitted or not (a forbidden one shows the error page, not a 404), behind
 * the session guard; 'main' routes share the main layout, 'none' and 'public' routes stand alone.
 * Unknown paths show the 404 page inside the layout.
 */
export function WorkspaceRoutes() {
  const routes = useService<RouteRegistry>(RouteRegistry).routes;
  const inLayout = routes.filter((route) => route.layout === 'main');
  const standalone = routes.filter((route) => route.layout !== 'main');
  return (
    <Routes>
      <Route element={<SessionGate />}>
        <Route element={<MainLayoutRoute />}>
          {inLayout.map((route) => (
            <Route key={route.id} path={route.path} element={<RouteScreen route={route} />} />
          ))}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        {standalone.map((route) => (
          <Route
            key={route.id}
            path={route.path}
            element={
              <ScreenBoundary bare>
                <RouteScreen route={route} />
              </ScreenBoundary>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
