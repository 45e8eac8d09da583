/**
 * A small seeded pseudo-random generator (mulberry32: 32 bits of state, period 2^32, passes
 * gjrand/PractRand well enough for simulation, not for secrets) and a standard normal drawn from it
 * by the Box–Muller transform. The state is one integer, so it serialises as JSON. Core code never
 * calls `Math.random`: every stream is derived from a seed with `hashSeed`.
 */

/** The whole state of a generator: one unsigned 32-bit integer. */
export interface RandomState {
  readonly a: number;
}

/** A generator that advances its own copy of the state; for tight loops where a new object per draw is too slow. */
export interface Random {
  /** A uniform float in [0, 1). */
  uniform(): number;
  /** A standard normal (mean 0, variance 1). */
  normal(): number;
  /** The current state, to serialise or to resume from. */
  state(): RandomState;
}

/**
 * Mixes numbers and strings into one 32-bit seed (FNV-1a over the parts, then a murmur3 finaliser).
 * `hashSeed(seed, 'BTCUSD', day)` gives an independent stream per instrument and day.
 */
export function hashSeed(...parts: readonly (number | string)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    if (typeof part === 'number') {
      // Fractions and large values are folded in too, so 1, 1.5 and 2^40 + 1 all differ.
      h = mixWord(h, part | 0);
      h = mixWord(h, Math.floor(part / 4294967296) | 0);
      h = mixWord(h, Math.floor((part - Math.floor(part)) * 4294967296) | 0);
    } else {
      for (let i = 0; i < part.length; i++) h = Math.imul(h ^ (part.charCodeAt(i) & 0xff), 0x01000193);
      h = Math.imul(h ^ 0xff, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over the four bytes of a 32-bit word, low byte first. */
function mixWord(hash: number, word: number): number {
  let h = hash;
  h = Math.imul(h ^ (word & 0xff), 0x01000193);
  h = Math.imul(h ^ ((word >>> 8) & 0xff), 0x01000193);
  h = Math.imul(h ^ ((word >>> 16) & 0xff), 0x01000193);
  return Math.imul(h ^ (word >>> 24), 0x01000193);
}

/** A generator state from a seed (any number; only its hash matters). */
export function randomState(seed: number): RandomState {
  return { a: hashSeed(seed) };
}

function mulberry32(a: number): [value: number, next: number] {
  const next = (a + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next >>> 0];
}

/** Draws a uniform float in [0, 1) and returns it with the next state. Pure. */
export function nextUniform(state: RandomState): [value: number, next: RandomState] {
  const [value, a] = mulberry32(state.a);
  return [value, { a }];
}

/** Draws a standard normal (two uniforms, Box–Muller) and returns it with the next state. Pure. */
export function nextNormal(state: RandomState): [value: number, next: RandomState] {
  const [u1, a1] = mulberry32(state.a);
  const [u2, a2] = mulberry32(a1);
  return [boxMuller(u1, u2), { a: a2 }];
}

function boxMuller(u1: number, u2: number): number {
  // 1 − u1 is in (0, 1], so the logarithm is finite.
  return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
}

/** A generator that starts at `state`; draws are the same as chaining `nextUniform`/`nextNormal`. */
export function createRandom(state: RandomState): Random {
  let a = state.a | 0;
  // The same steps as `mulberry32`, inlined: bulk history draws millions of numbers.
  const uniform = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    uniform,
    normal: () => {
      const u1 = uniform();
      return boxMuller(u1, uniform());
    },
    state: () => ({ a: a >>> 0 }),
  };
}

/**
 * Fills `out` with standard normals from `state` and returns the state after them. Uses both
 * outputs of each Box–Muller pair, so it is about twice as fast as `normal()` in a loop (and gives
 * different numbers from it). For bulk generation; `out` is the only thing written.
 */
export function fillNormals(state: RandomState, out: Float64Array): RandomState {
  let a = state.a | 0;
  for (let i = 0; i < out.length; i += 2) {
    // Two mulberry32 steps, inlined (see `mulberry32`).
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const u1 = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    a = (a + 0x6d2b79f5) | 0;
    t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const u2 = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    const radius = Math.sqrt(-2 * Math.log(1 - u1));
    const angle = 2 * Math.PI * u2;
    out[i] = radius * Math.cos(angle);
    if (i + 1 < out.length) out[i + 1] = radius * Math.sin(angle);
  }
  return { a: a >>> 0 };
}
