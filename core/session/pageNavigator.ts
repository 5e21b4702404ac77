import { injectable } from 'inversify';

/** Full-page navigation: leaving the single-page app, so in-memory state is dropped. */
export const PageNavigator = Symbol.for('sdp.PageNavigator');
export interface PageNavigator {
  reload(): void;
  assign(url: string): void;
  replace(url: string): void;
}

@injectable()
export class BrowserPageNavigator implements PageNavigator {
  reload(): void {
    window.location.reload();
  }

  assign(url: string): void {
    window.location.assign(url);
  }

  replace(url: string): void {
    window.location.replace(url);
  }
}
