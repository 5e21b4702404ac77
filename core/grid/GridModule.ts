import { ContainerModule } from 'inversify';
import { GridPreferences } from './GridPreferences.ts';
import { ServerGridPreferences } from './ServerGridPreferences.ts';

/** Binds the per-user grid preferences. Needs the session module (SecureStorage, SessionStore) and the HttpClient. */
export const GridModule = new ContainerModule((options) => {
  options.bind<GridPreferences>(GridPreferences).to(ServerGridPreferences).inSingletonScope();
});
