/**
 * Spec section 8: a chunk that fails to load (usually a deploy replaced the hashed files this page
 * still refers to) logs a warning and reloads the page — once. The time of the reload is kept in
 * sessionStorage, so a chunk that still fails after it shows the error screen instead of looping.
 */

export const CHUNK_RELOAD_KEY = 'sdp.chunkReloadAt';
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
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
}

function lastReloadAt(storage: Pick<Storage, 'getItem'>): number | null {
  try {
    const value = Number(storage.getItem(CHUNK_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Warns and reloads, unless the page was reloaded for a chunk failure moments ago.
 * Returns true when it reloads.
 */
export function reloadOnceForChunkError(reason: unknown, options: ChunkReloadOptions): boolean {
  const storage = options.storage ?? sessionStorage;
  const now = (options.now ?? Date.now)();
  const last = lastReloadAt(storage);
  if (last !== null && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) {
    console.warn('A chunk failed to load again right after a reload; not reloading again.', reason);
    return false;
  }
  console.warn('A chunk failed to load; reloading the page.', reason);
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage a loop cannot be ruled out: do not reload at all.
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
    if (isChunkLoadError(event.error ?? event.message)) reloadOnceForChunkError(event.error ?? event.message, options);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && reloadOnceForChunkError(event.reason, options)) event.preventDefault();
  };
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (reloadOnceForChunkError(payload ?? event, options)) event.preventDefault();
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
