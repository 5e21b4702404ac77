import { ContainerModule } from 'inversify';
import { GridPreferences, SecureGridPreferences } from './GridPreferences.ts';

/** Binds the per-user grid preferences. Needs the session module (SecureStorage, SessionStore) and, for DataGrid, the HttpClient. */
export const GridModule = new ContainerModule((options) => {
  options.bind<GridPreferences>(GridPreferences).to(SecureGridPreferences).inSingletonScope();
});
