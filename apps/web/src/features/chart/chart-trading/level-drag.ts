import type { Order } from '@demo/contract';
import type { QuoteOf } from '@demo/core';
import { type EditForm, editFormOf, type UpdatePayload, updatePayloadOf } from '../../orders/edit-levels';
import { positionMarksOf } from '../../positions/position-marks';

/**
 * Trading from the chart (docs/SPEC.md DR6): a held position's stop loss or take profit dragged to a
 * new level. Pure: the pixel-to-price function comes from the chart, the quotes from the store.
 */

/** The exits a customer can drag; a trailing level is moved by the server, so it is only shown. */
export type DraggableLevel = 'stopLoss' | 'takeProfit';

/**
 * The level under a pointer at `y`, as a price text of the product: `yToPrice` is the series'
 * `coordinateToPrice`, rounded to the product's tick. Null above the top or at or below zero.
 */
export function levelAtY(y: number, yToPrice: (y: number) => number | null, decimals: number): string | null {
  const raw = yToPrice(y);
  if (raw === null || !Number.isFinite(raw)) return null;
  const rounded = raw.toFixed(decimals);
  return Number(rounded) > 0 ? rounded : null;
}

/** A level moved by `steps` ticks of the product (the arrow keys), or null at or below zero. */
export function stepLevel(price: string, steps: number, decimals: number): string | null {
  const scale = 10 ** decimals;
  const moved = Math.round(Number(price) * scale) + steps;
  return moved > 0 ? (moved / scale).toFixed(decimals) : null;
}

/**
 * The P&L a close of the whole position at `level` would make, in the account's currency: core
 * `markPositions` (MK1), through the position screen's own `positionMarksOf`, with the product's quote
 * set to the level (both sides, so a buy and a sell both close at it) and every other quote live.
 */
export function pnlAtLevel(order: Order, level: string, quoteOf: QuoteOf): string | null {
  const atLevel: QuoteOf = (code) => (code === order.code ? { bid: level, ask: level } : quoteOf(code));
  const mark = positionMarksOf([order], atLevel).rows.get(order.id);
  return mark?.live ? mark.pnl : null;
}

/** The `order/update` payload moving one exit to `level` and keeping the others as they are (O12). */
export function levelUpdatePayload(order: Order, kind: DraggableLevel, level: string): UpdatePayload {
  const form: EditForm = { ...editFormOf(order), [kind]: level };
  return updatePayloadOf(order, form);
}
