import { type Checked, err, ok } from '../result';

/**
 * The published strategies of the AI stock-picking products (PRODUCT.md, "AI stock-picking
 * products"; docs/SPEC.md I1). A strategy is a pure function of the closes of completed bars: after
 * bar i closes it names the position held until bar i + 1 closes, long (1), short (-1) or flat (0).
 * The backtest and the live runner call the same `positions`, so a published statistic is what the
 * code that trades the customer's money would have done. All arithmetic is on whole ticks (bigint),
 * never binary floating point, so anyone who reruns it on the same candles gets the same numbers.
 */

export const STRATEGY_KINDS = ['momentum', 'mean_reversion', 'ma_crossover'] as const;
export type StrategyKind = (typeof STRATEGY_KINDS)[number];

/** -1 short, 0 flat, 1 long. */
export type StrategyPosition = -1 | 0 | 1;

/** Bars a strategy may look back over; a year of trading days. */
export const LOOKBACK_BARS_MAX = 250;
/** Z-score thresholds are given in hundredths ("1.50"), at most this many. */
export const Z_HUNDREDTHS_MAX = 1_000n;

export interface MomentumParams {
  readonly kind: 'momentum';
  /** Long while the close is above the close this many bars ago, short (or flat) while below. */
  readonly lookbackBars: number;
  readonly allowShort: boolean;
}

export interface MeanReversionParams {
  readonly kind: 'mean_reversion';
  /** Bars in the mean and standard deviation (the current close included). */
  readonly lookbackBars: number;
  /** Enter against a move when |z| exceeds this, in hundredths of a standard deviation. */
  readonly entryZHundredths: bigint;
  /** Leave once |z| falls below this, in hundredths; between the two the position is kept. */
  readonly exitZHundredths: bigint;
  readonly allowShort: boolean;
}

export interface MaCrossoverParams {
  readonly kind: 'ma_crossover';
  /** Bars of the fast simple moving average. */
  readonly fastBars: number;
  /** Bars of the slow simple moving average; more than `fastBars`. */
  readonly slowBars: number;
  readonly allowShort: boolean;
}

export type StrategySpec = MomentumParams | MeanReversionParams | MaCrossoverParams;

function sign(n: bigint): StrategyPosition {
  return n > 0n ? 1 : n < 0n ? -1 : 0;
}

function momentum(closes: readonly bigint[], p: MomentumParams): StrategyPosition[] {
  return closes.map((close, i) => {
    const past = closes[i - p.lookbackBars];
    return past === undefined ? 0 : sign(close - past);
  });
}

function maCrossover(closes: readonly bigint[], p: MaCrossoverParams): StrategyPosition[] {
  const out: StrategyPosition[] = [];
  let fastSum = 0n;
  let slowSum = 0n;
  for (let i = 0; i < closes.length; i++) {
    const close = closes[i] ?? 0n;
    fastSum += close;
    slowSum += close;
    if (i >= p.fastBars) fastSum -= closes[i - p.fastBars] ?? 0n;
    if (i >= p.slowBars) slowSum -= closes[i - p.slowBars] ?? 0n;
    // fast mean vs slow mean, compared without dividing: fastSum / fast vs slowSum / slow.
    out.push(i + 1 < p.slowBars ? 0 : sign(fastSum * BigInt(p.slowBars) - slowSum * BigInt(p.fastBars)));
  }
  return out;
}

/**
 * z = (close − mean) / sd over the last n closes. With S = Σc and Q = Σc², n·(close − mean) = n·c − S
 * and n·sd = √(n·Q − S²), so |z| > k ⇔ (n·c − S)² · 100² > k² · (n·Q − S²) for k in hundredths: the
 * comparison needs no square root and no division.
 */
function zAbove(deviation: bigint, spread: bigint, kHundredths: bigint): boolean {
  return deviation * deviation * 10_000n > kHundredths * kHundredths * spread;
}

function meanReversion(closes: readonly bigint[], p: MeanReversionParams): StrategyPosition[] {
  const out: StrategyPosition[] = [];
  const n = BigInt(p.lookbackBars);
  let sum = 0n;
  let sumSquares = 0n;
  let held: StrategyPosition = 0;
  for (let i = 0; i < closes.length; i++) {
    const close = closes[i] ?? 0n;
    sum += close;
    sumSquares += close * close;
    const gone = closes[i - p.lookbackBars];
    if (gone !== undefined) {
      sum -= gone;
      sumSquares -= gone * gone;
    }
    if (i + 1 < p.lookbackBars) {
      out.push(0);
      continue;
    }
    const spread = n * sumSquares - sum * sum;
    const deviation = n * close - sum;
    if (spread <= 0n) held = 0;
    else if (zAbove(deviation, spread, p.entryZHundredths)) held = deviation > 0n ? -1 : 1;
    else if (!zAbove(deviation, spread, p.exitZHundredths)) held = 0;
    out.push(held);
  }
  return out;
}

/**
 * The position after each close: `positions(closes)[i]` is held from close i to close i + 1.
 * Without `allowShort` a short signal is flat. Closes are whole ticks of the instrument.
 */
export function positions(closes: readonly bigint[], spec: StrategySpec): StrategyPosition[] {
  let raw: StrategyPosition[];
  switch (spec.kind) {
    case 'momentum':
      raw = momentum(closes, spec);
      break;
    case 'mean_reversion':
      raw = meanReversion(closes, spec);
      break;
    case 'ma_crossover':
      raw = maCrossover(closes, spec);
      break;
  }
  return spec.allowShort ? raw : raw.map((p) => (p < 0 ? 0 : p));
}

/** The position to hold now, after the last of `closes`: the last of `positions`. */
export function decide(closes: readonly bigint[], spec: StrategySpec): StrategyPosition {
  return positions(closes, spec).at(-1) ?? 0;
}

export type StrategyError =
  | 'kind'
  | 'lookbackBars'
  | 'fastBars'
  | 'slowBars'
  | 'entryZ'
  | 'exitZ'
  | 'allowShort'
  | 'unknownParameter';

/** The parameters of each kind, as stored and published (z thresholds as decimal strings). */
export const STRATEGY_PARAMETERS: Readonly<Record<StrategyKind, readonly string[]>> = {
  momentum: ['lookbackBars', 'allowShort'],
  mean_reversion: ['lookbackBars', 'entryZ', 'exitZ', 'allowShort'],
  ma_crossover: ['fastBars', 'slowBars', 'allowShort'],
};

function bars(value: unknown, min: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= LOOKBACK_BARS_MAX
    ? value
    : null;
}

/** "1.5" or "1.50" → 150n; at most two decimals, positive, at most Z_HUNDREDTHS_MAX. */
function hundredths(value: unknown): bigint | null {
  if (typeof value !== 'string' || !/^\d{1,2}(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const parsed = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return parsed > 0n && parsed <= Z_HUNDREDTHS_MAX ? parsed : null;
}

/**
 * Reads a strategy from its published form (`kind` plus a plain JSON object of parameters), naming the
 * first parameter that is wrong. Bars are whole numbers 2..250 (a momentum lookback from 1); z
 * thresholds are decimal strings with up to two places, the exit below the entry; the slow average
 * longer than the fast; `allowShort` a boolean.
 */
export function parseStrategy(
  kind: string,
  params: Readonly<Record<string, unknown>>,
): Checked<StrategySpec, StrategyError> {
  const known = STRATEGY_KINDS.find((k) => k === kind);
  if (!known) return err('kind');
  for (const name of Object.keys(params))
    if (!STRATEGY_PARAMETERS[known].includes(name)) return err('unknownParameter');
  const allowShort = params.allowShort;
  if (typeof allowShort !== 'boolean') return err('allowShort');
  switch (known) {
    case 'momentum': {
      const lookbackBars = bars(params.lookbackBars, 1);
      if (lookbackBars === null) return err('lookbackBars');
      return ok({ kind: known, lookbackBars, allowShort });
    }
    case 'mean_reversion': {
      const lookbackBars = bars(params.lookbackBars, 2);
      if (lookbackBars === null) return err('lookbackBars');
      const entryZHundredths = hundredths(params.entryZ);
      if (entryZHundredths === null) return err('entryZ');
      const exitZHundredths = hundredths(params.exitZ);
      if (exitZHundredths === null || exitZHundredths >= entryZHundredths) return err('exitZ');
      return ok({ kind: known, lookbackBars, entryZHundredths, exitZHundredths, allowShort });
    }
    case 'ma_crossover': {
      const fastBars = bars(params.fastBars, 1);
      if (fastBars === null) return err('fastBars');
      const slowBars = bars(params.slowBars, 2);
      if (slowBars === null || slowBars <= fastBars) return err('slowBars');
      return ok({ kind: known, fastBars, slowBars, allowShort });
    }
  }
}

function zText(h: bigint): string {
  return `${h / 100n}.${String(h % 100n).padStart(2, '0')}`;
}

/** The published (and stored) parameters of a strategy: the inverse of `parseStrategy`. */
export function strategyParams(spec: StrategySpec): Record<string, number | string | boolean> {
  switch (spec.kind) {
    case 'momentum':
      return { lookbackBars: spec.lookbackBars, allowShort: spec.allowShort };
    case 'mean_reversion':
      return {
        lookbackBars: spec.lookbackBars,
        entryZ: zText(spec.entryZHundredths),
        exitZ: zText(spec.exitZHundredths),
        allowShort: spec.allowShort,
      };
    case 'ma_crossover':
      return { fastBars: spec.fastBars, slowBars: spec.slowBars, allowShort: spec.allowShort };
  }
}
