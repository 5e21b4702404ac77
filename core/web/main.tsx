import 'reflect-metadata/lite';
import '../../themes/global.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PageNavigator } from '../session/pageNavigator.ts';
import { TabSecureStorage } from '../session/secureStorage.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { ThemeEngine } from '../theme/ThemeEngine.ts';
import { ThemePreferenceStore } from '../theme/ThemePreferenceStore.ts';
import { installChunkReload } from '../workspace/chunkReload.ts';
import { createWorkspace } from '../workspace/createWorkspace.ts';
import { Workspace } from '../workspace/Workspace.tsx';
import { plugins } from '../../plugins/index.ts';

const workspace = createWorkspace({ plugins });
const { container } = workspace;
const navigator = container.get<PageNavigator>(PageNavigator);

installChunkReload(window, {
  reload: () => navigator.reload(),
  storage: container.get<TabSecureStorage>(TabSecureStorage),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The saved theme (encrypted like all local data) is read and applied before anything renders; there is
// no inline script (CSP script-src 'self').
void container
  .get<ThemePreferenceStore>(ThemePreferenceStore)
  .restore()
  .then(() => {
    container.get<ThemeEngine>(ThemeEngine).bootstrap();
    void container.get<SessionStore>(SessionStore).start();
    createRoot(root).render(
      <StrictMode>
        <Workspace container={container} />
      </StrictMode>,
    );
  });
