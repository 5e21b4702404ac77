import { ContainerModule } from 'inversify';
import { GridPreferences } from '../../core/grid/GridPreferences.ts';
import { GridViews } from '../../core/grid/GridViews.ts';
import { savedGridViews } from './savedGridViews.ts';
import { ServerGridPreferences } from './ServerGridPreferences.ts';

/**
 * Plugs the views into the grid's extension points. Core's GridModule binds column layouts kept for the
 * session only, and plugin modules load after it: `rebind` puts the server-kept ones in their place. The
 * saved views have no default to replace. Needs the session module (SecureStorage, SessionStore) and the
 * HttpClient.
 */
export const viewsModule = new ContainerModule((options) => {
  options.rebind<GridPreferences>(GridPreferences).to(ServerGridPreferences).inSingletonScope();
  options.bind<GridViews>(GridViews).toConstantValue(savedGridViews);
});
