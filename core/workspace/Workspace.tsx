import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { BASE_PATH } from '../contract/http.ts';
import { ContainerProvider, useService } from '../di/ContainerContext.tsx';
import { TOAST_DURATION_MS, TOAST_POSITION } from '../http/SonnerNotifier.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { LoadingScreen } from '../shell/layout/StatusPages.tsx';
import { ThemeEngine } from '../theme/ThemeEngine.ts';
import { RouterBridge } from './RouterBridge.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { WorkspaceRoutes } from './WorkspaceRoutes.tsx';

// Loaded once someone is signed in, so the login screen does not carry the palette (cmdk, virtual list).
const CommandPalette = lazy(() =>
  import('../shell/palette/CommandPalette.tsx').then((module) => ({ default: module.CommandPalette })),
);
const ShortcutHelp = lazy(() =>
  import('../shell/help/ShortcutHelp.tsx').then((module) => ({ default: module.ShortcutHelp })),
);

/** The palette and the shortcut help, for signed-in users on every screen. */
const SignedInOverlays = observer(function SignedInOverlays() {
  const session = useService<SessionStore>(SessionStore);
  if (!session.user) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette />
      <ShortcutHelp />
    </Suspense>
  );
});

const Toasts = observer(function Toasts() {
  const theme = useService<ThemeEngine>(ThemeEngine);
  return (
    <Toaster
      position={TOAST_POSITION}
      duration={TOAST_DURATION_MS}
      theme={theme.theme.colorScheme}
      richColors
      closeButton
    />
  );
});

/** Everything under the router: the routes of the RouteRegistry, and the overlays over every screen. */
function RouterRoot() {
  return (
    <>
      <RouterBridge />
      <ScreenBoundary bare>
        <WorkspaceRoutes />
        <SignedInOverlays />
      </ScreenBoundary>
    </>
  );
}

/**
 * A data router (its blockers let forms with unsaved changes ask before any navigation, Back
 * included) with one catch-all route; the registry's routes are matched below it by WorkspaceRoutes.
 */
function WorkspaceRouter() {
  const [router, setRouter] = useState<ReturnType<typeof createBrowserRouter> | null>(null);
  // Made in an effect so that the router disposed on unmount (which StrictMode rehearses) is never reused.
  useLayoutEffect(() => {
    const created = createBrowserRouter([{ path: '*', element: <RouterRoot /> }], { basename: BASE_PATH });
    setRouter(created);
    return () => created.dispose();
  }, []);
  return router ? <RouterProvider router={router} /> : null;
}

/** Waits for the session to be read (and the cached tenant style applied) before the first paint. */
const WorkspaceShell = observer(function WorkspaceShell() {
  const session = useService<SessionStore>(SessionStore);
  if (!session.ready) return <LoadingScreen fullPage />;
  return <WorkspaceRouter />;
});

/** The console's React root: the container, the router built from the RouteRegistry, the toasts. */
export function Workspace({ container }: { container: Container }) {
  return (
    <ContainerProvider container={container}>
      <WorkspaceShell />
      <Toasts />
    </ContainerProvider>
  );
}
