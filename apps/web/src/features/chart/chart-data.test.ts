// Proves the chart's overlays on known series: MA(5, 10, 30) and Bollinger (20, 2σ) line up with
// the bars they belong to, and times show in India time.
import type { Candle } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { type Bar, bollingerLines, chartTime, epochMsOf, movingAverageLines, toBar } from './chart-data';

function bars(closes: readonly number[]): Bar[] {
  return closes.map((close, i) => ({ time: 1000 + i * 60, open: close, high: close, low: close, close, volume: 1 }));
}

describe('moving averages', () => {
  it('averages the last 5, 10 and 30 closes and starts once each window is full', () => {
    const series = bars(Array.from({ length: 30 }, (_, i) => i + 1));
    const [ma5, ma10, ma30] = movingAverageLines(series);
    expect(ma5?.length).toBe(26);
    expect(ma5?.[0]).toEqual({ time: series[4]?.time, value: 3 });
    expect(ma5?.at(-1)?.value).toBe(28);
    expect(ma10?.[0]?.value).toBe(5.5);
    expect(ma30).toEqual([{ time: series[29]?.time, value: 15.5 }]);
  });

  it('draws nothing on fewer bars than the window', () => {
    const [ma5] = movingAverageLines(bars([1, 2, 3]));
    expect(ma5).toEqual([]);
  });
});

describe('Bollinger bands', () => {
  it('has no width on a flat series', () => {
    const { middle, upper, lower } = bollingerLines(bars(Array.from({ length: 20 }, () => 7)));
    expect(middle).toEqual([{ time: 1000 + 19 * 60, value: 7 }]);
    expect(upper[0]?.value).toBe(7);
    expect(lower[0]?.value).toBe(7);
  });

  it('is the 20-close mean ± 2 population deviations', () => {
    // Ten 1s and ten 3s: mean 2, population deviation 1, so the bands are 0 and 4.
    const closes = [...Array.from({ length: 10 }, () => 1), ...Array.from({ length: 10 }, () => 3)];
    const { middle, upper, lower } = bollingerLines(bars(closes));
    expect(middle[0]?.value).toBeCloseTo(2, 10);
    expect(upper[0]?.value).toBeCloseTo(4, 10);
    expect(lower[0]?.value).toBeCloseTo(0, 10);
  });
});

describe('bars', () => {
  it('reads decimal strings and shifts time to India time in seconds', () => {
    const candle: Candle = { time: 0, open: '1.5', high: '2', low: '1', close: '1.75', volume: '300' };
    expect(toBar(candle)).toEqual({ time: 19_800, open: 1.5, high: 2, low: 1, close: 1.75, volume: 300 });
    expect(epochMsOf(chartTime(1_700_000_000_000))).toBe(1_700_000_000_000);
  });
});
