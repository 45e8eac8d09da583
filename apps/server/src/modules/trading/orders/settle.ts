import { type AccountFx, type MarkedPosition, markHeld, minor, type Position, type Quote, ticks } from '@demo/core';
import type { OrderRow } from './store';
import { instrumentCurrencyOf, type TradingTerms } from './terms';

/**
 * A held order row as core reads it: its position, its value at a quote and the rates it converts at.
 * Every close (the user's cover, a stop or take-profit, forced cover, the demo reset) is decided by
 * core (`closeHeld`) and written by the money executor (docs/adr/0024).
 */

/** A held order as core's Position. */
export function toPosition(row: OrderRow): Position {
  if (row.buildPriceTicks === null) throw new Error(`order ${row.id} is held without a build price`);
  return {
    id: row.id,
    direction: row.direction,
    buildPriceTicks: ticks(row.buildPriceTicks),
    hands: row.hands,
    handCount: row.handCount,
    decimals: row.decimals,
    stopLossTicks: row.stopLossTicks === null ? null : ticks(row.stopLossTicks),
    takeProfitTicks: row.takeProfitTicks === null ? null : ticks(row.takeProfitTicks),
    insured: row.insurance,
    marginMinor: minor(row.marginMinor),
    openingFeeMinor: minor(row.openingFeeMinor),
    insuranceCostMinor: minor(row.insuranceMinor),
  };
}

/**
 * A position valued at a quote and, when it is priced in another currency, at the current rates (X5).
 * Without a quote it is valued at its build price (P&L 0); without a rate to convert at, likewise at
 * P&L 0 and no closing fee, so a missing FX quote never moves an account towards forced cover.
 */
export function markRow(row: OrderRow, quote: Quote | null, terms: TradingTerms): MarkedPosition {
  return markHeld(toPosition(row), quote, quotedSettlementFx(row, terms), terms.settings);
}

/**
 * The rates a close or a fill of `row` converts at now (X1, X5): undefined for a row priced in its
 * account's currency, null while the feed has no rate for its currencies (a close's decision asserts
 * one: every quote currency has a dollar pair in the catalogue).
 */
export function quotedSettlementFx(row: OrderRow, terms: TradingTerms): AccountFx | undefined | null {
  const instrumentCurrency = instrumentCurrencyOf(row);
  if (instrumentCurrency === row.currency) return undefined;
  return terms.fx(instrumentCurrency, row.currency);
}
