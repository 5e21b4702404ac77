import { useEffect, useState } from 'react';
import { useService } from '../../di/ContainerContext.tsx';
import { isApiError } from '../../http/ApiError.ts';
import type { HttpClient } from '../../http/HttpClient.ts';
import { PreloadedCalls } from '../../http/PreloadedCalls.ts';

/** Reads what a studio shows, by its name; keep it stable (a module-level function). */
export type OpenByName<T> = (name: string, http: HttpClient, signal: AbortSignal) => Promise<T>;

export interface OpenedByName<T> {
  /** What was read; null while reading, when no name is given, or after a failure. */
  opened: T | null;
  /** Why it could not be read, in the server's words. */
  failure: string | null;
}

/**
 * What a studio's `?…Name=` names, read again whenever the name changes; a reading that the next name
 * overtook is dropped. `what` names it in the fallback failure ("workflow").
 */
export function useOpenByName<T>(name: string, open: OpenByName<T>, what: string): OpenedByName<T> {
  // A GET the route's `preload` started while the chunk loaded is answered from there, not sent again.
  const http: HttpClient = useService<PreloadedCalls>(PreloadedCalls);
  const [state, setState] = useState<OpenedByName<T>>({ opened: null, failure: null });

  useEffect(() => {
    setState({ opened: null, failure: null });
    if (!name) return;
    const controller = new AbortController();
    const { signal } = controller;
    open(name, http, signal).then(
      (opened) => !signal.aborted && setState({ opened, failure: null }),
      (error: unknown) => {
        if (signal.aborted) return;
        const message =
          isApiError(error) || error instanceof Error ? error.message : `The ${what} could not be opened.`;
        setState({ opened: null, failure: message });
      },
    );
    return () => controller.abort();
  }, [http, name, open, what]);

  return state;
}
