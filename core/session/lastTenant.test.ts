import { observable, runInAction } from 'mobx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, RecordingNavigator, resetBrowserState } from '../../tests/support/sessionDoubles.ts';
import { MemoryKeyProvider } from './cryptoKeyProvider.ts';
import { BrowserLastTenant } from './lastTenant.ts';
import { WebCryptoSecureStorage } from './secureStorage.ts';

describe('the last tenant', () => {
  beforeEach(() => resetBrowserState());

  it('is remembered while signed in and cleared with the session (sign-out, 401)', async () => {
    const storage = new WebCryptoSecureStorage(new MemoryKeyProvider(), new RecordingNavigator());
    const session = observable({ user: makeUser({ tenantId: 't-1' }) as ReturnType<typeof makeUser> | null });
    const lastTenant = new BrowserLastTenant(storage, session);
    const stop = lastTenant.start();
    const stored = () => Object.keys(localStorage).filter((key) => key.includes('lastTenant'));
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
    runInAction(() => {
      session.user = null;
    });
    await expect(lastTenant.read()).resolves.toBe('t-1');

    await storage.clear();

    await expect(lastTenant.read()).resolves.toBeNull();
    expect(stored()).toEqual([]);
    stop();
  });
});
