import type { FxRate } from '../fx';
import { type Minor, minor, parsePrice, type Rate, type Ticks } from '../money';
import { type AccountFx, accountFxFromQuotes } from './account-fx';
import type { PositionSize } from './costs';
import { markPrice } from './prices';
import { closeAmounts } from './split';

/**
 * Live marks of held positions (docs/SPEC.md MK1–MK3): the closing price, each position's P&L and the
 * account's total, all from one set of quotes read at one instant. The server's cover settles with the
 * same `closeAmounts` at the same closing side and the same conversion, so what a screen shows is what
 * a close at that quote would realise.
 */

/** A held position as the marks read it: its size and entry, its product and both currencies. */
export interface HeldPosition extends PositionSize {
  readonly id: number;
  /** The product code whose quote prices it. */
  readonly code: string;
  readonly instrumentCurrency: string;
  readonly accountCurrency: string;
  /**
   * The last valuation known (the server's), in the account's minor units: kept while the quotes
   * cannot price the position (no quote for its product yet, or no pair to convert at).
   */
  readonly lastPnlMinor: Minor;
}

/** The latest quote of a code (a product or a currency pair) as decimal strings, or undefined. */
export type QuoteOf = (code: string) => { readonly bid: string; readonly ask: string } | undefined;

/** One position marked at the quotes. */
export interface PositionMark {
  readonly id: number;
  /** The closing side of its quote (a buy's bid, a sell's ask, O5); null when it has no quote. */
  readonly closePriceTicks: Ticks | null;
  /** Signed P&L in the account's currency: at the quotes when `priced`, else `lastPnlMinor`. */
  readonly pnlMinor: Minor;
  /** The rate the P&L converted at (receive for a gain, pay for a loss, X3); null when nothing converted. */
  readonly rate: FxRate | null;
  /** Whether the quotes priced it; false keeps the last known valuation. */
  readonly priced: boolean;
}

/** The marks of a list of positions and their total. */
export interface PositionMarks {
  readonly rows: readonly PositionMark[];
  /** Σ of the rows' `pnlMinor`, exactly: the summary's P&L is the sum of the rows it sits above (MK1). */
  readonly totalPnlMinor: Minor;
}

/** The rates a position's money converts at now, undefined for one priced in its account's currency. */
function fxOf(position: HeldPosition, quoteOf: QuoteOf, spreadBps?: bigint): AccountFx | undefined | null {
  if (position.instrumentCurrency === position.accountCurrency) return undefined;
  return accountFxFromQuotes(quoteOf, position.instrumentCurrency, position.accountCurrency, spreadBps);
}

/** The closing side of `position`'s quote in ticks of its decimals, or null without a quote. */
function closeTicksOf(position: PositionSize & { readonly code: string }, quoteOf: QuoteOf): Ticks | null {
  const quote = quoteOf(position.code);
  if (!quote) return null;
  const bid = parsePrice(quote.bid, position.decimals);
  const ask = parsePrice(quote.ask, position.decimals);
  if (!bid.ok || !ask.ok || bid.value <= 0n || ask.value < bid.value) return null;
  return markPrice(position.direction, bid.value, ask.value);
}

/**
 * Marks every position from one `quoteOf` (MK1): its closing-side price (O5), its P&L as closing all of
 * it there would realise (`closeAmounts`, converted at this instant's rates with `spreadBps`, X3, X5),
 * and the total of the rows. A position the quotes cannot price keeps `lastPnlMinor` in its row and in
 * the total, so the total is always the sum of the rows shown. No fee is taken: it is unrealised P&L.
 */
export function markPositions(positions: readonly HeldPosition[], quoteOf: QuoteOf, spreadBps?: bigint): PositionMarks {
  const noFee: Rate = { numerator: 0n, scale: 0 };
  const rows = positions.map((position): PositionMark => {
    const closePriceTicks = closeTicksOf(position, quoteOf);
    const fx = fxOf(position, quoteOf, spreadBps);
    if (closePriceTicks === null || fx === null) {
      return { id: position.id, closePriceTicks, pnlMinor: position.lastPnlMinor, rate: null, priced: false };
    }
    const amounts = closeAmounts(position, position.hands, 0, closePriceTicks, noFee, fx);
    const rate = fx === undefined ? null : amounts.pnlMinor < 0n ? fx.pay : fx.receive;
    return { id: position.id, closePriceTicks, pnlMinor: amounts.pnlMinor, rate, priced: true };
  });
  return { rows, totalPnlMinor: minor(rows.reduce((sum, row) => sum + row.pnlMinor, 0n)) };
}

/** What closing some hands now would realise, in the account's currency (`closeEstimate`). */
export interface CloseEstimate {
  /** The price the hands close at: the closing side of the quote, a buy's bid and a sell's ask (O5). */
  readonly closePriceTicks: Ticks;
  /** Signed P&L, before the closing fee. */
  readonly pnlMinor: Minor;
  readonly closingFeeMinor: Minor;
}

/**
 * The close sheet's estimate of covering `hands` of `position` at the quotes (MK2): the closing side of
 * the quote and `closeAmounts` with the conversion the server's cover uses (the rates of the same pairs
 * with the same spread, a gain at the receive rate, a loss and the fee at the pay rate), so a cover at
 * this quote realises exactly this P&L and fee. Null without a quote, a rate, or with hands outside
 * 1..held.
 */
export function closeEstimate(
  position: HeldPosition,
  hands: number,
  quoteOf: QuoteOf,
  saleFeeRate: Rate,
  spreadBps?: bigint,
): CloseEstimate | null {
  if (!Number.isSafeInteger(hands) || hands < 1 || hands > position.hands) return null;
  const closePriceTicks = closeTicksOf(position, quoteOf);
  const fx = fxOf(position, quoteOf, spreadBps);
  if (closePriceTicks === null || fx === null) return null;
  const amounts = closeAmounts(position, hands, position.hands - hands, closePriceTicks, saleFeeRate, fx);
  return { closePriceTicks, pnlMinor: amounts.pnlMinor, closingFeeMinor: amounts.closingFeeMinor };
}
