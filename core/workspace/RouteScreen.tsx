import { observer } from 'mobx-react-lite';
import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useService } from '../di/ContainerContext.tsx';
import type { RegisteredRoute } from '../plugin/PluginContributions.ts';
import { PermissionChecker } from '../registry/PermissionChecker.ts';
import { RouteRegistry } from '../registry/RouteRegistry.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { ForbiddenPage, LoadingScreen } from '../shell/layout/StatusPages.tsx';
import { useDocumentTitle } from './documentTitle.ts';
import { LazyMainLayout } from './LazyMainLayout.tsx';
import { lazyScreen } from './lazyScreen.tsx';
import { RoutePreloader, type RegistryRoutePreloader } from './RoutePreloader.ts';

/**
 * One route: its title, its permission guard, its lazily loaded page and first data started side by
 * side (the route's `preload`, once per query). A forbidden route shows the
 * error page — inside the main layout for the layout-free routes too (spec section 2), so the user
 * keeps a way out.
 */
export const RouteScreen = observer(function RouteScreen({ route }: { route: RegisteredRoute }) {
  const routes = useService<RouteRegistry>(RouteRegistry);
  const session = useService<SessionStore>(SessionStore);
  const preloader = useService<RegistryRoutePreloader>(RoutePreloader);
  const permissions = useService<PermissionChecker>(PermissionChecker);
  const { search } = useLocation();
  const permitted = routes.isPermitted(route.id);
  useDocumentTitle(route.title);
  // Started while rendering, not in an effect: the chunk suspends this route before any effect would run.
  useMemo(() => {
    if (permitted) preloader.openRoute(route, search, (requirement) => permissions.can(requirement));
  }, [preloader, permissions, route, search, permitted]);

  if (!permitted) {
    const page = <ForbiddenPage landingPage={session.landingPage} bare={route.layout === 'public'} />;
    if (route.layout !== 'none') return page;
    return (
      <Suspense fallback={<LoadingScreen fullPage />}>
        <LazyMainLayout>{page}</LazyMainLayout>
      </Suspense>
    );
  }
  const Screen = lazyScreen(route);
  return (
    <Suspense fallback={<LoadingScreen fullPage={route.layout !== 'main'} />}>
      <Screen />
    </Suspense>
  );
});
