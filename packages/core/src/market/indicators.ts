/**
 * Chart overlays on closes in ticks: a simple moving average and Bollinger bands. These feed a
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
