// Proves the monthly statement's India-time month bounds and its totals by type, which always
// reconcile the opening balance with the closing one (AN6).
import { describe, expect, it } from 'vitest';
import { indiaMonthOf, indiaMonthWindow, shiftMonth, summariseStatement } from '../../src/index';

describe('the monthly statement', () => {
  it('AN6: a month runs from 00:00 to 23:59:59.999 India time', () => {
    const { fromMs, toMs } = indiaMonthWindow('2026-11');
    expect(new Date(fromMs).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(new Date(toMs).toISOString()).toBe('2026-11-30T18:29:59.999Z');
    expect(indiaMonthWindow('2026-12').toMs).toBe(Date.UTC(2026, 11, 31, 18, 29, 59, 999));
    expect(indiaMonthWindow('2027-01').fromMs).toBe(indiaMonthWindow('2026-12').toMs + 1);
    expect(indiaMonthWindow('2028-02').toMs - indiaMonthWindow('2028-02').fromMs + 1).toBe(29 * 86_400_000);
    expect(() => indiaMonthWindow('2026-13')).toThrow(RangeError);
    expect(() => indiaMonthWindow('2026-1')).toThrow(RangeError);
  });

  it('AN6: an instant belongs to its India month, also in the first hours of the month', () => {
    expect(indiaMonthOf(Date.UTC(2026, 9, 31, 18, 30))).toBe('2026-11');
    expect(indiaMonthOf(Date.UTC(2026, 9, 31, 18, 29, 59, 999))).toBe('2026-10');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });

  it('AN6: totals by type reconcile opening and closing; what the records do not explain is its own line', () => {
    const records = [
      { type: 1, amountMinor: 100_000n },
      { type: 3, amountMinor: -2_500n },
      { type: 1, amountMinor: 50_000n },
      { type: 4, amountMinor: 2_400n },
    ];
    const summary = summariseStatement({ openingMinor: 10_000n, closingMinor: 159_900n, records });
    expect(summary.totals).toEqual([
      { type: 1, count: 2, amountMinor: 150_000n },
      { type: 3, count: 1, amountMinor: -2_500n },
      { type: 4, count: 1, amountMinor: 2_400n },
    ]);
    expect(summary.inMinor).toBe(152_400n);
    expect(summary.outMinor).toBe(-2_500n);
    expect(summary.unlistedMinor).toBe(0n);
    const swept = summariseStatement({ openingMinor: 10_000n, closingMinor: 0n, records });
    expect(10_000n + swept.inMinor + swept.outMinor + swept.unlistedMinor).toBe(0n);
    expect(summariseStatement({ openingMinor: 7n, closingMinor: 7n, records: [] })).toEqual({
      totals: [],
      inMinor: 0n,
      outMinor: 0n,
      unlistedMinor: 0n,
    });
  });
});
