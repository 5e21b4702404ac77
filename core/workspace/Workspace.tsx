import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BASE_PATH } from '../contract/http.ts';
import { ContainerProvider, useService } from '../di/ContainerContext.tsx';
import { TOAST_DURATION_MS, TOAST_POSITION } from '../http/SonnerNotifier.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { LoadingScreen } from '../shell/layout/StatusPages.tsx';
import { ThemeEngine } from '../theme/ThemeEngine.ts';
import { GuardedBrowserRouter } from './GuardedBrowserRouter.tsx';
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

/** How long the overlays wait at most for the browser to be idle after signing in. */
const OVERLAYS_IDLE_TIMEOUT_MS = 1000;

/** True once the browser has been idle since `active` became true: the first signed-in screen has loaded. */
function useIdleSince(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: OVERLAYS_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, [active]);
  return active && idle;
}

/**
 * The palette and the shortcut help, for signed-in users on every screen. Their chunks load once the first
 * signed-in screen's have (the browser idle), not beside them; a key pressed meanwhile opens them when loaded.
 */
const SignedInOverlays = observer(function SignedInOverlays() {
  const session = useService<SessionStore>(SessionStore);
  const loaded = useIdleSince(session.user !== null);
  if (!session.user || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette />
      <ShortcutHelp />
    </Suspense>
  );
});

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const Toasts = observer(function Toasts() {
  const theme = useService<ThemeEngine>(ThemeEngine);
  return (
    <Suspense fallback={null}>
      <Toaster
        position={TOAST_POSITION}
        duration={TOAST_DURATION_MS}
        theme={theme.theme.colorScheme}
        richColors
        closeButton
      />
    </Suspense>
  );
});

/** Waits for the session to be read (and the cached tenant style applied) before the first paint. */
const WorkspaceShell = observer(function WorkspaceShell() {
  const session = useService<SessionStore>(SessionStore);
  if (!session.ready) return <LoadingScreen fullPage />;
  return (
    <GuardedBrowserRouter basename={BASE_PATH}>
      <RouterBridge />
      <ScreenBoundary bare>
        <WorkspaceRoutes />
        <SignedInOverlays />
      </ScreenBoundary>
    </GuardedBrowserRouter>
  );
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
