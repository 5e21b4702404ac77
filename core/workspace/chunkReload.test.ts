import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  installChunkReload,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './chunkReload.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isChunkLoadError', () => {
  it('knows a ChunkLoadError, "Loading chunk" messages and failed dynamic imports', () => {
    const named = Object.assign(new Error('whatever'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError('Loading CSS chunk 7 failed')).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /sdp/assets/a.js'))).toBe(true);
    expect(isChunkLoadError({ message: 'Importing a module script failed.' })).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  it('warns and reloads the first time, then not again within the window, then again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const options = { reload, storage, now: () => now };
    expect(reloadOnceForChunkError(new Error('Loading chunk 1 failed'), options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(console.warn).toHaveBeenCalledTimes(1);

    now += 5_000;
    expect(reloadOnceForChunkError(new Error('Loading chunk 1 failed'), options)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledTimes(2);

    now += CHUNK_RELOAD_WINDOW_MS;
    expect(reloadOnceForChunkError(new Error('Loading chunk 1 failed'), options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when it cannot remember having reloaded', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('storage disabled');
      },
    };
    expect(reloadOnceForChunkError(new Error('Loading chunk 1 failed'), { reload, storage })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('installChunkReload', () => {
  it('reloads on an unhandled chunk failure, once, and ignores other errors', () => {
    const reload = vi.fn();
    const stop = installChunkReload(window, { reload });
    const reject = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      window.dispatchEvent(event);
      return event;
    };
    reject(new Error('unrelated'));
    expect(reload).not.toHaveBeenCalled();

    const handled = reject(new TypeError('Failed to fetch dynamically imported module: /sdp/assets/a.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(handled.defaultPrevented).toBe(true);

    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Loading chunk 3 failed'), message: 'x' }));
    expect(reload).toHaveBeenCalledTimes(1);

    stop();
    sessionStorage.clear();
    reject(new Error('Loading chunk 4 failed'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("takes Vite's preload errors", () => {
    const reload = vi.fn();
    const stop = installChunkReload(window, { reload });
    const event = new Event('vite:preloadError', { cancelable: true });
    Object.defineProperty(event, 'payload', { value: new Error('Unable to preload CSS for /sdp/assets/a.css') });
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    stop();
  });
});
