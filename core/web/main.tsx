import '../../themes/global.css.ts';
import { StrictMode, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BASE_PATH } from '../contract/http.ts';
import { readSessionCookie } from '../session/sessionCookie.ts';
import { LOGIN_PATH } from '../session/sessionGuard.ts';
import type { StartedWorkspace } from './workspaceStart.tsx';
import { LoginIsland } from '../../plugins/account/LoginIsland.tsx';
import { deferredLoginServices, type LoginServices } from '../../plugins/account/loginServices.ts';

interface LoadedWorkspace {
  workspace: StartedWorkspace;
  login: LoginServices;
}

let loading: Promise<LoadedWorkspace> | null = null;

/**
 * The workspace (container, stores, plugins, palette, keys) in chunks of its own, loaded once: at once
 * for every page but a signed-out login, there while the user types (the island's first focus).
 */
function loadWorkspace(): Promise<LoadedWorkspace> {
  // The workspace module first: it installs the metadata polyfill the plugins' decorators expect.
  loading ??= import('./workspaceStart.tsx').then(async ({ startWorkspace }) => {
    const [{ plugins }, { containerLoginServices }] = await Promise.all([
      import('../../plugins/index.ts'),
      import('../../plugins/account/containerLoginServices.ts'),
    ]);
    const workspace = await startWorkspace(plugins);
    return { workspace, login: containerLoginServices(workspace.container) };
  });
  return loading;
}

const islandServices = deferredLoginServices(async () => (await loadWorkspace()).login);

/** The login island until the user signs in or leaves it; the workspace from then on. */
function Console({ started }: { started: StartedWorkspace | null }) {
  const [workspace, setWorkspace] = useState(started);
  if (workspace) return workspace.render();
  return (
    <LoginIsland
      services={islandServices}
      onLeave={() => void loadWorkspace().then((loaded) => setWorkspace(loaded.workspace))}
    />
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (window.location.pathname === `${BASE_PATH}${LOGIN_PATH}` && readSessionCookie() === null) {
  const island = (
    <StrictMode>
      <Console started={null} />
    </StrictMode>
  );
  // login.html carries the island pre-rendered at build time; the development server's page does not.
  if (root.hasChildNodes()) hydrateRoot(root, island);
  else createRoot(root).render(island);
} else {
  void loadWorkspace().then(({ workspace }) => {
    root.replaceChildren();
    createRoot(root).render(
      <StrictMode>
        <Console started={workspace} />
      </StrictMode>,
    );
  });
}
