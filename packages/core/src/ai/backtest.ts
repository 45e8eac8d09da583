import { DAY_MS } from '../market/time-zone';
import { changePercent, ratioPercent, stepEquity } from './equity';
import { positions, type StrategySpec } from './strategies';

/**
 * The backtest of an AI product (docs/SPEC.md I1, I4): the strategy's positions over completed daily
 * bars, and the equity they would have made from 1.00000000 with the product's lever, stepped close to
 * close by `stepEquity`, the function that steps a customer's money live. Its statistics are derived
 * from that curve and nothing else, so anyone holding the same candles (`data/candlestick`, period
 * `day`, from `backtestFrom` to `backtestTo`) reruns this function and gets the same figures.
 */

/** How far back the backtest window reaches, in calendar days. */
export const BACKTEST_WINDOW_DAYS = 365;
/** The equity at the start of the curve: 1 in units of 10⁻⁸. */
export const EQUITY_START = 100_000_000n;
export const EQUITY_DECIMALS = 8;
/** The published return windows, in calendar days. */
export const RETURN_WINDOWS_DAYS = { d7: 7, d30: 30, d90: 90 } as const;

/** A completed bar: its start (epoch ms) and its close in whole ticks. */
export interface BarClose {
  readonly time: number;
  readonly close: bigint;
}

export interface EquityPointUnits {
  /** The bar's start, epoch ms. */
  readonly time: number;
  /** The equity after the bar closed, in units of 10⁻⁸ of the start. */
  readonly equity: bigint;
}

export interface BacktestResult {
  readonly curve: readonly EquityPointUnits[];
  /** Closed trades: runs of one non-flat position, ended by a change of position. */
  readonly trades: number;
  readonly wins: number;
  /** wins ÷ trades as a percentage with two decimals; "0.00" without a closed trade. */
  readonly winRate: string;
  /** The change of the curve over its last 7, 30 and 90 days, percentages with two decimals. */
  readonly returns: { readonly d7: string; readonly d30: string; readonly d90: string };
}

/**
 * The change over the last `days` of a curve: from the last point at least `days` before its end (or
 * its first point, when the curve is shorter) to its end.
 */
export function curveReturn(curve: readonly EquityPointUnits[], days: number): string {
  const last = curve.at(-1);
  if (!last) return '0.00';
  const cutMs = last.time - days * DAY_MS;
  let reference = curve[0] ?? last;
  for (const point of curve) {
    if (point.time > cutMs) break;
    reference = point;
  }
  return changePercent(reference.equity, last.equity);
}

/** Backtests `spec` with `lever` over `bars` (completed bars, oldest first). */
export function backtest(bars: readonly BarClose[], spec: StrategySpec, lever: number): BacktestResult {
  const closes = bars.map((b) => b.close);
  const held = positions(closes, spec);
  const curve: EquityPointUnits[] = [];
  let equity = EQUITY_START;
  let trades = 0;
  let wins = 0;
  let tradeStart: bigint | null = null;
  for (let i = 0; i < bars.length; i++) {
    const bar = bars[i];
    if (!bar) continue;
    if (i > 0) equity = stepEquity(equity, held[i - 1] ?? 0, lever, closes[i - 1] ?? bar.close, bar.close);
    curve.push({ time: bar.time, equity });
    const before = i > 0 ? (held[i - 1] ?? 0) : 0;
    const now = held[i] ?? 0;
    if (now === before) continue;
    if (before !== 0 && tradeStart !== null) {
      trades++;
      if (equity > tradeStart) wins++;
    }
    tradeStart = now === 0 ? null : equity;
  }
  return {
    curve,
    trades,
    wins,
    winRate: ratioPercent(BigInt(wins), BigInt(trades)),
    returns: {
      d7: curveReturn(curve, RETURN_WINDOWS_DAYS.d7),
      d30: curveReturn(curve, RETURN_WINDOWS_DAYS.d30),
      d90: curveReturn(curve, RETURN_WINDOWS_DAYS.d90),
    },
  };
}
