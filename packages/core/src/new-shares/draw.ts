import { sha256, sha256Hex, utf8 } from './sha256';

/**
 * The new-share draw (docs/SPEC.md N1–N5): a documented, seeded algorithm anyone can rerun from what
 * the offering publishes. The seed is fixed when the offering is created and only its SHA-256
 * (the commitment) is published while it is open; the seed itself, the input list and the result
 * are published at allotment, so nobody — staff included — can pick winners after seeing who applied.
 *
 * Algorithm `retail-v1` in four steps, each written down where it is done: 1. the input
 * (`allotLots`), 2. the generator (`DrawGenerator`), 3. the order (`drawOrder`), 4. the allotment
 * (`allotLots`, `allotRetail`). Nobody gets more than asked (N2) and the sum never exceeds L (N3).
 */

export const DRAW_ALGORITHM = 'retail-v1';

/** How an offering's lots are shared when demand exceeds them. */
export type AllotmentRule = 'retail' | 'pro_rata';

/** One application as the draw sees it: a published reference and the whole lots it asked for (≥ 1). */
export interface DrawApplication {
  readonly ref: string;
  readonly lots: number;
}

/**
 * Step 2: a xoshiro128** generator of uniform 32-bit words whose four words of state are the first
 * 16 bytes of SHA-256(UTF-8 of `seed`), read big-endian.
 */
export class DrawGenerator {
  readonly #s = new Uint32Array(4);

  constructor(seed: string) {
    const digest = sha256(utf8(seed));
    const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
    for (let i = 0; i < 4; i++) this.#s[i] = view.getUint32(i * 4);
    // An all-zero state would only ever produce zeros; SHA-256 never yields it in practice, but the
    // rule is total: such a state is replaced by the digest's next 16 bytes.
    if (this.#s.every((w) => w === 0)) for (let i = 0; i < 4; i++) this.#s[i] = view.getUint32(16 + i * 4);
  }

  /** The next uniform unsigned 32-bit word. */
  nextWord(): number {
    const s = this.#s;
    const s0 = s[0] as number;
    const s1 = s[1] as number;
    const s2 = s[2] as number;
    const s3 = s[3] as number;
    const result = Math.imul(rotl(Math.imul(s1, 5) >>> 0, 7), 9) >>> 0;
    const t = (s1 << 9) >>> 0;
    const n2 = (s2 ^ s0) >>> 0;
    const n3 = (s3 ^ s1) >>> 0;
    const n1 = (s1 ^ n2) >>> 0;
    const n0 = (s0 ^ n3) >>> 0;
    s[0] = n0;
    s[1] = n1;
    s[2] = (n2 ^ t) >>> 0;
    s[3] = rotl(n3, 11);
    return result;
  }

  /** A uniform integer in [0, bound) by rejection, for 1 ≤ bound ≤ 2^32. */
  below(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > 0x1_0000_0000) throw new RangeError(`bad bound ${bound}`);
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % bound);
    for (;;) {
      const x = this.nextWord();
      if (x < limit) return x % bound;
    }
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** The published commitment to a seed: SHA-256 of its UTF-8 bytes, lower-case hex (N1). */
export function drawCommitment(seed: string): string {
  return sha256Hex(seed);
}

/** Whether a revealed seed matches the commitment published at opening (N1). */
export function seedMatchesCommitment(seed: string, commitment: string): boolean {
  return drawCommitment(seed) === commitment.toLowerCase();
}

/**
 * Step 3: the shuffled order of `n` applications, a Fisher–Yates shuffle of 0..n−1 from the last index
 * down. The swap partner of index i is `below(i + 1)`, drawn by rejection (a 32-bit draw x is kept only
 * below 2^32 − (2^32 mod (i+1)), and j = x mod (i+1)), so no index is favoured.
 */
export function drawOrder(seed: string, n: number): Uint32Array {
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const generator = new DrawGenerator(seed);
  for (let i = n - 1; i >= 1; i--) {
    const j = generator.below(i + 1);
    const tmp = order[i] as number;
    order[i] = order[j] as number;
    order[j] = tmp;
  }
  return order;
}

/** The draw's outcome: lots won per application, in input order, with its totals. */
export interface DrawOutcome {
  readonly wonLots: readonly number[];
  readonly applicants: number;
  readonly lotsDemanded: number;
  readonly lotsAvailable: number;
  readonly lotsAllotted: number;
  /** Applications that won at least one lot. */
  readonly winners: number;
}

/**
 * Allots `lotsAvailable` whole lots among `applications` by `rule` with the seeded order (steps 3–4).
 * Step 1, the input, is the applications in published order: the customers' subscriptions by id
 * ascending (`s<id>`), then the simulated market's (`m1`, `m2`, …, `simulatedApplications`). Step 4:
 * with demand D = Σ asked ≤ L everyone gets what they asked; otherwise `retail` is `allotRetail` and
 * `pro_rata` gives floor(L × asked ÷ D) each, the lots left one each in the shuffled order to
 * applicants still below what they asked. Pure and deterministic: the same seed, input and rule
 * always give the same result (N4).
 */
export function allotLots(
  seed: string,
  applications: readonly DrawApplication[],
  lotsAvailable: number,
  rule: AllotmentRule,
): DrawOutcome {
  if (!Number.isSafeInteger(lotsAvailable) || lotsAvailable < 0) throw new RangeError('lotsAvailable must be ≥ 0');
  const n = applications.length;
  const asked = applications.map((a) => {
    if (!Number.isSafeInteger(a.lots) || a.lots < 1) throw new RangeError(`application ${a.ref} asks ${a.lots} lots`);
    return a.lots;
  });
  const demand = asked.reduce((s, x) => s + x, 0);
  const won = new Array<number>(n).fill(0);
  if (demand <= lotsAvailable) {
    for (let i = 0; i < n; i++) won[i] = asked[i] as number;
  } else {
    const order = drawOrder(seed, n);
    if (rule === 'retail') allotRetail(order, asked, won, lotsAvailable);
    else shareProRata(order, asked, won, lotsAvailable, asked, demand);
  }
  const allotted = won.reduce((s, x) => s + x, 0);
  return {
    wonLots: won,
    applicants: n,
    lotsDemanded: demand,
    lotsAvailable,
    lotsAllotted: allotted,
    winners: won.filter((x) => x > 0).length,
  };
}

/**
 * The retail rule when oversubscribed (step 4, IPO): as many applicants as possible get one lot. With
 * n ≥ L applicants the first L in the shuffled order get one each; with n < L everyone gets one, and
 * the L − n lots left are shared pro rata to what each still asks (asked − 1) by `shareProRata`.
 */
function allotRetail(order: Uint32Array, asked: readonly number[], won: number[], lots: number): void {
  const n = asked.length;
  if (n >= lots) {
    for (let k = 0; k < lots; k++) won[order[k] as number] = 1;
    return;
  }
  for (let i = 0; i < n; i++) won[i] = 1;
  const extra = asked.map((x) => x - 1);
  const extraTotal = extra.reduce((s, x) => s + x, 0);
  shareProRata(order, asked, won, lots - n, extra, extraTotal);
}

/**
 * Adds floor(pool × weight ÷ weightTotal) to each application, then gives the lots the floors leave
 * one each in the shuffled order to applications still below what they asked. Exact in bigint, since
 * pool × weight can pass 2^53 for a large offering.
 */
function shareProRata(
  order: Uint32Array,
  asked: readonly number[],
  won: number[],
  pool: number,
  weight: readonly number[],
  weightTotal: number,
): void {
  if (pool <= 0 || weightTotal <= 0) return;
  let left = pool;
  for (let i = 0; i < asked.length; i++) {
    const share = Number((BigInt(pool) * BigInt(weight[i] as number)) / BigInt(weightTotal));
    won[i] = (won[i] as number) + share;
    left -= share;
  }
  while (left > 0) {
    let gave = false;
    for (let k = 0; k < order.length && left > 0; k++) {
      const i = order[k] as number;
      if ((won[i] as number) < (asked[i] as number)) {
        won[i] = (won[i] as number) + 1;
        left -= 1;
        gave = true;
      }
    }
    if (!gave) break;
  }
}

/**
 * The simulated market's applications to an offering (step 1): `count` applications `m1`…, each
 * asking a whole number of lots drawn uniformly in [minLots, maxLots] from a generator seeded with
 * `${seed}/market`. Derived from the committed seed, so they were fixed before anyone applied.
 */
export function simulatedApplications(
  seed: string,
  count: number,
  minLots: number,
  maxLots: number,
): DrawApplication[] {
  const generator = new DrawGenerator(`${seed}/market`);
  const span = Math.max(1, maxLots - minLots + 1);
  const out: DrawApplication[] = [];
  for (let k = 1; k <= count; k++) out.push({ ref: `m${k}`, lots: minLots + generator.below(span) });
  return out;
}

/** What an allotted offering publishes (product_new/detail `drawResult`), enough to rerun the draw. */
export interface PublishedDraw {
  readonly algorithm: string;
  readonly rule: AllotmentRule;
  readonly commitment: string;
  readonly lotsAvailable: number;
  /** Every application in input order, `[ref, lots asked]`. */
  readonly applications: ReadonlyArray<readonly [string, number]>;
  /** Lots won, aligned with `applications`. */
  readonly wonLots: readonly number[];
  /** How the simulated market's applications (`m1`…) were drawn from the seed. */
  readonly simulated: { readonly count: number; readonly minLots: number; readonly maxLots: number };
}

/** Why a published draw does not recompute, or null when seed, commitment and result all agree (N1, N4). */
export function verifyDraw(seed: string, published: PublishedDraw): string | null {
  if (published.algorithm !== DRAW_ALGORITHM) return `unknown algorithm ${published.algorithm}`;
  if (!seedMatchesCommitment(seed, published.commitment)) return 'the seed does not match the commitment';
  if (published.wonLots.length !== published.applications.length) return 'result and input differ in length';
  const { count, minLots, maxLots } = published.simulated;
  const expected = simulatedApplications(seed, count, minLots, maxLots);
  const listed = published.applications.filter(([ref]) => ref.startsWith('m'));
  if (
    listed.length !== expected.length ||
    listed.some(([ref, lots], k) => ref !== expected[k]?.ref || lots !== expected[k]?.lots)
  )
    return 'the simulated applications are not the ones the seed gives';
  const outcome = allotLots(
    seed,
    published.applications.map(([ref, lots]) => ({ ref, lots })),
    published.lotsAvailable,
    published.rule,
  );
  for (let i = 0; i < outcome.wonLots.length; i++) {
    if (outcome.wonLots[i] !== published.wonLots[i]) {
      const ref = published.applications[i]?.[0] ?? String(i);
      return `application ${ref}: recomputed ${outcome.wonLots[i]} lots, published ${published.wonLots[i]}`;
    }
  }
  return null;
}
