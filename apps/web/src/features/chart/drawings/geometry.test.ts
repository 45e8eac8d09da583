// Proves drawings sit on the candle that holds each anchor on every period (DR5) and a tap picks the
// drawing under it.
import type { Drawing } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { pickDrawing, placeDrawings, snapToBar } from './geometry';

const HOUR = 3600;
const BARS = [10 * HOUR, 11 * HOUR, 12 * HOUR, 13 * HOUR];

describe('DR5: an anchor snaps to the bar that holds it', () => {
  it('takes the last bar starting at or before the time, the first for an earlier one', () => {
    expect(snapToBar(BARS, 11 * HOUR)).toBe(11 * HOUR);
    expect(snapToBar(BARS, 11 * HOUR + 1799)).toBe(11 * HOUR);
    expect(snapToBar(BARS, 20 * HOUR)).toBe(13 * HOUR);
    expect(snapToBar(BARS, 5 * HOUR)).toBe(10 * HOUR);
    expect(snapToBar([], 5)).toBeNull();
  });

  it('places a trend line drawn on minutes onto the hourly bars', () => {
    const trend: Drawing = {
      id: 1,
      code: 'X',
      kind: 'trend',
      createdAt: 0,
      // Anchors at 10:15 and 12:45 (chart seconds × 1000 as epoch ms, with no offset in this test).
      points: [
        { time: (10 * HOUR + 900) * 1000, price: '100' },
        { time: (12 * HOUR + 2700) * 1000, price: '110' },
      ],
    };
    const hline: Drawing = { id: 2, code: 'X', kind: 'hline', createdAt: 0, points: [{ time: 0, price: '105' }] };
    const placed = placeDrawings([trend, hline], {
      barTimes: BARS,
      chartSecondsOf: (ms) => ms / 1000,
      timeToX: (s) => (s - 10 * HOUR) / 36,
      priceToY: (p) => 300 - p,
    });
    expect(placed).toEqual([
      {
        id: 1,
        kind: 'trend',
        points: [
          { x: 0, y: 200 },
          { x: 200, y: 190 },
        ],
      },
      { id: 2, kind: 'hline', points: [{ x: null, y: 195 }] },
    ]);
  });

  it('leaves out a drawing whose price is off the scale', () => {
    const off: Drawing = { id: 3, code: 'X', kind: 'hline', createdAt: 0, points: [{ time: 0, price: '1' }] };
    expect(
      placeDrawings([off], { barTimes: BARS, chartSecondsOf: (ms) => ms, timeToX: () => 0, priceToY: () => null }),
    ).toEqual([]);
  });
});

describe('picking a drawing by a tap', () => {
  const placed = [
    {
      id: 1,
      kind: 'trend' as const,
      points: [
        { x: 0, y: 200 },
        { x: 200, y: 100 },
      ],
    },
    { id: 2, kind: 'hline' as const, points: [{ x: null, y: 50 }] },
    {
      id: 3,
      kind: 'range' as const,
      points: [
        { x: null, y: 250 },
        { x: null, y: 280 },
      ],
    },
  ];
  it('picks the nearest within reach, inside a range, and nothing far away', () => {
    expect(pickDrawing(placed, 100, 152)).toBe(1);
    expect(pickDrawing(placed, 300, 60)).toBe(2);
    expect(pickDrawing(placed, 10, 265)).toBe(3);
    expect(pickDrawing(placed, 350, 20)).toBeNull();
  });
});
