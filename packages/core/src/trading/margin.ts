import { type Minor, minor, pow10, type Rate, roundHalfUp } from '../money';
import { closingFee, positionPnl } from './costs';
import { markPrice } from './prices';
import type { Quote, TradingSettings } from './settings';
import type { Position } from './split';

/** A held position valued at the current quote, in minor units. */
export interface MarkedPosition {
  readonly id: number;
  readonly marginMinor: Minor;
  /** Signed P&L at the closing side of the quote. */
  readonly pnlMinor: Minor;
  /** What closing it now would cost. */
  readonly closingFeeMinor: Minor;
}

/** Values a position at a quote: P&L and closing fee at its closing side (a buy's bid, a sell's ask). */
export function markPosition(position: Position, quote: Quote, saleFeeRate: Rate): MarkedPosition {
  const closeTicks = markPrice(position.direction, quote.bidTicks, quote.askTicks);
  return {
    id: position.id,
    marginMinor: position.marginMinor,
    pnlMinor: positionPnl({ ...position, markPriceTicks: closeTicks }),
    closingFeeMinor: closingFee({ ...position, closePriceTicks: closeTicks, saleFeeRate }),
  };
}

/**
 * Equity in minor units: available + Σ (margin + P&L) of the open positions. Money held for pending
 * orders and withdrawals is not counted: it is committed elsewhere and cannot rescue a position.
 */
export function accountEquity(availableMinor: Minor, positions: readonly MarkedPosition[]): Minor {
  return minor(positions.reduce((sum, p) => sum + p.marginMinor + p.pnlMinor, availableMinor as bigint));
}

/** A margin level kept as the exact fraction equity ÷ used margin (M1); no floats anywhere. */
export interface MarginLevel {
  readonly equityMinor: Minor;
  readonly usedMarginMinor: Minor;
}

/** The account's margin level, or null when it uses no margin (no open positions). */
export function marginLevel(availableMinor: Minor, positions: readonly MarkedPosition[]): MarginLevel | null {
  const usedMarginMinor = minor(positions.reduce((sum, p) => sum + p.marginMinor, 0n));
  if (usedMarginMinor <= 0n) return null;
  return { equityMinor: accountEquity(availableMinor, positions), usedMarginMinor };
}

/** Whether equity ÷ used margin ≤ rate, compared exactly: equity × 10^scale ≤ numerator × used (M1). */
export function levelAtOrBelow(level: MarginLevel, rate: Rate): boolean {
  return level.equityMinor * pow10(rate.scale) <= rate.numerator * level.usedMarginMinor;
}

/** The margin level in basis points (10 000 = 100 %), rounded half-up; for display only. */
export function marginLevelBps(level: MarginLevel): bigint {
  return roundHalfUp(level.equityMinor * 10_000n, level.usedMarginMinor);
}

export interface ForceCoverPlan {
  /** The level before anything closes; null without open positions. */
  readonly marginLevel: MarginLevel | null;
  /** The level is at or below `tradeForceCoverWarning` (M4). */
  readonly warning: boolean;
  /** Positions to close now, in order: largest loss first. Empty when the level is above the rate. */
  readonly toClose: readonly number[];
}

/**
 * Plans forced cover (M2). When the level is at or below `tradeForceCoverRate`, positions close one by
 * one, largest loss first (ties by id), until the level is strictly above the rate or nothing is left.
 * Each simulated close returns margin + P&L − closing fee to available; if that leaves available below
 * zero, the platform absorbs the rest (M3) and available is taken as zero, exactly as the ledger's
 * `postClosePosition` will post it.
 */
export function forceCoverPlan(
  availableMinor: Minor,
  positions: readonly MarkedPosition[],
  settings: Pick<TradingSettings, 'tradeForceCoverRate' | 'tradeForceCoverWarning'>,
): ForceCoverPlan {
  const level = marginLevel(availableMinor, positions);
  if (level === null) return { marginLevel: null, warning: false, toClose: [] };
  const warning = levelAtOrBelow(level, settings.tradeForceCoverWarning);
  const order = [...positions].sort((a, b) =>
    a.pnlMinor === b.pnlMinor ? a.id - b.id : a.pnlMinor < b.pnlMinor ? -1 : 1,
  );
  const toClose: number[] = [];
  let available: bigint = availableMinor;
  let open = order;
  for (;;) {
    const now = marginLevel(minor(available), open);
    if (now === null || !levelAtOrBelow(now, settings.tradeForceCoverRate)) break;
    const [worst, ...rest] = open;
    if (worst === undefined) break;
    toClose.push(worst.id);
    available += worst.marginMinor + worst.pnlMinor - worst.closingFeeMinor;
    if (available < 0n) available = 0n;
    open = rest;
  }
  return { marginLevel: level, warning, toClose };
}
