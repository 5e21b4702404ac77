import { ContainerModule } from 'inversify';
import { CallTracker } from './CallTracker.ts';
import { EventStreams } from './EventStreams.ts';
import { FetchEventStreams } from './FetchEventStreams.ts';
import { FetchHttpClient } from './FetchHttpClient.ts';
import { HttpClient } from './HttpClient.ts';
import { Notifier } from './Notifier.ts';
import { ObservableCallTracker } from './ObservableCallTracker.ts';
import { HttpPreloadedCalls, PreloadedCalls } from './PreloadedCalls.ts';
import { ObservableRequestAccountScope, RequestAccountScope } from './RequestAccountScope.ts';
import { SonnerNotifier } from './SonnerNotifier.ts';

/**
 * Binds the HTTP client, the event streams, the call tracker, the sonner notifier, the request account scope and the preloaded calls as singletons. The client also
 * needs a SessionTokenSource, which the session module binds.
 */
export const HttpModule = new ContainerModule((options) => {
  options.bind<HttpClient>(HttpClient).to(FetchHttpClient).inSingletonScope();
  options.bind<EventStreams>(EventStreams).to(FetchEventStreams).inSingletonScope();
  options.bind<CallTracker>(CallTracker).to(ObservableCallTracker).inSingletonScope();
  options.bind<Notifier>(Notifier).to(SonnerNotifier).inSingletonScope();
  options.bind<RequestAccountScope>(RequestAccountScope).to(ObservableRequestAccountScope).inSingletonScope();
  options.bind<PreloadedCalls>(PreloadedCalls).to(HttpPreloadedCalls).inSingletonScope();
});
