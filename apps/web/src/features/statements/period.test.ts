import { describe, expect, it } from 'vitest';
import { financialYearChoices, indiaDayMs, periodPayload } from './period';

describe('the Statements page period', () => {
  it('ST1: offers the current financial year first (India time), then the three before', () => {
    // 31 March 2027 23:00 IST is still FY 2026-27; 1 April 00:30 IST is FY 2027-28.
    expect(financialYearChoices(Date.UTC(2027, 2, 31, 17, 30)).map((c) => c.label)).toEqual([
      '2026-27',
      '2025-26',
      '2024-25',
      '2023-24',
    ]);
    expect(financialYearChoices(Date.UTC(2027, 2, 31, 19, 0))[0]?.value).toBe('fy:2027');
  });

  it('ST1: a custom window runs from the first to the last millisecond of its India days', () => {
    expect(indiaDayMs('2026-04-01', 'start')).toBe(Date.UTC(2026, 2, 31, 18, 30));
    expect(indiaDayMs('2026-04-01', 'end')).toBe(Date.UTC(2026, 3, 1, 18, 30) - 1);
    expect(indiaDayMs('', 'start')).toBeNull();
    expect(periodPayload('fy:2025', '', '')).toEqual({ financialYear: 2025 });
    expect(periodPayload('custom', '2026-04-01', '')).toEqual({ from: Date.UTC(2026, 2, 31, 18, 30) });
  });
});
