// A seeded pseudo-random generator for property tests: the same seed replays the same run.

/** mulberry32: tiny, fast and good enough to shuffle operations; never used for anything secret. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    chance: (p: number): boolean => next() < p,
    pick<T>(items: readonly T[]): T | undefined {
      return items[int(0, items.length - 1)];
    },
  };
}

export type Prng = ReturnType<typeof prng>;
