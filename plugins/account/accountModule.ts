import { ContainerModule } from 'inversify';
import { AccountApi, HttpAccountApi } from './accountApi.ts';

/** Binds the account screens' API; it needs the HTTP module's HttpClient and CallTracker. */
export const accountModule = new ContainerModule((options) => {
  options.bind<AccountApi>(AccountApi).to(HttpAccountApi).inSingletonScope();
});
