import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  installChunkReload,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './chunkReload.ts';
import { MemoryKeyProvider } from '../session/cryptoKeyProvider.ts';
import { TabSecureStorage } from '../session/secureStorage.ts';
import { RecordingNavigator } from '../../tests/support/sessionDoubles.ts';

/** The tab's encrypted storage, as the console uses it. */
const tabStorage = () => new TabSecureStorage(new MemoryKeyProvider(), new RecordingNavigator());

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
  it('warns and reloads the first time, then not again within the window, then again after it', async () => {
    const storage = tabStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const options = { reload, storage, now: () => now };
    expect(await reloadOnceForChunkError(new Error('Loading chunk 1 failed'), options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await storage.get(CHUNK_RELOAD_KEY)).toBe(1_000_000);
    expect(console.warn).toHaveBeenCalledTimes(1);

    now += 5_000;
    expect(await reloadOnceForChunkError(new Error('Loading chunk 1 failed'), options)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledTimes(2);

    now += CHUNK_RELOAD_WINDOW_MS;
    expect(await reloadOnceForChunkError(new Error('Loading chunk 1 failed'), options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the time of the reload for the tab only, encrypted', async () => {
    await reloadOnceForChunkError(new Error('Loading chunk 1 failed'), {
      reload: vi.fn(),
      storage: tabStorage(),
      now: () => 1_234_567,
    });
    expect(Object.keys(sessionStorage)).toEqual([`sdp.${CHUNK_RELOAD_KEY}`]);
    expect(sessionStorage.getItem(`sdp.${CHUNK_RELOAD_KEY}`)).not.toContain('1234567');
    expect(localStorage.length).toBe(0);
  });

  it('does not reload when it cannot remember having reloaded', async () => {
    const reload = vi.fn();
    const storage = {
      get: async () => null,
      set: async () => {
        throw new Error('storage disabled');
      },
    };
    expect(await reloadOnceForChunkError(new Error('Loading chunk 1 failed'), { reload, storage })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('installChunkReload', () => {
  it('reloads on an unhandled chunk failure, once, and ignores other errors', async () => {
    const reload = vi.fn();
    const stop = installChunkReload(window, { reload, storage: tabStorage() });
    const reject = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      window.dispatchEvent(event);
      return event;
    };
    reject(new Error('unrelated'));
    expect(reload).not.toHaveBeenCalled();

    const handled = reject(new TypeError('Failed to fetch dynamically imported module: /sdp/assets/a.js'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(handled.defaultPrevented).toBe(true);

    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Loading chunk 3 failed'), message: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reload).toHaveBeenCalledTimes(1);

    stop();
    sessionStorage.clear();
    reject(new Error('Loading chunk 4 failed'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("takes Vite's preload errors", async () => {
    const reload = vi.fn();
    const stop = installChunkReload(window, { reload, storage: tabStorage() });
    const event = new Event('vite:preloadError', { cancelable: true });
    Object.defineProperty(event, 'payload', { value: new Error('Unable to preload CSS for /sdp/assets/a.css') });
    window.dispatchEvent(event);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(event.defaultPrevented).toBe(true);
    stop();
  });
});
