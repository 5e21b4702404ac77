import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RegisteredRoute } from '../plugin/PluginContributions.ts';

const screens = new WeakMap<RegisteredRoute, LazyExoticComponent<ComponentType>>();

/** The route's page as a lazy component, created once per route so its chunk loads once. */
export function lazyScreen(route: RegisteredRoute): LazyExoticComponent<ComponentType> {
  let screen = screens.get(route);
  if (!screen) {
    screen = lazy(route.load);
    screens.set(route, screen);
  }
  return screen;
}
