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

export type DrawingProblem =
  | { readonly reason: 'pointCount'; readonly expected: number }
  | { readonly reason: 'priceDecimals'; readonly index: number }
  | { readonly reason: 'pricePositive'; readonly index: number }
  | { readonly reason: 'priceRange'; readonly index: number }
  | { readonly reason: 'time'; readonly index: number };

/** A drawing's prices in ticks when it may be saved, or the first problem found. */
export type DrawingCheck =
  | { readonly ok: true; readonly priceTicks: Ticks[] }
  | { readonly ok: false; readonly problem: DrawingProblem };

const refuse = (problem: DrawingProblem): DrawingCheck => ({ ok: false, problem });

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
 * between `DRAWING_TIME_MIN_MS` and a year from now. Returns the prices in ticks, or the first problem.
 */
export function checkDrawing(input: DrawingCheckInput): DrawingCheck {
  const expected = DRAWING_POINT_COUNTS[input.kind];
  if (input.points.length !== expected) return refuse({ reason: 'pointCount', expected });
  const prices: Ticks[] = [];
  for (const [index, point] of input.points.entries()) {
    if (
      !Number.isSafeInteger(point.time) ||
      point.time < DRAWING_TIME_MIN_MS ||
      point.time > input.nowMs + DRAWING_FUTURE_MAX_MS
    ) {
      return refuse({ reason: 'time', index });
    }
    const price = parsePrice(point.price, input.decimals);
    if (!price.ok) {
      return refuse({ reason: price.error === 'negative' ? 'pricePositive' : 'priceDecimals', index });
    }
    if (price.value <= 0n) return refuse({ reason: 'pricePositive', index });
    const last = input.lastPriceTicks;
    if (
      last !== null &&
      last > 0n &&
      (price.value > last * DRAWING_PRICE_FACTOR_MAX || price.value * DRAWING_PRICE_FACTOR_MAX < last)
    ) {
      return refuse({ reason: 'priceRange', index });
    }
    prices.push(price.value);
  }
  return { ok: true, priceTicks: prices };
}
