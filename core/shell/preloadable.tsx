import { lazy, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Suspends until its chunk has loaded, then renders at once — also on the first render after `preload`. */
  Component: ComponentType<P>;
  /** Loads the chunk now (once), e.g. while the browser is idle before the user needs it. */
  preload(): Promise<void>;
}

/**
 * A lazily loaded component that can be loaded ahead. Unlike `React.lazy` alone, once its chunk is in it
 * renders without suspending, so no loading fallback flashes (React holds a revealed fallback back for
 * a while, which a preloaded chunk should never cost).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function PreloadableComponent(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: PreloadableComponent, preload: () => preload().then(() => undefined) };
}
