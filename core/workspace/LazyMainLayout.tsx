import { lazy } from 'react';

const loadMainLayout = () =>
  import('../shell/layout/MainLayout.tsx').then((module) => ({ default: module.MainLayout }));

/**
 * The layout (header, sidebar, partner bar, drawer), loaded with the first signed-in screen, not with
 * login. Every user of the layout in the workspace takes it from here, so no static import pulls it back
 * onto the first page.
 */
export const LazyMainLayout = lazy(loadMainLayout);

/** Starts loading the layout ahead of the first signed-in screen (while the user types their password). */
export function preloadMainLayout(): void {
  void loadMainLayout();
}
