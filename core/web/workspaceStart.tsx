import 'reflect-metadata/lite';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import type { PluginManifest } from '../plugin/manifest.ts';
import { PageNavigator } from '../session/pageNavigator.ts';
import { TabSecureStorage } from '../session/secureStorage.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { ThemeEngine } from '../theme/ThemeEngine.ts';
import { ThemePreferenceStore } from '../theme/ThemePreferenceStore.ts';
import { installChunkReload } from '../workspace/chunkReload.ts';
import { createWorkspace } from '../workspace/createWorkspace.ts';
import { preloadMainLayout } from '../workspace/LazyMainLayout.tsx';
import { Workspace } from '../workspace/Workspace.tsx';

export interface StartedWorkspace {
  readonly container: Container;
  /** The console's React tree over the started workspace. */
  render(): ReactNode;
}

/**
 * Builds the workspace, restores the saved theme (encrypted like all local data) and applies it, starts
 * the session; resolves once the console can render. The main layout starts loading meanwhile: the
 * first signed-in screen needs it.
 */
export async function startWorkspace(plugins: readonly PluginManifest[]): Promise<StartedWorkspace> {
  const { container } = createWorkspace({ plugins });
  const navigator = container.get<PageNavigator>(PageNavigator);
  installChunkReload(window, {
    reload: () => navigator.reload(),
    storage: container.get<TabSecureStorage>(TabSecureStorage),
  });
  preloadMainLayout();
  await container.get<ThemePreferenceStore>(ThemePreferenceStore).restore();
  container.get<ThemeEngine>(ThemeEngine).bootstrap();
  await container.get<SessionStore>(SessionStore).start();
  return { container, render: () => <Workspace container={container} /> };
}
