import { describe, expect, it } from 'vitest';
import type { NotificationHandlers } from './notifications.ts';
import { SharedListener, type ListenSession, type ListenSessionEvents } from './SharedListener.ts';

/** Sessions that record what they were asked, and can be lost or refuse to open. */
class FakeSessions {
  readonly opened: { events: ListenSessionEvents; calls: string[]; ended: boolean }[] = [];
  refuse = false;

  readonly open = async (events: ListenSessionEvents): Promise<ListenSession> => {
    if (this.refuse) throw new Error('connection refused');
    const record = { events, calls: [] as string[], ended: false };
    this.opened.push(record);
    return {
      listen: async (channel) => void record.calls.push(`LISTEN ${channel}`),
      unlisten: async (channel) => void record.calls.push(`UNLISTEN ${channel}`),
      sync: async () => void record.calls.push('sync'),
      end: async () => {
        record.ended = true;
      },
    };
  };

  get last() {
    const last = this.opened.at(-1);
    if (!last) throw new Error('no session was opened');
    return last;
  }
}

/** Handlers that write what they are told into one shared log, under a name. */
function heard(log: string[], name: string): NotificationHandlers {
  return {
    notified: (payload) => log.push(`${name} heard ${payload}`),
    connected: () => log.push(`${name} connected`),
    lost: () => log.push(`${name} lost`),
  };
}

describe('one listen session per process', () => {
  it('listens on every channel of every listener through one session, each channel once', async () => {
    const sessions = new FakeSessions();
    const shared = new SharedListener(sessions.open);
    const log: string[] = [];
    await shared.listen('orders', heard(log, 'hub'));
    await shared.listen('orders', heard(log, 'dispatcher'));
    await shared.listen('auth', heard(log, 'cache'));

    expect(sessions.opened).toHaveLength(1);
    expect(sessions.last.calls).toEqual(['LISTEN orders', 'LISTEN auth']);
    expect(shared.channels).toBe(2);
    expect(log).toEqual(['hub connected', 'dispatcher connected', 'cache connected']);

    log.length = 0;
    sessions.last.events.notified('orders', 'aurora');
    sessions.last.events.notified('auth', 'token');
    expect(log).toEqual(['hub heard aurora', 'dispatcher heard aurora', 'cache heard token']);
    await shared.close();
  });

  it('unlistens a channel when its last listener leaves, and ends the session with the last of all', async () => {
    const sessions = new FakeSessions();
    const shared = new SharedListener(sessions.open);
    const log: string[] = [];
    const hub = await shared.listen('orders', heard(log, 'hub'));
    const dispatcher = await shared.listen('orders', heard(log, 'dispatcher'));
    const cache = await shared.listen('auth', heard(log, 'cache'));

    await hub.close();
    expect(sessions.last.calls).not.toContain('UNLISTEN orders');
    await dispatcher.close();
    expect(sessions.last.calls).toContain('UNLISTEN orders');
    log.length = 0;
    sessions.last.events.notified('orders', 'aurora');
    expect(log).toEqual([]);

    await cache.close();
    expect(sessions.last.ended).toBe(true);
    expect(cache.connected).toBe(false);

    await shared.listen('auth', heard(log, 'cache again'));
    expect(sessions.opened).toHaveLength(2);
    expect(sessions.last.calls).toEqual(['LISTEN auth']);
    await shared.close();
  });

  it('after a lost session, listens on every channel again and tells every listener', async () => {
    const sessions = new FakeSessions();
    const shared = new SharedListener(sessions.open);
    const log: string[] = [];
    const hub = await shared.listen('orders', heard(log, 'hub'));
    const cache = await shared.listen('auth', heard(log, 'cache'));
    log.length = 0;

    sessions.refuse = true;
    sessions.last.events.lost(new Error('terminated'));
    expect(log).toEqual(['hub lost', 'cache lost']);
    expect(hub.connected).toBe(false);
    // A reconnect that fails tells the listeners again and tries later.
    await expect.poll(() => log.length, { timeout: 2_000 }).toBe(4);
    expect(log.slice(2)).toEqual(['hub lost', 'cache lost']);

    sessions.refuse = false;
    await expect.poll(() => sessions.opened.length, { timeout: 2_000 }).toBe(2);
    expect(sessions.last.calls).toEqual(['LISTEN orders', 'LISTEN auth']);
    expect(log.slice(4)).toEqual(['hub connected', 'cache connected']);
    expect(cache.connected).toBe(true);

    await cache.sync();
    expect(sessions.last.calls.at(-1)).toBe('sync');
    log.length = 0;
    sessions.last.events.notified('orders', 'aurora');
    expect(log).toEqual(['hub heard aurora']);
    await shared.close();
    expect(sessions.last.ended).toBe(true);
  });

  it('answers a listen that cannot open the session with its error, keeping no subscription', async () => {
    const sessions = new FakeSessions();
    const shared = new SharedListener(sessions.open);
    sessions.refuse = true;
    await expect(shared.listen('auth', heard([], 'cache'))).rejects.toThrow('connection refused');
    sessions.refuse = false;
    const log: string[] = [];
    await shared.listen('orders', heard(log, 'hub'));
    expect(sessions.last.calls).toEqual(['LISTEN orders']);
    await shared.close();
  });
});
