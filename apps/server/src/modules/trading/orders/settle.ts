import {
  type AccountFx,
  type CloseReason,
  coverAmounts,
  coverShortfallMinor,
  type MarkedPosition,
  markHeld,
  minor,
  netTradePnl,
  orderTransition,
  type Position,
  postClosePosition,
  type Quote,
  splitForCover,
  startOfIndiaDayMs,
  type Ticks,
  ticks,
} from '@demo/core';
import type { Tx } from '../../../db/client';
import type { RunOptions } from '../../../db/prepared';
import { together } from '../../../db/transaction';
import { post, userBalances } from '../../../ledger/service';
import { addRealised } from '../../brakes';
import { coverStamp } from './fill-stamp';
import { orderNumber } from './numbers';
import { insertOrder, type OrderRow, openPositions, updateOrder } from './store';
import { instrumentCurrencyOf, type TimedQuote, type TradingTerms } from './terms';

/**
 * Closing positions, shared by the user's cover, stops and take-profits, forced cover and the demo
 * reset. Every function here runs inside the caller's transaction, after the account's trading lock
 * and with the order rows locked, and posts through the ledger so the order row and the money change
 * commit together or not at all.
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
 * The rates a close of `row` settles at now (X1, X5), or undefined for a row priced in its account's
 * currency. A close cannot wait for a rate the feed lacks (every quote currency has a dollar pair in
 * the catalogue), so a missing one is a bug and throws, rolling the close back.
 */
export function settlementFx(row: OrderRow, terms: TradingTerms): AccountFx | undefined {
  const fx = quotedSettlementFx(row, terms);
  if (fx === null)
    throw new Error(`order ${row.id}: no ${instrumentCurrencyOf(row)}/${row.currency} rate to settle at`);
  return fx;
}

/** `settlementFx`, or null while the feed has no rate for the row's currencies (for work that can wait). */
export function quotedSettlementFx(row: OrderRow, terms: TradingTerms): AccountFx | undefined | null {
  const instrumentCurrency = instrumentCurrencyOf(row);
  if (instrumentCurrency === row.currency) return undefined;
  return terms.fx(instrumentCurrency, row.currency);
}

/** The price a position closes at on a quote: a buy at the bid, a sell at the ask (O5). */
export function closeSide(row: OrderRow, quote: Quote): Ticks {
  return row.direction === 'buy' ? quote.bidTicks : quote.askTicks;
}

/**
 * One close: how many hands, at what price and why, and the quote it was taken on (its receipt's,
 * RC2; null when no quote was read, as for a position valued at its build price for want of one).
 */
export interface CloseChange {
  readonly hands: number;
  readonly closePriceTicks: Ticks;
  readonly reason: CloseReason;
  readonly nowMs: number;
  readonly quote: TimedQuote | null;
}

export interface Closed {
  /** The order that is now COVER: the order itself, or on a partial cover the new child. */
  readonly closed: OrderRow;
  /** The parent still BUILD with the rest, on a partial cover. */
  readonly parent: OrderRow | null;
}

/**
 * BR4: a close's net P&L (analytics' rule, AN1) on the India day it is covered, for the brakes' running
 * sum. Only a whole close carries the position's overnight fees; a partial cover's child is born without.
 */
function dayRealised(
  row: OrderRow,
  closing: { pnlMinor: bigint; openingFeeMinor: bigint; closingFeeMinor: bigint },
  coverTimeMs: number,
  whole: boolean,
) {
  const netMinor = netTradePnl({
    profitMinor: closing.pnlMinor,
    openingFeeMinor: closing.openingFeeMinor,
    closingFeeMinor: closing.closingFeeMinor,
    overnightFeeMinor: whole ? row.overnightFeeMinor : 0n,
    market: '',
    coverTimeMs,
  });
  return { userId: row.userId, set: row.accountSet, dayStartMs: startOfIndiaDayMs(coverTimeMs), netMinor };
}

/**
 * Closes `hands` of a locked BUILD order at `closePriceTicks` (O3): on a partial cover a new COVER
 * order of those hands is linked to the parent, which keeps the rest with its stops; hands, margin,
 * opening fee and insurance are split exactly by core `splitForCover`, and P&L and closing fee come
 * from core `coverAmounts`. The ledger posting (type 4) absorbs what the account cannot pay (M3).
 * `last`: nothing follows in the transaction, so a full cover's posting is its last statement and
 * may carry the COMMIT (`runNamed`'s `last`, docs/adr/0013).
 */
export async function closeLocked(
  tx: Tx,
  terms: TradingTerms,
  row: OrderRow,
  change: CloseChange,
  options: RunOptions = {},
): Promise<Closed> {
  if (row.status !== 'BUILD') throw new Error(`order ${row.id} is ${row.status}, not BUILD`);
  const split = splitForCover(toPosition(row), change.hands);
  if (!split.ok) throw new Error(`order ${row.id}: ${split.message}`);
  const { closed, remaining } = split.value;
  const fx = settlementFx(row, terms);
  const amounts = coverAmounts(closed, remaining?.hands ?? 0, change.closePriceTicks, terms.settings.tradeSaleFee, fx);
  // O1: BUILD → COVER, with the reason it closed (a partial cover's child is born covered).
  const covered = orderTransition(row, { type: 'cover', reason: change.reason });
  if (!covered.ok) throw new Error(`order ${row.id}: ${covered.message}`);
  const closing = {
    status: covered.value.status,
    closeReason: covered.value.closeReason,
    coverPriceTicks: change.closePriceTicks,
    coverTime: change.nowMs,
    closingFeeMinor: amounts.closingFeeMinor,
    profitMinor: amounts.pnlMinor,
    ...coverStamp(change.quote, fx),
  };
  let closedRow: OrderRow | null = null;
  let parent: OrderRow | null = null;
  if (remaining !== null) {
    const { id: _id, version: _version, ...copied } = row;
    closedRow = await insertOrder(tx, {
      ...copied,
      ...closing,
      orderNo: orderNumber(change.nowMs),
      hands: closed.hands,
      marginMinor: closed.marginMinor,
      openingFeeMinor: closed.openingFeeMinor,
      insuranceMinor: closed.insuranceCostMinor,
      holdMinor: 0n,
      overnightFeeMinor: 0n,
      parentId: row.id,
      requestId: null,
    });
    parent = await updateOrder(tx, row.id, {
      hands: remaining.hands,
      marginMinor: remaining.marginMinor,
      openingFeeMinor: remaining.openingFeeMinor,
      insuranceMinor: remaining.insuranceCostMinor,
    });
  }
  const balances = await userBalances(tx, row.userId, row.accountSet, row.currency, { forUpdate: true });
  // A full cover closes the row itself, so its posting names a known id: the update and the posting
  // go out together (one group step) instead of one after the other.
  const closedId = closedRow?.id ?? row.id;
  const ctx = {
    userId: row.userId,
    currency: row.currency,
    ref: `order:${closedId}`,
    eventId: `order:${closedId}:cover`,
  };
  const { posting, absorbedMinor } = postClosePosition(ctx, row.accountSet, {
    marginMinor: amounts.marginMinor,
    pnlMinor: amounts.pnlMinor,
    closingFeeMinor: amounts.closingFeeMinor,
    availableMinor: balances.availableMinor,
    ...(amounts.converted === undefined
      ? {}
      : { fx: { pnl: amounts.converted.pnl.conversion, closingFee: amounts.converted.closingFee.conversion } }),
  });
  const absorbed = absorbedMinor > 0n ? { absorbedMinor } : {};
  // Only a full cover's posting can be the transaction's last statement (sent after the update it
  // rides with): a partial cover may update its child after it.
  const [[updated], outcome] = await together(
    Promise.all([
      closedRow === null ? updateOrder(tx, row.id, { ...closing, ...absorbed }) : Promise.resolve(closedRow),
      // BR4: the day's realised sum the brakes read, in the same step as the posting (no round trip).
      addRealised(
        tx,
        dayRealised(row, { ...amounts, openingFeeMinor: closed.openingFeeMinor }, change.nowMs, !remaining),
      ),
    ]),
    post(tx, posting, { last: options.last === true && closedRow === null }),
  );
  if (!outcome.ok) throw new Error(`closing order ${row.id} was refused: ${outcome.error.detail}`);
  const final = closedRow !== null && absorbedMinor > 0n ? await updateOrder(tx, updated.id, absorbed) : updated;
  return { closed: final, parent };
}

/** A source of closing prices for the other positions of an account. */
export type QuoteOf = (row: OrderRow) => TimedQuote | null;

/**
 * Closes `hands` of a locked order for the user or a stop, with negative-balance protection (M3):
 * when the close would leave a shortfall that loss_absorption would pay while the account still holds
 * other positions, those are closed too (force_cover), most profitable first (core `settleOrder`), so
 * open gains pay before the platform does. Returns the asked close and every order that changed.
 */
export async function closeWithProtection(
  tx: Tx,
  terms: TradingTerms,
  row: OrderRow,
  change: CloseChange,
  quoteOf: QuoteOf,
  options: RunOptions = {},
): Promise<{ asked: OrderRow; changed: OrderRow[] }> {
  const position = toPosition(row);
  const split = splitForCover(position, change.hands);
  if (!split.ok) throw new Error(`order ${row.id}: ${split.message}`);
  const rest = split.value.remaining?.hands ?? 0;
  const amounts = coverAmounts(
    split.value.closed,
    rest,
    change.closePriceTicks,
    terms.settings.tradeSaleFee,
    settlementFx(row, terms),
  );
  const { availableMinor } = await userBalances(tx, row.userId, row.accountSet, row.currency, { forUpdate: true });
  const short = coverShortfallMinor(availableMinor, amounts) > 0n;
  // The other positions matter only when this close leaves a shortfall: read them only then.
  const others = short
    ? (await openPositions(tx, row.userId, row.accountSet, { forUpdate: true })).filter((o) => o.id !== row.id)
    : [];
  if (!short || (others.length === 0 && rest === 0)) {
    const done = await closeLocked(tx, terms, row, change, options);
    return { asked: done.closed, changed: done.parent ? [done.closed, done.parent] : [done.closed] };
  }
  // Everything closes. This order (the asked piece, then its rest) counts as one group with its P&L at
  // the asked price; the groups post most profitable first so gains are in available before losses.
  const groups = [
    { own: true, pnl: amounts.pnlMinor as bigint, run: async () => closeAskedAndRest(tx, terms, row, change) },
    ...others.map((other) => {
      const quote = quoteOf(other);
      const mark = markRow(other, quote, terms);
      const price = quote ? closeSide(other, quote) : toPosition(other).buildPriceTicks;
      const run = async () => {
        const done = await closeLocked(tx, terms, other, {
          hands: other.hands,
          closePriceTicks: price,
          reason: 'force_cover',
          nowMs: change.nowMs,
          quote,
        });
        return [done.closed];
      };
      return { own: false, pnl: mark.pnlMinor as bigint, run };
    }),
  ];
  groups.sort((a, b) => (a.pnl === b.pnl ? 0 : a.pnl > b.pnl ? -1 : 1));
  const changed: OrderRow[] = [];
  let asked: OrderRow | undefined;
  for (const group of groups) {
    const rows = await group.run();
    if (group.own) asked = rows[0];
    changed.push(...rows);
  }
  return { asked: asked ?? row, changed };
}

async function closeAskedAndRest(tx: Tx, terms: TradingTerms, row: OrderRow, change: CloseChange): Promise<OrderRow[]> {
  const done = await closeLocked(tx, terms, row, change);
  if (!done.parent) return [done.closed];
  const rest = await closeLocked(tx, terms, done.parent, {
    hands: done.parent.hands,
    closePriceTicks: change.closePriceTicks,
    reason: 'force_cover',
    nowMs: change.nowMs,
    quote: change.quote,
  });
  return [done.closed, rest.closed];
}
