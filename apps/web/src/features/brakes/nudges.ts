import {
  basisPointsText,
  currencyDecimals,
  type Direction,
  type Nudge,
  orderNudges,
  parseMoney,
  parsePrice,
  type Ticks,
} from '@demo/core';

/**
 * The order sheet's nudges (docs/SPEC.md BR12–BR17) from what the sheet shows: core `orderNudges`
 * decides on the quote, the estimate and the clock; this file turns the sheet's decimal strings into
 * core's integers and a nudge into a sentence.
 */

/** What the sheet holds when Review is tapped; prices and amounts as the decimal strings it shows. */
export interface SheetNudgeInput {
  readonly direction: Direction;
  readonly priceType: 'market' | 'limit';
  readonly limitPrice: string;
  readonly lever: number;
  readonly decimals: number;
  readonly bid: string;
  readonly ask: string;
  /** The last price and the previous close of the product (live quote first). */
  readonly last: string;
  readonly prevClose: string;
  /** The estimate's margin and forced-cover ticks, in the account's currency; null without an estimate. */
  readonly margin: string | null;
  readonly forceCoverTicks: Ticks | null;
  /** The free margin (`availableAssets`) in the account's currency. */
  readonly available: string | null;
  readonly accountCurrency: string;
  /** When a shut market opens and an open one shuts (product detail), epoch ms. */
  readonly nextOpen: number | null;
  readonly nextClose: number | null;
  readonly nowMs: number;
}

function ticksOf(text: string, decimals: number): Ticks | null {
  const parsed = parsePrice(text, decimals);
  return parsed.ok && parsed.value > 0n ? parsed.value : null;
}

function minorOf(text: string | null, currency: string) {
  if (text === null) return null;
  const parsed = parseMoney(text, currencyDecimals(currency));
  return parsed.ok ? parsed.value : null;
}

/** The nudges of the order as the sheet shows it; empty while the quote is not a price yet. */
export function sheetNudges(input: SheetNudgeInput): Nudge[] {
  const bidTicks = ticksOf(input.bid, input.decimals);
  const askTicks = ticksOf(input.ask, input.decimals);
  if (bidTicks === null || askTicks === null) return [];
  return orderNudges({
    direction: input.direction,
    priceType: input.priceType,
    limitTicks: input.priceType === 'limit' ? ticksOf(input.limitPrice, input.decimals) : null,
    bidTicks,
    askTicks,
    prevCloseTicks: ticksOf(input.prevClose, input.decimals),
    lastTicks: ticksOf(input.last, input.decimals) ?? bidTicks,
    lever: input.lever,
    marginMinor: minorOf(input.margin, input.accountCurrency),
    freeMarginMinor: minorOf(input.available, input.accountCurrency),
    forceCoverTicks: input.forceCoverTicks,
    opensAtMs: input.nextOpen,
    closesAtMs: input.nextClose,
    nowMs: input.nowMs,
  });
}

const MINUTE_MS = 60_000;

/** One nudge as a sentence in the reader's language; minutes round up, so "in 1 min" is the least said. */
export function nudgeText(nudge: Nudge, t: (key: string, values?: Record<string, unknown>) => string): string {
  switch (nudge.kind) {
    case 'limitFar':
      return t('nudges.limitFar', { percent: basisPointsText(nudge.awayBp) });
    case 'leverOnMover':
      return t('nudges.leverOnMover', { lever: nudge.lever, percent: basisPointsText(nudge.moveBp) });
    case 'marginShare':
      return t('nudges.marginShare', { percent: basisPointsText(nudge.shareBp) });
    case 'marketOpens':
      return t('nudges.marketOpens', { minutes: Math.max(1, Math.ceil(nudge.inMs / MINUTE_MS)) });
    case 'marketCloses':
      return t('nudges.marketCloses', { minutes: Math.max(1, Math.ceil(nudge.inMs / MINUTE_MS)) });
    case 'forceCoverNear':
      return t('nudges.forceCoverNear', { percent: basisPointsText(nudge.awayBp) });
  }
}
