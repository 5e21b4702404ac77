/**
 * The one random source of the benchmarks: a seeded generator (mulberry32), so every run works on the
 * same data and its figures can be compared with the last run's. Never use Math.random in tests/bench.
 */
export type Random = () => number;

/** Numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, below). */
export function randomInt(random: Random, below: number): number {
  return Math.floor(random() * below);
}

/** One element of a non-empty list. */
export function pick<T>(list: readonly T[], random: Random): T {
  return list[randomInt(random, list.length)] as T;
}
