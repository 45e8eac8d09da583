// Proves the relative times of the news list: minutes, hours, days, then the date after a week.
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.UTC(2026, 0, 10, 12);

describe('relativeTime', () => {
  it('counts down from now in whole units', () => {
    expect(relativeTime(NOW - 30_000, NOW)).toEqual({ key: 'time.justNow', count: 0 });
    expect(relativeTime(NOW - 5 * 60_000, NOW)).toEqual({ key: 'time.minutesAgo', count: 5 });
    expect(relativeTime(NOW - 3 * 3_600_000 - 1, NOW)).toEqual({ key: 'time.hoursAgo', count: 3 });
    expect(relativeTime(NOW - 2 * 86_400_000, NOW)).toEqual({ key: 'time.daysAgo', count: 2 });
  });
  it('gives up after a week and treats the future as now', () => {
    expect(relativeTime(NOW - 8 * 86_400_000, NOW)).toBeNull();
    expect(relativeTime(NOW + 60_000, NOW)).toEqual({ key: 'time.justNow', count: 0 });
  });
});
