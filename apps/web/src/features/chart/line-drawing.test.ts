// CI5: a live tick redraws only the last point of each line drawn from the candles; anything else
// redraws the line whole.
import type { ISeriesApi } from 'lightweight-charts';
import { describe, expect, it, vi } from 'vitest';
import type { Bar } from './chart-data';
import { drawLine, onlyTicked } from './line-drawing';

const bar = (time: number, close: number): Bar => ({ time, open: close, high: close, low: close, close, volume: 1 });
const before = [bar(60, 1), bar(120, 2)];
const ticked = [bar(60, 1), bar(120, 3)];

describe('CI5: what a tick redraws', () => {
  const series = { a: 1 };
  it('only the last point when the bars ticked from the ones last drawn and nothing else changed', () => {
    expect(onlyTicked({ bars: before, inputs: [series, true] }, { before, bars: ticked }, ticked, [series, true])).toBe(
      true,
    );
  });
  it('everything when another input changed with the tick (a switch, a parameter, a new pane)', () => {
    const prev = { bars: before, inputs: [series, true] };
    expect(onlyTicked(prev, { before, bars: ticked }, ticked, [series, false])).toBe(false);
    expect(onlyTicked(prev, { before, bars: ticked }, ticked, [{ a: 1 }, true])).toBe(false);
  });
  it('everything when the line last drew other bars, the bars did not tick, or it never drew', () => {
    const other = [bar(60, 5), bar(120, 2)];
    expect(onlyTicked({ bars: other, inputs: [] }, { before, bars: ticked }, ticked, [])).toBe(false);
    expect(onlyTicked({ bars: before, inputs: [] }, null, ticked, [])).toBe(false);
    expect(onlyTicked(null, { before, bars: ticked }, ticked, [])).toBe(false);
  });
});

describe('drawLine', () => {
  const fake = () => ({ setData: vi.fn(), update: vi.fn() });
  const points = [
    { time: 60, value: 1 },
    { time: 120, value: 2.5 },
  ];
  it('updates only the last point after a tick', () => {
    const s = fake();
    drawLine(s as unknown as ISeriesApi<'Line'>, points, true);
    expect(s.update).toHaveBeenCalledWith({ time: 120, value: 2.5 });
    expect(s.setData).not.toHaveBeenCalled();
  });
  it('sets every point otherwise, and an empty line clears', () => {
    const s = fake();
    drawLine(s as unknown as ISeriesApi<'Line'>, points, false);
    expect(s.setData).toHaveBeenCalledWith(points);
    drawLine(s as unknown as ISeriesApi<'Line'>, [], false);
    expect(s.setData).toHaveBeenLastCalledWith([]);
    expect(s.update).not.toHaveBeenCalled();
  });
});
