import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable } from 'mobx';
import { SessionStore } from '../../session/SessionStore.ts';

/**
 * The sidebar's mode and the mobile drawer. Icon-only mode is off by default and remembered in the
 * session's `iconViewMode` item (spec sections 2 and 3).
 */
export const SidebarState = Symbol.for('sdp.SidebarState');
export interface SidebarState {
  /** True: 64 px, icons only. False: 80 px, icon and short label. */
  readonly iconOnly: boolean;
  readonly drawerOpen: boolean;
  toggleIconOnly(): Promise<void>;
  openDrawer(): void;
  closeDrawer(): void;
}

@injectable()
export class SessionSidebarState implements SidebarState {
  drawerOpen = false;

  constructor(@inject(SessionStore) private readonly session: SessionStore) {
    makeObservable(this, {
      drawerOpen: observable,
      iconOnly: computed,
      openDrawer: action,
      closeDrawer: action,
    });
  }

  get iconOnly(): boolean {
    return this.session.item('iconViewMode') ?? false;
  }

  toggleIconOnly(): Promise<void> {
    return this.session.setItem('iconViewMode', !this.iconOnly);
  }

  openDrawer(): void {
    this.drawerOpen = true;
  }

  closeDrawer(): void {
    this.drawerOpen = false;
  }
}
