import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import type { CommandContext } from '../plugin/manifest.ts';
import type { CommandContextProvider } from '../registry/CommandContextProvider.ts';
import { PaletteController } from '../shell/palette/PaletteController.ts';
import { WorkspaceContainer } from './WorkspaceContainer.ts';

export type Navigate = (to: string) => void;

/**
 * The router's state for code outside React: the current path (observable, so command `when`
 * preconditions re-run on navigation) and navigation, which the router registers once mounted.
 */
export const NavigationService = Symbol.for('sdp.NavigationService');
export interface NavigationService {
  /** The current path inside the console, e.g. `/monitor/worklist`. */
  readonly pathname: string;
  navigate(to: string): void;
  /** Called by the router on every location change. */
  setPathname(pathname: string): void;
  /** The router hands over its navigate function; the returned function takes it back. */
  registerNavigator(navigate: Navigate): () => void;
}

/** Paths relative to the /sdp base, as commands write them. */
function normalisePath(to: string): string {
  return to.startsWith('/') || to.startsWith('?') || to.startsWith('#') ? to : `/${to}`;
}

/** The NavigationService, and the CommandContextProvider that gives commands navigate, pathname, get and openPalette. */
@injectable()
export class ShellCommandContext implements NavigationService, CommandContextProvider {
  pathname = '/';
  private navigator: Navigate | null = null;
  /** Navigations requested before the router mounted; the last one wins once it does. */
  private pending: string | null = null;

  constructor(@inject(WorkspaceContainer) private readonly container: WorkspaceContainer) {
    makeObservable(this, { pathname: observable, setPathname: action });
  }

  navigate(to: string): void {
    const target = normalisePath(to);
    if (this.navigator) this.navigator(target);
    else this.pending = target;
  }

  setPathname(pathname: string): void {
    if (this.pathname !== pathname) this.pathname = pathname;
  }

  registerNavigator(navigate: Navigate): () => void {
    this.navigator = navigate;
    const pending = this.pending;
    this.pending = null;
    if (pending !== null) navigate(pending);
    return () => {
      if (this.navigator === navigate) this.navigator = null;
    };
  }

  get context(): CommandContext {
    return {
      navigate: (to) => this.navigate(to),
      pathname: this.pathname,
      get: <T>(token: ServiceIdentifier<T>): T => this.container.get<T>(token),
      // Resolved on use: the palette's controller may itself depend on the command registry.
      openPalette: (pageCommandId) => this.container.get<PaletteController>(PaletteController).open(pageCommandId),
    };
  }
}
