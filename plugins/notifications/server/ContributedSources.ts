import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import type { NotificationSource, NotificationSources } from '../public/server/NotificationSources.ts';

/** The sources the plugins of this process registered, one per event. */
export class ContributedSources implements NotificationSources {
  private readonly sources = new Map<string, NotificationSource>();

  register(source: NotificationSource): void {
    if (this.sources.has(source.event)) throw new Error(`A source of ${source.event} is registered already`);
    this.sources.set(source.event, source);
  }

  list(): NotificationSource[] {
    return [...this.sources.values()];
  }
}

const processSources = new WeakMap<ServerServices, ContributedSources>();

/** The sources registered in the process whose services these are, made on the first call. */
export function sourcesOf(services: ServerServices): ContributedSources {
  let sources = processSources.get(services);
  if (!sources) {
    sources = new ContributedSources();
    processSources.set(services, sources);
  }
  return sources;
}
