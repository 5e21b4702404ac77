import { ContainerModule } from 'inversify';
import { CallTracker } from './CallTracker.ts';
import { FetchHttpClient } from './FetchHttpClient.ts';
import { HttpClient } from './HttpClient.ts';
import { Notifier } from './Notifier.ts';
import { ObservableCallTracker } from './ObservableCallTracker.ts';
import { SonnerNotifier } from './SonnerNotifier.ts';

/**
 * Binds the HTTP client, the call tracker and the sonner notifier as singletons. The client also
 * needs a SessionTokenSource, which the session module binds.
 */
export const HttpModule = new ContainerModule((options) => {
  options.bind<HttpClient>(HttpClient).to(FetchHttpClient).inSingletonScope();
  options.bind<CallTracker>(CallTracker).to(ObservableCallTracker).inSingletonScope();
  options.bind<Notifier>(Notifier).to(SonnerNotifier).inSingletonScope();
});
