/**
 * Chart indicators on closes in ticks: moving averages, Bollinger bands, RSI, MACD and VWAP. These feed a
 * chart, never money, so they return floats (ticks, unrounded); divide by 10^decimals to plot.
 * Positions without a full window are `null`, so the output lines up index for index with the input.
 */

/** The Bollinger band period and width the charts use by default: 20 closes, 2 standard deviations. */
export const BOLLINGER_LENGTH_DEFAULT = 20;
export const BOLLINGER_WIDTH_SIGMA_DEFAULT = 2;

export interface BollingerPoint {
  readonly middle: number;
  readonly upper: number;
  readonly lower: number;
}

function checkLength(length: number): void {
  if (!Number.isInteger(length) || length < 1)
    throw new RangeError(`window length must be a positive integer, got ${length}`);
}

/**
 * Simple moving average of the last `length` closes (ticks) at each position; `null` for the first
 * `length − 1`. Sums are kept as running totals, exact for integer ticks below 2^53 / length.
 */
export function movingAverage(closes: readonly number[], length: number): (number | null)[] {
  checkLength(length);
  const out: (number | null)[] = [];
  let sum = 0;
  for (let i = 0; i < closes.length; i++) {
    sum += closes[i]!;
    if (i >= length) sum -= closes[i - length]!;
    out.push(i >= length - 1 ? sum / length : null);
  }
  return out;
}

/**
 * Bollinger bands: the `length`-close moving average ± `widthSigma` population standard deviations
 * of the same window (Bollinger's own definition), in ticks; `null` until the window is full.
 */
export function bollingerBands(
  closes: readonly number[],
  length: number = BOLLINGER_LENGTH_DEFAULT,
  widthSigma: number = BOLLINGER_WIDTH_SIGMA_DEFAULT,
): (BollingerPoint | null)[] {
  checkLength(length);
  const out: (BollingerPoint | null)[] = [];
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < closes.length; i++) {
    const x = closes[i]!;
    sum += x;
    sumSquares += x * x;
    if (i >= length) {
      const old = closes[i - length]!;
      sum -= old;
      sumSquares -= old * old;
    }
    if (i < length - 1) {
      out.push(null);
      continue;
    }
    const middle = sum / length;
    const deviation = Math.sqrt(Math.max(0, sumSquares / length - middle * middle));
    out.push({ middle, upper: middle + widthSigma * deviation, lower: middle - widthSigma * deviation });
  }
  return out;
}

/** The indicator parameters the charts start with (issue 49): RSI(14), MACD(12, 26, 9). */
export const RSI_LENGTH_DEFAULT = 14;
export const MACD_FAST_DEFAULT = 12;
export const MACD_SLOW_DEFAULT = 26;
export const MACD_SIGNAL_DEFAULT = 9;

/**
 * Exponential moving average with smoothing 2 ÷ (length + 1), seeded with the simple average of the
 * first `length` values (the common charting convention, so it agrees with published tables);
 * `null` before the seed. `null` inputs are skipped: the average starts at the first full window.
 */
export function exponentialAverage(values: readonly (number | null)[], length: number): (number | null)[] {
  checkLength(length);
  const k = 2 / (length + 1);
  const out: (number | null)[] = [];
  let seen = 0;
  let seedSum = 0;
  let ema: number | null = null;
  for (const value of values) {
    if (value === null) {
      out.push(null);
      continue;
    }
    if (ema === null) {
      seen += 1;
      seedSum += value;
      if (seen === length) ema = seedSum / length;
      out.push(ema);
      continue;
    }
    ema = value * k + ema * (1 - k);
    out.push(ema);
  }
  return out;
}

/**
 * Wilder's relative strength index: the first average gain and loss are the simple averages of the
 * first `length` changes, then each is smoothed as (previous × (length − 1) + current) ÷ length;
 * RSI = 100 − 100 ÷ (1 + gain ÷ loss), 100 when nothing fell. `null` for the first `length` closes.
 */
export function relativeStrength(closes: readonly number[], length: number = RSI_LENGTH_DEFAULT): (number | null)[] {
  checkLength(length);
  const out: (number | null)[] = closes.length > 0 ? [null] : [];
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < closes.length; i++) {
    const change = closes[i]! - closes[i - 1]!;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i <= length) {
      gain += up / length;
      loss += down / length;
    } else {
      gain = (gain * (length - 1) + up) / length;
      loss = (loss * (length - 1) + down) / length;
    }
    if (i < length) out.push(null);
    else out.push(loss === 0 ? (gain === 0 ? 50 : 100) : 100 - 100 / (1 + gain / loss));
  }
  return out;
}

export interface MacdPoint {
  /** Fast EMA − slow EMA of the closes. */
  readonly macd: number;
  /** The EMA of the MACD line; null until it has `signal` values. */
  readonly signal: number | null;
  /** MACD − signal; null with the signal. */
  readonly histogram: number | null;
}

/** MACD(fast, slow, signal) over closes; `null` until the slow EMA exists. */
export function macd(
  closes: readonly number[],
  fast: number = MACD_FAST_DEFAULT,
  slow: number = MACD_SLOW_DEFAULT,
  signal: number = MACD_SIGNAL_DEFAULT,
): (MacdPoint | null)[] {
  if (fast >= slow) throw new RangeError(`the fast length (${fast}) must be below the slow length (${slow})`);
  const fastLine = exponentialAverage(closes, fast);
  const slowLine = exponentialAverage(closes, slow);
  const line = closes.map((_, i) => {
    const f = fastLine[i] ?? null;
    const s = slowLine[i] ?? null;
    return f === null || s === null ? null : f - s;
  });
  const signalLine = exponentialAverage(line, signal);
  return line.map((m, i) => {
    if (m === null) return null;
    const sig = signalLine[i] ?? null;
    return { macd: m, signal: sig, histogram: sig === null ? null : m - sig };
  });
}

/** One bar as VWAP reads it: its high, low and close in ticks, its volume, and the start of its session. */
export interface VolumeBar {
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
  /** Bars with the same session key are averaged together; a new key starts the average again. */
  readonly session: number | string;
}

/**
 * Volume-weighted average price of the session so far at each bar: Σ(typical price × volume) ÷
 * Σ volume with the typical price (high + low + close) ÷ 3, restarting at each new session; `null`
 * until the session has traded volume.
 */
export function sessionVwap(bars: readonly VolumeBar[]): (number | null)[] {
  const out: (number | null)[] = [];
  let session: number | string | undefined;
  let priceVolume = 0;
  let volume = 0;
  for (const bar of bars) {
    if (bar.session !== session) {
      session = bar.session;
      priceVolume = 0;
      volume = 0;
    }
    priceVolume += ((bar.high + bar.low + bar.close) / 3) * bar.volume;
    volume += bar.volume;
    out.push(volume > 0 ? priceVolume / volume : null);
  }
  return out;
}
