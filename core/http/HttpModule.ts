import { ContainerModule } from 'inversify';
import { CallTracker } from './CallTracker.ts';
import { EventStreams } from './EventStreams.ts';
import { FetchEventStreams } from './FetchEventStreams.ts';
import { FetchHttpClient } from './FetchHttpClient.ts';
import { HttpClient } from './HttpClient.ts';
import { Notifier } from './Notifier.ts';
import { ObservableCallTracker } from './ObservableCallTracker.ts';
import { ObservableRequestAccountScope, RequestAccountScope } from './RequestAccountScope.ts';
import { SonnerNotifier } from './SonnerNotifier.ts';

/**
 * Binds the HTTP client, the event streams, the call tracker, the sonner notifier and the request account scope as singletons. The client also
 * needs a SessionTokenSource, which the session module binds.
 */
export const HttpModule = new ContainerModule((options) => {
  options.bind<HttpClient>(HttpClient).to(FetchHttpClient).inSingletonScope();
  options.bind<EventStreams>(EventStreams).to(FetchEventStreams).inSingletonScope();
  options.bind<CallTracker>(CallTracker).to(ObservableCallTracker).inSingletonScope();
  options.bind<Notifier>(Notifier).to(SonnerNotifier).inSingletonScope();
  options.bind<RequestAccountScope>(RequestAccountScope).to(ObservableRequestAccountScope).inSingletonScope();
});
