import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useService } from '../di/ContainerContext.tsx';
import type { RegisteredRoute } from '../plugin/PluginContributions.ts';
import { RouteRegistry } from '../registry/RouteRegistry.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { ForbiddenPage, LoadingScreen } from '../shell/layout/StatusPages.tsx';
import { useDocumentTitle } from './documentTitle.ts';
import { LazyMainLayout } from './LazyMainLayout.tsx';
import { lazyScreen } from './lazyScreen.tsx';

/**
 * One route: its title, its permission guard and its lazily loaded page. A forbidden route shows the
 * error page — inside the main layout for the layout-free routes too (spec section 2), so the user
 * keeps a way out.
 */
export const RouteScreen = observer(function RouteScreen({ route }: { route: RegisteredRoute }) {
  const routes = useService<RouteRegistry>(RouteRegistry);
  const session = useService<SessionStore>(SessionStore);
  useDocumentTitle(route.title);

  if (!routes.isPermitted(route.id)) {
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
