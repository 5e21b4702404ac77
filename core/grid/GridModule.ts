import { ContainerModule } from 'inversify';
import { GridPreferences, SessionGridPreferences } from './GridPreferences.ts';

/**
 * Binds the grid's default column layouts: kept for the session, persisted nowhere. A plugin that keeps
 * them (the views plugin) rebinds `GridPreferences` in its module, which loads after this one, so every
 * grid resolves one implementation and never asks which. The saved views (`GridViews`) have no default:
 * a grid shows a Views control only when a plugin binds them.
 */
export const GridModule = new ContainerModule((options) => {
  options.bind<GridPreferences>(GridPreferences).to(SessionGridPreferences).inSingletonScope();
});
