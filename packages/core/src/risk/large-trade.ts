import { currencyDecimals } from '../fx/currencies';
import { convertMinor, recordedRate } from '../fx/rates';
import { type Minor, notional, type Ticks } from '../money';

/** A placed order as the large-trade check reads it (an orders row has these and more). */
export interface PlacedNotionalFacts {
  readonly hands: number;
  readonly handCount: number;
  /** The fill price, or the limit price of a pending order. */
  readonly priceTicks: Ticks;
  readonly decimals: number;
  /** The instrument's currency; null when it is the account's. */
  readonly instrumentCurrency: string | null;
  /** The account's currency. */
  readonly currency: string;
  /** The rate the order recorded from the instrument's currency to the account's (X1); null when none converts. */
  readonly openFxRate: string | null;
}

/**
 * The order's notional in its account's currency (HL9): price × hands × units per hand in the
 * instrument's currency, rounded half-up once, then converted at the rate the order recorded
 * (rounded half-up once more), so the figure staff see is the one the order's costs were priced on.
 */
export function placedNotionalMinor(order: PlacedNotionalFacts): Minor {
  const from = order.instrumentCurrency ?? order.currency;
  const units = BigInt(order.hands) * BigInt(order.handCount);
  const own = notional(order.priceTicks, order.decimals, units, currencyDecimals(from));
  if (from === order.currency || order.openFxRate === null) return own;
  const rate = recordedRate(from, order.currency, 'pay', order.openFxRate);
  return rate === null ? own : convertMinor(own, rate);
}

/** HL9: an order is large when a threshold is set (above 0) and its notional reaches it. */
export function isLargeTrade(notionalMinor: Minor, thresholdMinor: Minor): boolean {
  return thresholdMinor > 0n && notionalMinor >= thresholdMinor;
}
