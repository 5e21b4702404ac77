import { describe, expect, it } from 'vitest';
import { ElementGate } from './ElementGate.ts';

describe('ElementGate', () => {
  it('runs at most the limit of calls to one element at once, in arrival order', async () => {
    const gate = new ElementGate();
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const calls = [0, 1, 2, 3].map((index) =>
      gate.run('hlr', 2, async () => {
        started.push(index);
        await new Promise<void>((resolve) => releases.push(resolve));
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(gate.busy('hlr')).toBe(2);
    releases[0]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    releases[1]?.();
    releases[2]?.();
    await new Promise((resolve) => setImmediate(resolve));
    releases[3]?.();
    expect(await Promise.all(calls)).toEqual([0, 1, 2, 3]);
    expect(gate.busy('hlr')).toBe(0);
  });

  it('keeps elements apart and frees a place when a call fails', async () => {
    const gate = new ElementGate();
    await expect(gate.run('pcrf', 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await gate.run('pcrf', 1, async () => 'again')).toBe('again');
    expect(await Promise.all([gate.run('a', 1, async () => 1), gate.run('b', 1, async () => 2)])).toEqual([1, 2]);
  });
});
