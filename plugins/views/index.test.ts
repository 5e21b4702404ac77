import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { GridPreferences } from '../../core/grid/GridPreferences.ts';
import { GridViews } from '../../core/grid/GridViews.ts';
import { createWorkspace } from '../../core/workspace/createWorkspace.ts';
import { resetBrowserState } from '../../tests/support/sessionDoubles.ts';
import viewsPlugin from './index.ts';
import { savedGridViews } from './savedGridViews.ts';
import { ServerGridPreferences } from './ServerGridPreferences.ts';

describe('views plugin', () => {
  it("plugs into the grid's extension points: server-kept column layouts in place of core's, and the Views menu", () => {
    resetBrowserState();
    const workspace = createWorkspace({ plugins: [viewsPlugin] });
    try {
      expect(workspace.container.get(GridPreferences)).toBeInstanceOf(ServerGridPreferences);
      expect(workspace.container.get(GridPreferences)).toBe(workspace.container.get(GridPreferences));
      expect(workspace.container.get(GridViews)).toBe(savedGridViews);
    } finally {
      workspace.dispose();
    }
  });

  it('has no screen and depends on nothing', () => {
    expect(viewsPlugin).toMatchObject({ id: 'views', routes: [], nav: [], commands: [] });
    expect(viewsPlugin.dependsOn).toBeUndefined();
  });
});
