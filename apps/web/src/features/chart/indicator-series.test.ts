// Proves what the chart draws for each indicator: RSI and MACD get panes 1 and 2 below the price in
// that order, each line point sits on its own bar's time, and VWAP restarts at India midnight.
import { relativeStrength } from '@demo/core';
import { describe, expect, it } from 'vitest';
import type { Bar } from './chart-data';
import { emaLine, lowerPanes, macdLines, paneIndexOf, rsiLine, vwapLine } from './indicator-series';
import { DEFAULT_INDICATORS } from './indicator-settings';

const DAY = 86_400;

function bars(closes: readonly number[], start = 10 * DAY, step = 60): Bar[] {
  return closes.map((close, i) => ({
    time: start + i * step,
    open: close,
    high: close + 1,
    low: close - 1,
    close,
    volume: 10,
  }));
}

const on = (rsi: boolean, macd: boolean) => ({
  ...DEFAULT_INDICATORS,
  rsi: { ...DEFAULT_INDICATORS.rsi, on: rsi },
  macd: { ...DEFAULT_INDICATORS.macd, on: macd },
});

describe('panes', () => {
  it('CI1: puts RSI in pane 1 and MACD below it, or MACD in pane 1 alone', () => {
    expect(lowerPanes(on(true, true))).toEqual(['rsi', 'macd']);
    expect(paneIndexOf(on(true, true), 'macd')).toBe(2);
    expect(paneIndexOf(on(false, true), 'macd')).toBe(1);
    expect(paneIndexOf(on(false, true), 'rsi')).toBeNull();
    expect(lowerPanes(DEFAULT_INDICATORS)).toEqual([]);
  });
});

describe('series data', () => {
  const closes = Array.from({ length: 60 }, (_, i) => 100 + 10 * Math.sin(i / 4) + i / 5);
  const series = bars(closes);

  it("CI1: draws the core's RSI from the bar after the first full window, on that bar's time", () => {
    const rsi = rsiLine(series, 14);
    expect(rsi).toHaveLength(60 - 14);
    expect(rsi[0]?.time).toBe(series[14]?.time);
    expect(rsi[0]?.value).toBe(relativeStrength(closes, 14)[14]);
    expect(rsi.every((p) => p.value >= 0 && p.value <= 100)).toBe(true);
  });

  it('draws EMA from its seed and MACD with its signal and histogram aligned', () => {
    expect(emaLine(series, 20)[0]?.time).toBe(series[19]?.time);
    const m = macdLines(series, 12, 26, 9);
    expect(m.macd[0]?.time).toBe(series[25]?.time);
    expect(m.signal[0]?.time).toBe(series[33]?.time);
    expect(m.histogram).toHaveLength(m.signal.length);
    const last = m.macd.length - 1;
    expect(m.histogram.at(-1)?.value).toBeCloseTo((m.macd[last]?.value ?? 0) - (m.signal.at(-1)?.value ?? 0), 12);
  });

  it('CI1: restarts VWAP at each India day (bar times are already India-shifted seconds)', () => {
    const twoDays = [...bars([100, 110], 11 * DAY - 120), ...bars([200, 210], 11 * DAY)];
    expect(vwapLine(twoDays).map((p) => p.value)).toEqual([100, 105, 200, 205]);
  });
});
