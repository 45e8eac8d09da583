/**
 * The crash test's randomness: one seed, printed and kept with a failed run, from which every client,
 * the staff desk and the killer draw their own stream (mulberry32 over a string hash), so a run's
 * choices can be read back from its seed. Replies and timings still differ between runs on a loaded
 * machine, so a seed replays the plan, not the exact interleaving.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with probability proportional to its weight. */
  weighted<T extends { readonly weight: number }>(items: readonly T[]): T;
  /** A request id the contract accepts (8–64 letters, digits, dash, underscore). */
  requestId(): string;
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A stream named `name` of the run seeded with `seed`. */
export function rngFor(seed: number, name: string): Rng {
  let state = hashString(`${seed}:${name}`) || 1;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  let counter = 0;
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick(items) {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted(items) {
      const total = items.reduce((sum, item) => sum + item.weight, 0);
      let left = next() * total;
      for (const item of items) {
        left -= item.weight;
        if (left < 0) return item;
      }
      const last = items.at(-1);
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last;
    },
    requestId() {
      counter += 1;
      return `chaos-${seed.toString(36)}-${hashString(name).toString(36)}-${counter}-${int(0, 1e9).toString(36)}`;
    },
  };
}
