import { createContext } from 'react';

/** The part of a location a guard compares: paths include the router's base path on both sides. */
export interface GuardedLocation {
  pathname: string;
  search: string;
}

/** True when going from `current` to `next` would leave unsaved changes behind. */
export type LeaveCheck = (current: GuardedLocation, next: GuardedLocation) => boolean;

/** A navigation held until the guard that stopped it gets its user's answer. */
export interface HeldNavigation {
  /** The id `register` gave the guard that holds it. */
  owner: number;
  /** Goes on with the navigation. */
  proceed(): void;
  /** Drops it; the console stays where it is. */
  cancel(): void;
}

/**
 * The console's navigation guards: forms with unsaved changes register a check, and the router asks
 * every check before it moves (links, `navigate`, Back and Forward). The first check that says
 * "leave" holds the navigation until its form answers.
 */
export class NavigationGuard {
  private readonly checks = new Map<number, LeaveCheck>();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  private current: HeldNavigation | null = null;

  /** Adds a check; returns its id and the function that removes it. */
  register(check: LeaveCheck): { id: number; unregister: () => void } {
    const id = this.nextId++;
    this.checks.set(id, check);
    return {
      id,
      unregister: () => {
        this.checks.delete(id);
        if (this.current?.owner === id) this.hold(null);
      },
    };
  }

  /** The id of the first check that stops the move, or null when nothing does. */
  stoppedBy(current: GuardedLocation, next: GuardedLocation): number | null {
    for (const [id, check] of this.checks) if (check(current, next)) return id;
    return null;
  }

  /** Holds `go` for the guard `owner`; a navigation held before is dropped. */
  holdFor(owner: number, go: () => void): void {
    this.hold({
      owner,
      proceed: () => {
        this.hold(null);
        go();
      },
      cancel: () => this.hold(null),
    });
  }

  get held(): HeldNavigation | null {
    return this.current;
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private hold(navigation: HeldNavigation | null): void {
    this.current = navigation;
    for (const listener of this.listeners) listener();
  }
}

/** The guard of the console's router; null outside it (a screen rendered alone then guards only unload). */
export const NavigationGuardContext = createContext<NavigationGuard | null>(null);
