// Proves a saved drawing's shape and anchors are checked before they reach the database (DR2, DR3).
import { describe, expect, it } from 'vitest';
import { checkDrawing, ticks } from '../../src';

const NOW_MS = Date.UTC(2026, 11, 5, 6, 0);
const base = { decimals: 2, lastPriceTicks: ticks(10_000n), nowMs: NOW_MS } as const;
const at = (price: string, time = NOW_MS - 60_000) => ({ time, price });

describe('checkDrawing', () => {
  it('DR2: the kind decides the number of points', () => {
    expect(checkDrawing({ ...base, kind: 'hline', points: [at('100.50')] })).toEqual({
      ok: true,
      value: [10_050n],
    });
    expect(checkDrawing({ ...base, kind: 'hline', points: [at('1'), at('2')] })).toMatchObject({
      ok: false,
      rule: 'DR2',
      field: 'points',
      code: 404,
      values: { check: 'pointCount', expected: '1' },
    });
    expect(checkDrawing({ ...base, kind: 'trend', points: [at('99')] })).toMatchObject({
      ok: false,
      rule: 'DR2',
      values: { check: 'pointCount', expected: '2' },
    });
    expect(checkDrawing({ ...base, kind: 'range', points: [at('99'), at('101')] }).ok).toBe(true);
  });

  it('DR3: prices are positive prices of the product, near the market', () => {
    const one = (price: string) => checkDrawing({ ...base, kind: 'hline', points: [at(price)] });
    expect(one('0')).toMatchObject({ rule: 'DR3', field: 'points', values: { check: 'pricePositive', index: '0' } });
    expect(one('100.123')).toMatchObject({
      rule: 'DR3',
      field: 'points',
      values: { check: 'priceDecimals', index: '0' },
    });
    expect(one('10000.01')).toMatchObject({
      rule: 'DR3',
      field: 'points',
      values: { check: 'priceRange', index: '0' },
    });
    expect(one('0.99')).toMatchObject({ rule: 'DR3', field: 'points', values: { check: 'priceRange', index: '0' } });
    expect(one('10000').ok).toBe(true);
    expect(one('1').ok).toBe(true);
    // Without a last price only positivity and decimals are checked.
    expect(checkDrawing({ ...base, lastPriceTicks: null, kind: 'hline', points: [at('99999')] }).ok).toBe(true);
  });

  it('DR3: times are epoch ms from 2000 to a year ahead', () => {
    const trend = (time: number) => checkDrawing({ ...base, kind: 'trend', points: [at('100'), at('101', time)] });
    expect(trend(Date.UTC(1999, 11, 31))).toMatchObject({
      rule: 'DR3',
      field: 'points',
      values: { check: 'time', index: '1' },
    });
    expect(trend(NOW_MS + 400 * 86_400_000)).toMatchObject({
      rule: 'DR3',
      field: 'points',
      values: { check: 'time', index: '1' },
    });
    expect(trend(NOW_MS + 30 * 86_400_000).ok).toBe(true);
  });
});
