import type { ComponentType } from 'react';
import type { RegisteredRoute } from '../plugin/PluginContributions.ts';
import { preloadable, type Preloadable } from '../shell/preloadable.tsx';

const screens = new WeakMap<RegisteredRoute, Preloadable<object>>();

function screenOf(route: RegisteredRoute): Preloadable<object> {
  let screen = screens.get(route);
  if (!screen) {
    screen = preloadable(route.load);
    screens.set(route, screen);
  }
  return screen;
}

/** The route's page, created once per route: it suspends until its chunk is in, and never after. */
export function lazyScreen(route: RegisteredRoute): ComponentType {
  return screenOf(route).Component;
}

/** Loads the route's page once; a screen that links to it calls this early so opening it waits only for data. */
export function preloadScreen(route: RegisteredRoute): Promise<void> {
  return screenOf(route).preload();
}
