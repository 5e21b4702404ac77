import type { SecureStorage } from '../session/secureStorage.ts';

/**
 * Spec section 8: a chunk that fails to load (usually a deploy replaced the hashed files this page
 * still refers to) logs a warning and reloads the page — once. The time of the reload is kept for the
 * tab, encrypted like all local data, so a chunk that still fails after it shows the error screen
 * instead of looping.
 */

export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A second chunk failure within this time of the last reload is not reloaded again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR_MESSAGES = [
  'Loading chunk',
  'Loading CSS chunk',
  // Vite and Chromium, Firefox and Safari for a failed dynamic import().
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object' && 'message' in reason && typeof reason.message === 'string') {
    return reason.message;
  }
  return '';
}

function nameOf(reason: unknown): string {
  if (reason && typeof reason === 'object' && 'name' in reason && typeof reason.name === 'string') return reason.name;
  return '';
}

export function isChunkLoadError(reason: unknown): boolean {
  if (nameOf(reason) === 'ChunkLoadError') return true;
  const message = messageOf(reason);
  return CHUNK_ERROR_MESSAGES.some((text) => message.includes(text));
}

export interface ChunkReloadOptions {
  reload: () => void;
  /** The tab's encrypted storage (`TabSecureStorage`), where the time of the last reload is kept. */
  storage: Pick<SecureStorage, 'get' | 'set'>;
  now?: () => number;
}

async function lastReloadAt(storage: ChunkReloadOptions['storage']): Promise<number | null> {
  try {
    const value = Number(await storage.get<number>(CHUNK_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Warns and reloads, unless the page was reloaded for a chunk failure moments ago.
 * Resolves true when it reloads.
 */
export async function reloadOnceForChunkError(reason: unknown, options: ChunkReloadOptions): Promise<boolean> {
  const now = (options.now ?? Date.now)();
  const last = await lastReloadAt(options.storage);
  if (last !== null && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) {
    console.warn('A chunk failed to load again right after a reload; not reloading again.', reason);
    return false;
  }
  console.warn('A chunk failed to load; reloading the page.', reason);
  try {
    await options.storage.set(CHUNK_RELOAD_KEY, now);
  } catch {
    // Without the tab's storage a loop cannot be ruled out: do not reload at all.
    return false;
  }
  options.reload();
  return true;
}

/**
 * Listens for chunk failures that no error boundary sees (a failed import() outside rendering,
 * Vite's preload errors). Returns the function that stops listening.
 */
export function installChunkReload(target: Window, options: ChunkReloadOptions): () => void {
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error ?? event.message)) {
      void reloadOnceForChunkError(event.error ?? event.message, options);
    }
  };
  // Handled here either way: the page reloads, or it logs the failure as a warning and stays.
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    void reloadOnceForChunkError(event.reason, options);
  };
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    event.preventDefault();
    void reloadOnceForChunkError(payload ?? event, options);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('vite:preloadError', onPreloadError);
  };
}
