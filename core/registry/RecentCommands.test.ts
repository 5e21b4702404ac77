import { describe, expect, it } from 'vitest';
import { MemoryRecentCommandsStorage } from '../../tests/support/workbenchFixtures.ts';
import { RECENT_COMMANDS_LIMIT, RecentCommandsStore } from './RecentCommands.ts';

describe('RecentCommandsStore', () => {
  it('keeps the most recent first without repeats', () => {
    const recent = new RecentCommandsStore(undefined);
    for (const id of ['a', 'b', 'c', 'a']) recent.record(id);
    expect(recent.ids).toEqual(['a', 'c', 'b']);
  });

  it(`keeps at most ${RECENT_COMMANDS_LIMIT}`, () => {
    const recent = new RecentCommandsStore(undefined);
    for (let i = 0; i < 30; i++) recent.record(`c${i}`);
    expect(recent.ids).toHaveLength(RECENT_COMMANDS_LIMIT);
    expect(recent.ids[0]).toBe('c29');
    expect(recent.ids.at(-1)).toBe('c10');
  });

  it('saves every change once the stored list is loaded, one save after another', async () => {
    const storage = new MemoryRecentCommandsStorage(['old']);
    const recent = new RecentCommandsStore(storage);
    await recent.restore();
    recent.record('a');
    recent.record('b');
    await recent.saved();
    expect(storage.saved).toEqual([
      ['a', 'old'],
      ['b', 'a', 'old'],
    ]);
  });

  it('restores the stored list behind what was recorded meanwhile, dropping junk', async () => {
    const storage = new MemoryRecentCommandsStorage(['x', 42, 'a', '', 'y']);
    const recent = new RecentCommandsStore(storage);
    recent.record('a');
    expect(storage.saved).toEqual([]);
    await recent.restore();
    expect(recent.ids).toEqual(['a', 'x', 'y']);
    await recent.saved();
    expect(storage.saved).toEqual([['a', 'x', 'y']]);
  });
});
