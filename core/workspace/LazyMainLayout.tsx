import { lazy } from 'react';

/**
 * The layout (header, sidebar, partner bar, drawer), loaded with the first signed-in screen, not with
 * login. Every user of the layout in the workspace takes it from here, so no static import pulls it back
 * onto the first page.
 */
export const LazyMainLayout = lazy(() =>
  import('../shell/layout/MainLayout.tsx').then((module) => ({ default: module.MainLayout })),
);
