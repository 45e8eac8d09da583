import { type AccountFx, converts, formatRate, quoteSeqOf } from '@demo/core';
import type { OrderPatch } from './store';
import type { TimedQuote } from './terms';

/**
 * What a fill records for its receipt (docs/SPEC.md RC1, RC2): the quote it was taken on (bid, ask,
 * time and the simulator's step number) and the rates it converted at with the published spread.
 * Plain columns of the order row, written by the same statement that writes the fill, so a receipt
 * costs the order path no extra statement (docs/adr/0011: the row stays all plain columns).
 */

/** The opening fill's columns; the quote's are null for a fill not taken on a quote. */
export function openStamp(quote: TimedQuote | null, rates: AccountFx | null | undefined): OrderPatch {
  const fx = convertingFx(rates);
  return {
    openBidTicks: quote?.bidTicks ?? null,
    openAskTicks: quote?.askTicks ?? null,
    openQuoteTime: quote?.timeMs ?? null,
    openQuoteSeq: quote ? quoteSeqOf(quote.timeMs) : null,
    openFxReceiveRate: fx ? formatRate(fx.receive) : null,
    openFxSpreadBps: fx ? Number(fx.spreadBps) : null,
  };
}

/** The closing fill's columns, as the opening's, with both rates the close could convert at (X5). */
export function coverStamp(quote: TimedQuote | null, rates: AccountFx | null | undefined): OrderPatch {
  const fx = convertingFx(rates);
  return {
    coverBidTicks: quote?.bidTicks ?? null,
    coverAskTicks: quote?.askTicks ?? null,
    coverQuoteTime: quote?.timeMs ?? null,
    coverQuoteSeq: quote ? quoteSeqOf(quote.timeMs) : null,
    coverFxRate: fx ? formatRate(fx.pay) : null,
    coverFxReceiveRate: fx ? formatRate(fx.receive) : null,
    coverFxSpreadBps: fx ? Number(fx.spreadBps) : null,
  };
}

/** The rates when they convert between two currencies; none for one currency (X1: nothing converts). */
function convertingFx(fx: AccountFx | null | undefined): AccountFx | null {
  return fx && converts(fx) ? fx : null;
}
