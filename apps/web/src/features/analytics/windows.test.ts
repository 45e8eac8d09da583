// Proves the window picker's `from` instants, the statement's file name and the chart's day times.
import { describe, expect, it } from 'vitest';
import { dayTime, statementFilename, windowFrom } from './windows';

describe('analytics windows', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0);
  it('starts each window that many days before now, and "all" at the beginning', () => {
    expect(windowFrom('7d', now)).toBe(now - 7 * 86_400_000);
    expect(windowFrom('30d', now)).toBe(now - 30 * 86_400_000);
    expect(windowFrom('90d', now)).toBe(now - 90 * 86_400_000);
    expect(windowFrom('year', now)).toBe(now - 365 * 86_400_000);
    expect(windowFrom('all', now)).toBeUndefined();
  });
  it('names the statement and places a day on the chart at its own date', () => {
    expect(statementFilename('real', '30d', '2026-11-23')).toBe('statement-real-30d-2026-11-23.csv');
    expect(dayTime('2026-11-23')).toBe(Date.UTC(2026, 10, 23) / 1000);
  });
});
