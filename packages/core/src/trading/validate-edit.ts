import { type Decision, refuse } from '../failure';
import type { Ticks } from '../money';
import { fillPrice, isSaneQuote, markPrice, validateStops, validateTrailingDistance } from './prices';
import type { Direction, Quote } from './settings';
import { LIMIT_PRICE_BAND_PERCENT } from './validate-order';

/** An edit of an order's levels (O12): what the order is, and the levels that replace its own. */
export interface OrderEdit {
  readonly direction: Direction;
  /** CREATED: a pending limit order; BUILD: a held position. */
  readonly status: 'CREATED' | 'BUILD';
  /** A pending order's limit price after the edit (the new one, or its own when unchanged). */
  readonly limitPriceTicks: Ticks | null;
  /** Whether the edit changes the limit price: only then is it checked against the current price. */
  readonly repriced: boolean;
  readonly stopLossTicks: Ticks | null;
  readonly takeProfitTicks: Ticks | null;
  readonly trailingDistanceTicks: Ticks | null;
}

/**
 * Checks an edit of an order's exit levels and a pending limit order's price (O12), with creation's
 * rules (code 601, naming the field): a new limit price positive and within ±LIMIT_PRICE_BAND_PERCENT
 * of the price it would trade at now; the stop loss and take profit on the right sides of the
 * reference, which is the limit price of a pending order and the current closing price of a held one
 * (a buy's stop below the bid and its take profit above it; a sell's the reverse against the ask);
 * a trailing distance positive and smaller than that reference (O11). Returns the reference.
 */
export function validateOrderEdit(edit: OrderEdit, quote: Quote): Decision<{ readonly referenceTicks: Ticks }> {
  const bad = (detail: string) => refuse('O12', detail.startsWith('price') ? 'price' : '', 601, detail);
  if (!isSaneQuote(quote)) return bad('no tradable quote');
  let reference: Ticks;
  if (edit.status === 'CREATED') {
    const limit = edit.limitPriceTicks;
    if (limit === null || limit <= 0n) return bad('price must be positive');
    if (edit.repriced) {
      const marketTicks = fillPrice(edit.direction, quote.bidTicks, quote.askTicks);
      const distance = limit > marketTicks ? limit - marketTicks : marketTicks - limit;
      if (distance * 100n > marketTicks * LIMIT_PRICE_BAND_PERCENT) {
        return bad(`price must be within ${LIMIT_PRICE_BAND_PERCENT}% of the current price`);
      }
    }
    reference = limit;
  } else {
    reference = markPrice(edit.direction, quote.bidTicks, quote.askTicks);
  }
  const stops = validateStops({
    direction: edit.direction,
    entryPriceTicks: reference,
    stopLossTicks: edit.stopLossTicks,
    takeProfitTicks: edit.takeProfitTicks,
    reference: edit.status === 'BUILD' ? 'current' : 'entry',
  });
  if (!stops.ok) return stops;
  const trail = validateTrailingDistance(edit.trailingDistanceTicks, reference);
  if (!trail.ok) return trail;
  return { ok: true, value: { referenceTicks: reference } };
}
