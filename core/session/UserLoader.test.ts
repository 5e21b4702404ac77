import { describe, expect, it } from 'vitest';
import type { ApplicationMode } from '../contract/applicationMode.ts';
import type { UserInfo } from '../contract/auth.ts';
import type { AuthApi } from './authApi.ts';
import type { LocalItemKey } from './localItems.ts';
import type { SecureStorage } from './secureStorage.ts';
import { USER_LOAD_REUSE_MS, UserLoader } from './UserLoader.ts';
import { makeUser } from '../../tests/support/sessionDoubles.ts';

function loader() {
  const asked: string[] = [];
  const stored = new Map<string, unknown>();
  const shown: [LocalItemKey, unknown][] = [];
  let answer: (user: UserInfo) => void = () => undefined;
  let failNext = false;
  const api = {
    getUserAndRole: (mode: ApplicationMode, userId: string) => {
      asked.push(`${mode}/${userId}`);
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('offline'));
      }
      return new Promise<UserInfo>((resolve) => (answer = resolve));
    },
  } as unknown as AuthApi;
  const storage = {
    set: async (key: string, value: unknown) => void stored.set(key, value),
  } as unknown as SecureStorage;
  let now = 1_000;
  const users = new UserLoader(
    api,
    storage,
    (entries) => shown.push(...entries),
    () => now,
  );
  return {
    users,
    asked,
    stored,
    shown,
    answer: (user: UserInfo) => answer(user),
    failNext: () => (failNext = true),
    wait: (ms: number) => (now += ms),
  };
}

describe('UserLoader', () => {
  it('loads user and roles once for loads of one session and mode under way, shows and stores their items', async () => {
    const { users, asked, stored, shown, answer } = loader();
    const first = users.load('provisioning', 'u-1');
    const second = users.load('provisioning', 'u-1');
    expect(users.busy).toBe(true);
    answer(makeUser({ username: 'alice' }));
    expect(await first).toBe(await second);
    expect(asked).toEqual(['provisioning/u-1']);
    expect(users.busy).toBe(false);
    expect(shown).toContainEqual(['username', 'alice']);
    expect(stored.get('username')).toBe('alice');
  });

  it('reuses a load done moments ago, and asks again after a while, for another mode, or once forgotten', async () => {
    const { users, asked, answer, wait } = loader();
    const loading = users.load('provisioning', 'u-1');
    answer(makeUser());
    await loading;
    wait(USER_LOAD_REUSE_MS - 1);
    await users.load('provisioning', 'u-1');
    expect(asked).toHaveLength(1);
    const inventory = users.load('inventory', 'u-1');
    expect(asked).toEqual(['provisioning/u-1', 'inventory/u-1']);
    answer(makeUser());
    await inventory;
    wait(USER_LOAD_REUSE_MS);
    void users.load('inventory', 'u-1');
    expect(asked).toHaveLength(3);
    answer(makeUser());
    users.forget();
    void users.load('inventory', 'u-1');
    expect(asked).toHaveLength(4);
  });

  it('never reuses a failed load', async () => {
    const { users, asked, failNext } = loader();
    failNext();
    await expect(users.load('provisioning', 'u-1')).rejects.toThrow('offline');
    void users.load('provisioning', 'u-1');
    expect(asked).toHaveLength(2);
  });
});
