import { type Decision, type RuleFailure, refuse } from '../failure';
import { parsePrice, type Ticks } from '../money';

/**
 * Chart drawings (docs/SPEC.md DR1–DR5): what a saved horizontal line, trend line or price range may
 * hold. Pure: the server passes the product's decimals, its last price and the clock.
 */

export type DrawingShape = 'hline' | 'trend' | 'range';

/** How many anchors each shape has (DR2): a horizontal line one price, a trend line and a range two. */
export const DRAWING_POINT_COUNTS: Readonly<Record<DrawingShape, number>> = { hline: 1, trend: 2, range: 2 };

/**
 * How far a drawn price may sit from the last price, as a factor either way (DR3): a line a hundred
 * times above or below the market is a slip of the finger, not analysis.
 */
export const DRAWING_PRICE_FACTOR_MAX = 100n;

/** The earliest anchor time, epoch ms (2000-01-01 UTC): no product's history starts earlier. */
export const DRAWING_TIME_MIN_MS = 946_684_800_000;

/** How far past now an anchor may sit, in ms: a trend line may be extended into the next year, no further. */
export const DRAWING_FUTURE_MAX_MS = 366 * 24 * 60 * 60 * 1000;

/** DR2's refusal about `points` (404): the kind needs `expected` points. */
function refuseCount(expected: number): RuleFailure {
  return refuse('DR2', 'points', 404, `must be exactly ${expected} for this kind of drawing`, {
    check: 'pointCount',
    expected: String(expected),
  });
}

/** DR3's refusal about point `index` of `points` (404); `values.check` names the check it failed. */
function refusePoint(check: 'priceDecimals' | 'pricePositive' | 'priceRange' | 'time', index: number): RuleFailure {
  const what = {
    priceDecimals: `price ${index + 1} must be a number within the product's decimals`,
    pricePositive: `price ${index + 1} must be greater than 0`,
    priceRange: `price ${index + 1} is too far from the current price`,
    time: `time ${index + 1} must be between the year 2000 and one year from now`,
  };
  return refuse('DR3', 'points', 404, what[check], { check, index: String(index) });
}

export interface DrawingCheckInput {
  readonly kind: DrawingShape;
  readonly points: readonly { readonly time: number; readonly price: string }[];
  /** The product's price decimals: a drawn price is written in them. */
  readonly decimals: number;
  /** The product's last price in ticks, or null when it has none (then only positivity is checked). */
  readonly lastPriceTicks: Ticks | null;
  readonly nowMs: number;
}

/**
 * Checks a drawing before it is saved (DR2, DR3): the kind's number of points, every price a positive
 * price of the product within `DRAWING_PRICE_FACTOR_MAX` of the last price, every time an epoch ms
 * between `DRAWING_TIME_MIN_MS` and a year from now. Returns the prices in ticks, or the first refusal.
 */
export function checkDrawing(input: DrawingCheckInput): Decision<Ticks[]> {
  const expected = DRAWING_POINT_COUNTS[input.kind];
  if (input.points.length !== expected) return refuseCount(expected);
  const prices: Ticks[] = [];
  for (const [index, point] of input.points.entries()) {
    if (
      !Number.isSafeInteger(point.time) ||
      point.time < DRAWING_TIME_MIN_MS ||
      point.time > input.nowMs + DRAWING_FUTURE_MAX_MS
    ) {
      return refusePoint('time', index);
    }
    const price = parsePrice(point.price, input.decimals);
    if (!price.ok) {
      return refusePoint(price.error === 'negative' ? 'pricePositive' : 'priceDecimals', index);
    }
    if (price.value <= 0n) return refusePoint('pricePositive', index);
    const last = input.lastPriceTicks;
    if (
      last !== null &&
      last > 0n &&
      (price.value > last * DRAWING_PRICE_FACTOR_MAX || price.value * DRAWING_PRICE_FACTOR_MAX < last)
    ) {
      return refusePoint('priceRange', index);
    }
    prices.push(price.value);
  }
  return { ok: true, value: prices };
}
