import { Container } from 'inversify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryKeyProvider } from '../../core/session/cryptoKeyProvider.ts';
import { ScreenPreload } from '../../core/session/landing.ts';
import { LAST_LANDING_KEY } from '../../core/session/lastLanding.ts';
import { SecureStorage, WebCryptoSecureStorage } from '../../core/session/secureStorage.ts';
import { RecordingNavigator } from '../../tests/support/sessionDoubles.ts';
import { containerLoginServices } from './containerLoginServices.ts';

function servicesWith() {
  const storage = new WebCryptoSecureStorage(new MemoryKeyProvider(), new RecordingNavigator());
  const chunks: string[] = [];
  const container = new Container();
  container.bind<SecureStorage>(SecureStorage).toConstantValue(storage);
  container.bind<ScreenPreload>(ScreenPreload).toConstantValue({
    open: () => undefined,
    openChunk: (target) => chunks.push(target),
  });
  return { services: containerLoginServices(container), storage, chunks };
}

describe('the login form’s prefetch', () => {
  beforeEach(() => localStorage.clear());

  it('loads the chunk of the screen the last sign-in on this browser landed on', async () => {
    const { services, storage, chunks } = servicesWith();
    await storage.set(LAST_LANDING_KEY, '/monitor/order-listing');
    services.prefetch();
    await vi.waitFor(() => expect(chunks).toEqual(['/monitor/order-listing']));
  });

  it('loads nothing ahead on a browser nobody signed in on', async () => {
    const { services, chunks } = servicesWith();
    services.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunks).toEqual([]);
  });
});
