import { formatIndiaTime, startOfIndiaDayMs } from '../india-time';
import { roundHalfUp } from '../money';

/**
 * A customer's trading analytics over a window (issue 16, `user/analytics`; docs/SPEC.md AN1–AN4),
 * derived only from rows the caller reads: the orders closed in the window and the ledger transfers
 * of the account set's three user accounts. Money is integer minor units of the set's currency.
 */

/** One closed order (a COVER row; a partial cover's child is its own row). */
export interface AnalyticsTrade {
  market: string;
  coverTimeMs: number;
  /** The price P&L, before fees (orders.profit_minor). */
  profitMinor: bigint;
  openingFeeMinor: bigint;
  closingFeeMinor: bigint;
  overnightFeeMinor: bigint;
}

/** One side of a ledger transfer on one of the user's accounts of the set. */
export interface AnalyticsEntry {
  atMs: number;
  /** Which of the set's user accounts: available, locked or margin. */
  account: 'available' | 'locked' | 'margin';
  /** Entry type (1–16); 14 is the overnight fee. */
  type: number;
  /** Signed from the account's side: + credited, − debited. */
  deltaMinor: bigint;
  balanceAfterMinor: bigint;
}

export interface AnalyticsInput {
  trades: readonly AnalyticsTrade[];
  /** The window's entries, oldest first. */
  entries: readonly AnalyticsEntry[];
  /** Each account's balance just before the window (its last balance after, or 0). */
  opening: Readonly<Record<AnalyticsEntry['account'], bigint>>;
  /** Open positions marked at the closing prices now (the wallet's positionProfit). */
  unrealisedPnlMinor: bigint;
}

export interface AnalyticsFigures {
  /** Σ net P&L of the trades (after opening, closing and overnight fees): the basis of the win rate. */
  realisedPnlMinor: bigint;
  /** Σ price P&L of the trades, before any fee; gross − fees − trade overnight fees = realised. */
  grossPnlMinor: bigint;
  /** Σ overnight fees the closed trades paid over their lives (orders.overnight_fee_minor). */
  tradeOvernightFeesMinor: bigint;
  unrealisedPnlMinor: bigint;
  feesMinor: bigint;
  overnightFeesMinor: bigint;
  /** Winning trades per 10,000 trades (basis points), rounded half-up; 0 without trades. */
  winRateBps: bigint;
  trades: number;
  maxDrawdownMinor: bigint;
  byMarket: Array<{ market: string; pnlMinor: bigint; trades: number }>;
  byDay: Array<{ day: string; pnlMinor: bigint; equityMinor: bigint }>;
}

/** A trade's net P&L: price P&L less its opening, closing and overnight fees. A win is a net P&L above 0. */
export function netTradePnl(trade: AnalyticsTrade): bigint {
  return trade.profitMinor - trade.openingFeeMinor - trade.closingFeeMinor - trade.overnightFeeMinor;
}

/**
 * Computes every figure (docs/SPEC.md AN1–AN4). Realised P&L, the win rate and the by-market and
 * by-day sums share one basis, the trades' net P&L, so gross − fees − trade overnight fees = realised;
 * `overnightFeesMinor` is every type-14 amount debited in the window, open positions' too. The win rate is
 * in basis points half-up; days are India calendar days of the cover; equity at a day's end is
 * available + locked + margin after its last entry, and the drawdown starts from the opening equity.
 */
export function computeAnalytics(input: AnalyticsInput): AnalyticsFigures {
  let realised = 0n;
  let gross = 0n;
  let fees = 0n;
  let tradeOvernight = 0n;
  let wins = 0;
  const markets = new Map<string, { pnlMinor: bigint; trades: number }>();
  const dayPnl = new Map<number, bigint>();
  for (const trade of input.trades) {
    const net = netTradePnl(trade);
    realised += net;
    gross += trade.profitMinor;
    fees += trade.openingFeeMinor + trade.closingFeeMinor;
    tradeOvernight += trade.overnightFeeMinor;
    if (net > 0n) wins++;
    const market = markets.get(trade.market) ?? { pnlMinor: 0n, trades: 0 };
    market.pnlMinor += net;
    market.trades++;
    markets.set(trade.market, market);
    const day = startOfIndiaDayMs(trade.coverTimeMs);
    dayPnl.set(day, (dayPnl.get(day) ?? 0n) + net);
  }

  let overnight = 0n;
  const balances = { ...input.opening };
  const dayEquity = new Map<number, bigint>();
  for (const entry of input.entries) {
    if (entry.type === 14 && entry.deltaMinor < 0n) overnight += -entry.deltaMinor;
    balances[entry.account] = entry.balanceAfterMinor;
    dayEquity.set(startOfIndiaDayMs(entry.atMs), balances.available + balances.locked + balances.margin);
  }

  const openingEquity = input.opening.available + input.opening.locked + input.opening.margin;
  const days = [...new Set([...dayPnl.keys(), ...dayEquity.keys()])].sort((a, b) => a - b);
  const byDay: AnalyticsFigures['byDay'] = [];
  let equity = openingEquity;
  let peak = openingEquity;
  let drawdown = 0n;
  for (const day of days) {
    equity = dayEquity.get(day) ?? equity;
    if (equity > peak) peak = equity;
    if (peak - equity > drawdown) drawdown = peak - equity;
    byDay.push({ day: formatIndiaTime(day, 'YYYY-MM-DD'), pnlMinor: dayPnl.get(day) ?? 0n, equityMinor: equity });
  }

  const trades = input.trades.length;
  return {
    realisedPnlMinor: realised,
    grossPnlMinor: gross,
    tradeOvernightFeesMinor: tradeOvernight,
    unrealisedPnlMinor: input.unrealisedPnlMinor,
    feesMinor: fees,
    overnightFeesMinor: overnight,
    winRateBps: trades === 0 ? 0n : roundHalfUp(BigInt(wins) * 10_000n, BigInt(trades)),
    trades,
    maxDrawdownMinor: drawdown,
    byMarket: [...markets]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([market, m]) => ({ market, pnlMinor: m.pnlMinor, trades: m.trades })),
    byDay,
  };
}
