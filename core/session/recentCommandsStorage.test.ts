import { describe, expect, it } from 'vitest';
import { RecentCommandsStore } from '../registry/RecentCommands.ts';
import { MemoryKeyProvider } from './cryptoKeyProvider.ts';
import { SecureRecentCommandsStorage } from './recentCommandsStorage.ts';
import { WebCryptoSecureStorage } from './secureStorage.ts';
import { makeUser, RecordingNavigator } from '../../tests/support/sessionDoubles.ts';

describe('recent commands between visits', () => {
  it('come back after a reload, per user, and are stored encrypted', async () => {
    const keys = new MemoryKeyProvider();
    const session = { user: makeUser() };
    const firstVisit = new RecentCommandsStore(
      new SecureRecentCommandsStorage(new WebCryptoSecureStorage(keys, new RecordingNavigator()), session),
    );
    await firstVisit.restore();
    firstVisit.record('users.createUser');
    firstVisit.record('nav.users');
    await firstVisit.restore();
    await firstVisit.saved();
    expect(JSON.stringify({ ...localStorage })).not.toContain('users.createUser');

    const reloaded = new RecentCommandsStore(
      new SecureRecentCommandsStorage(new WebCryptoSecureStorage(keys, new RecordingNavigator()), session),
    );
    await reloaded.restore();
    expect(reloaded.ids).toEqual(['nav.users', 'users.createUser']);

    const otherUser = new RecentCommandsStore(
      new SecureRecentCommandsStorage(new WebCryptoSecureStorage(keys, new RecordingNavigator()), {
        user: makeUser({ userId: 'u-bob', username: 'bob' }),
      }),
    );
    await otherUser.restore();
    expect(otherUser.ids).toEqual([]);
  });
});
