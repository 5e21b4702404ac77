import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { GridPreferences, SessionGridPreferences } from '../grid/GridPreferences.ts';
import { GridViews } from '../grid/GridViews.ts';
import { definePlugin } from '../plugin/manifest.ts';
import { PluginManifestError } from '../plugin/collectContributions.ts';
import { HttpClient } from '../http/HttpClient.ts';
import { SessionTokenSource } from '../http/SessionTokenSource.ts';
import { CommandRegistry } from '../registry/CommandRegistry.ts';
import { KeybindingService } from '../registry/KeybindingService.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { resetBrowserState } from '../../tests/support/sessionDoubles.ts';
import { createWorkspace } from './createWorkspace.ts';

describe('createWorkspace', () => {
  it('resolves the real HTTP client and session store together (no resolution cycle)', () => {
    resetBrowserState();
    const workspace = createWorkspace({ plugins: [] });
    try {
      const { container } = workspace;
      expect(container.get(HttpClient)).toBeTruthy();
      const session = container.get<SessionStore>(SessionStore);
      expect(container.get<SessionTokenSource>(SessionTokenSource).getToken()).toBe(session.getToken());
      expect(container.get(KeybindingService)).toBeTruthy();
    } finally {
      workspace.dispose();
    }
  });

  it('loads the built-in manifests before the plugins', () => {
    const workspace = createWorkspace({ plugins: [] });
    try {
      expect(workspace.contributions.pluginIds).toEqual(['workspace', 'palette']);
      expect(workspace.contributions.sections.map((section) => section.id)).toContain('monitor');
      const ids = workspace.container.get<CommandRegistry>(CommandRegistry).commands.map((command) => command.id);
      expect(ids).toEqual(expect.arrayContaining(['workspace.toggleFullScreen', 'workspace.signOut', 'palette.open']));
    } finally {
      workspace.dispose();
    }
  });

  it("gives the grids core's defaults when no plugin extends them: layouts for the session, no saved views", () => {
    const workspace = createWorkspace({ plugins: [] });
    try {
      expect(workspace.container.get(GridPreferences)).toBeInstanceOf(SessionGridPreferences);
      expect(workspace.container.isBound(GridViews)).toBe(false);
    } finally {
      workspace.dispose();
    }
  });

  it('refuses a plugin that collides with the shell', () => {
    const clash = definePlugin({
      id: 'clash',
      routes: [],
      nav: [],
      commands: [
        {
          id: 'fullscreen',
          title: 'Other',
          category: 'X',
          keybinding: 'f',
          permission: 'ignoreAndReturnTrue',
          run: () => undefined,
        },
      ],
    });
    expect(() => createWorkspace({ plugins: [clash] })).toThrow(PluginManifestError);
  });
});
