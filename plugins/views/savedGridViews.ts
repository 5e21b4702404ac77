import type { GridViews } from '../../core/grid/GridViews.ts';
import { preloadable } from '../../core/shell/preloadable.tsx';

/**
 * The Views menu loads with the first grid that shows it, not with the first page: it carries the saved
 * views' zod contract (its calls parse their answers), which the login page must not.
 */
export const viewsMenu = preloadable(() => import('./components/ViewsMenu.tsx'));

/** The saved views every grid shows in its toolbar (core's `GridViews`). */
export const savedGridViews: GridViews = { Menu: viewsMenu.Component };
