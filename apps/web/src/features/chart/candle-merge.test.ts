// Proves the live-update merge: the current candle of the same bucket replaces the last one, a new
// bucket appends, a late older candle is ignored, and loaded windows join without repeats.
import type { Candle } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { joinWindows, mergeCandle, mergeKind } from './candle-merge';

function candle(time: number, close: string): Candle {
  return { time, open: '10', high: '12', low: '9', close, volume: '5' };
}

describe('mergeCandle', () => {
  const series = [candle(0, '10'), candle(60_000, '11')];

  it('updates the last candle when the tick is in the same bucket', () => {
    const next = mergeCandle(series, candle(60_000, '11.5'));
    expect(mergeKind(series, candle(60_000, '11.5'))).toBe('update');
    expect(next).toHaveLength(2);
    expect(next.at(-1)?.close).toBe('11.5');
    expect(series.at(-1)?.close).toBe('11');
  });

  it('appends a candle of a new bucket', () => {
    const next = mergeCandle(series, candle(120_000, '12'));
    expect(mergeKind(series, candle(120_000, '12'))).toBe('append');
    expect(next.map((c) => c.time)).toEqual([0, 60_000, 120_000]);
  });

  it('ignores a late candle of an older bucket and returns the same array', () => {
    expect(mergeCandle(series, candle(0, '1'))).toBe(series);
  });

  it('starts an empty series', () => {
    expect(mergeCandle([], candle(0, '1'))).toEqual([candle(0, '1')]);
  });
});

describe('joinWindows', () => {
  it('orders windows oldest first and keeps one candle per bucket', () => {
    const newest = [candle(120_000, '3'), candle(180_000, '4')];
    const older = [candle(0, '1'), candle(60_000, '2'), candle(120_000, 'old')];
    expect(joinWindows([newest, older]).map((c) => c.close)).toEqual(['1', '2', '3', '4']);
  });
});
