import { type Decision, refuse } from '../failure';
import { currencyDecimals } from '../fx/currencies';
import { type Minor, notional, roundHalfUp, type Ticks } from '../money';
import { DrawGenerator } from './draw';

/**
 * New-share offerings (PRODUCT.md, "New shares"): their life cycle, what a subscription costs and
 * whether it may be made, and the simulated sell side of an upper-circuit (limit) offering. Pure: the
 * caller passes the clock and the prices.
 */

export const NEW_SHARE_TYPES = ['ipo', 'placement', 'dazong', 'limit'] as const;
export type NewShareType = (typeof NEW_SHARE_TYPES)[number];

/**
 * Whether only approved institutional accounts may subscribe (N13): placements and block trades, the
 * two the institutional approval unlocks (PRODUCT.md, "Funds and identity"). One rule for both, read
 * by the subscription's check and by the offering's view.
 */
export function needsInstitution(type: NewShareType): boolean {
  return type === 'placement' || type === 'dazong';
}

export type OfferingPhase = 'upcoming' | 'open' | 'closed' | 'allotted' | 'listed';

/** The instants that drive an offering, epoch ms; `allottedAtMs` and `listedAtMs` are when the leader did it. */
export interface OfferingClock {
  readonly subscribeStartMs: number;
  readonly subscribeEndMs: number;
  readonly allotAtMs: number;
  readonly listingAtMs: number;
  readonly allottedAtMs: number | null;
  readonly listedAtMs: number | null;
}

/** Where an offering stands at `nowMs`: done steps count first, then the subscription window. */
export function offeringPhase(o: OfferingClock, nowMs: number): OfferingPhase {
  if (o.listedAtMs !== null) return 'listed';
  if (o.allottedAtMs !== null) return 'allotted';
  if (nowMs < o.subscribeStartMs) return 'upcoming';
  if (nowMs < o.subscribeEndMs) return 'open';
  return 'closed';
}

/**
 * Why an offering's schedule is impossible (N6), or null: the window opens before it closes, the
 * allotment is at or after the close, and the listing at or after the allotment.
 */
export function scheduleProblem(
  o: Pick<OfferingClock, 'subscribeStartMs' | 'subscribeEndMs' | 'allotAtMs' | 'listingAtMs'>,
): 'subscribeEnd' | 'allotDate' | 'listingDate' | null {
  if (o.subscribeEndMs <= o.subscribeStartMs) return 'subscribeEnd';
  if (o.allotAtMs < o.subscribeEndMs) return 'allotDate';
  if (o.listingAtMs < o.allotAtMs) return 'listingDate';
  return null;
}

/** The terms a subscription is checked against. */
export interface OfferingTerms {
  readonly type: NewShareType;
  readonly lotSize: number;
  readonly minLots: number;
  readonly maxLots: number;
  readonly totalShares: number;
  /** Shares no subscription holds yet: for a block trade what is left to allot at once. */
  readonly remainingShares: number;
}

/** Which of N7's limits a refused subscription passed: the values of its refusal name it. */
type SubscriptionLimit = 'lot' | 'min' | 'max' | 'remaining';

/** N7's refusal about `quantity` (602): `values.limit` says which limit, `values.shares` its size in shares. */
function refuseQuantity(limit: SubscriptionLimit, shares: number, message: string) {
  return refuse('N7', 'quantity', 602, message, { limit, shares: String(shares) });
}

/**
 * Checks a subscription of `shares` (N7) and answers its lots: whole lots, within the offering's
 * per-subscription limits, and for a block trade (allotted at once, first come first served) no more
 * than remain.
 */
export function checkSubscription(terms: OfferingTerms, shares: number): Decision<number> {
  if (!Number.isSafeInteger(shares) || shares <= 0 || shares % terms.lotSize !== 0)
    return refuseQuantity('lot', terms.lotSize, `must be a whole number of lots of ${terms.lotSize} shares`);
  const lots = shares / terms.lotSize;
  const minShares = terms.minLots * terms.lotSize;
  if (lots < terms.minLots) return refuseQuantity('min', minShares, `must be at least ${minShares} shares`);
  const maxShares = terms.maxLots * terms.lotSize;
  if (lots > terms.maxLots) return refuseQuantity('max', maxShares, `must be at most ${maxShares} shares`);
  if (terms.type === 'dazong' && shares > terms.remainingShares)
    return refuseQuantity(
      'remaining',
      terms.remainingShares,
      `is more than the ${terms.remainingShares} shares that remain`,
    );
  return { ok: true, value: lots };
}

/**
 * What `shares` cost at `priceTicks` (in `priceDecimals`), in minor units of `currency`, rounded
 * half-up once: the amount a subscription pays before conversion into the account's currency.
 */
export function sharesCostMinor(priceTicks: Ticks, priceDecimals: number, shares: number, currency: string): Minor {
  return notional(priceTicks, priceDecimals, BigInt(shares), currencyDecimals(currency));
}

/**
 * The offering price against the underlying's current price, as a signed fraction with 4 places
 * (−0.0500 is a 5 % discount, 0.1000 a 10 % premium), rounded half-up; "0.0000" without a price.
 */
export function discountRate(priceTicks: Ticks, underlyingTicks: Ticks | null): string {
  if (underlyingTicks === null || underlyingTicks <= 0n) return '0.0000';
  const scaled = roundHalfUp((priceTicks - underlyingTicks) * 10_000n, underlyingTicks);
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(5, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

/** Buckets the sell side of a limit offering is split into at most, so a long window stays cheap. */
export const SELL_SIDE_BUCKETS_MAX = 2_000;
const MINUTE_MS = 60_000;

/**
 * The lots an upper-circuit (limit) offering's simulated sell side has freed by `nowMs` (N8): the
 * window is cut into buckets of at least a minute, each bucket frees a share of the lots weighted by
 * a draw of the generator seeded with `${seed}/sell`, and the cumulative count is floored, so it
 * never decreases, is 0 at the opening and reaches `totalLots` exactly at the close.
 */
export function sellSideReleasedLots(
  seed: string,
  totalLots: number,
  startMs: number,
  endMs: number,
  nowMs: number,
): number {
  if (nowMs <= startMs || totalLots <= 0) return 0;
  if (nowMs >= endMs) return totalLots;
  const spanMs = endMs - startMs;
  const buckets = Math.max(1, Math.min(SELL_SIDE_BUCKETS_MAX, Math.ceil(spanMs / MINUTE_MS)));
  const generator = new DrawGenerator(`${seed}/sell`);
  const weights: number[] = [];
  for (let k = 0; k < buckets; k++) weights.push(1 + generator.below(1000));
  const total = weights.reduce((s, w) => s + w, 0);
  const done = Math.floor(((nowMs - startMs) * buckets) / spanMs);
  let freed = 0;
  for (let k = 0; k < done; k++) freed += weights[k] as number;
  return Number((BigInt(totalLots) * BigInt(freed)) / BigInt(total));
}

/**
 * Queued limit applications filled in time order (N8): walking the queue oldest first, each is
 * filled whole while the freed lots not yet allotted cover it; the first that does not fit stops the
 * walk, so nobody is overtaken by a later, smaller application.
 */
export function fillQueue(
  queue: readonly { readonly id: number; readonly lots: number }[],
  freeLots: number,
): number[] {
  const filled: number[] = [];
  let left = freeLots;
  for (const entry of queue) {
    if (entry.lots > left) break;
    left -= entry.lots;
    filled.push(entry.id);
  }
  return filled;
}
