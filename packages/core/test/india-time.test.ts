// Proves India time is UTC + 5:30 on every machine, including across midnight, month, year and leap-day boundaries, reads a datetime-local value back, and finds the 00:00 daily roll.
import { describe, expect, it } from 'vitest';
import { formatIndiaTime, parseIndiaTime, startOfIndiaDayMs } from '../src/index';

describe('formatIndiaTime', () => {
  it('shifts by exactly 5 h 30 min', () => {
    expect(formatIndiaTime(0, 'YYYY-MM-DD HH:mm:ss')).toBe('1970-01-01 05:30:00');
    expect(formatIndiaTime(Date.UTC(2025, 5, 15, 9, 15, 42), 'YYYY-MM-DD HH:mm:ss')).toBe('2025-06-15 14:45:42');
    expect(formatIndiaTime(Date.UTC(2025, 5, 15, 9, 15, 42), 'HH:mm')).toBe('14:45');
  });

  it('crosses midnight, month end, year end and a leap day', () => {
    expect(formatIndiaTime(Date.UTC(2024, 0, 31, 18, 30), 'YYYY-MM-DD HH:mm:ss')).toBe('2024-02-01 00:00:00');
    expect(formatIndiaTime(Date.UTC(2024, 0, 31, 18, 29, 59, 999), 'YYYY-MM-DD HH:mm:ss')).toBe('2024-01-31 23:59:59');
    expect(formatIndiaTime(Date.UTC(2024, 1, 28, 20, 0), 'YYYY-MM-DD')).toBe('2024-02-29');
    expect(formatIndiaTime(Date.UTC(2025, 11, 31, 19, 0), 'YYYY-MM-DD')).toBe('2026-01-01');
  });

  it('formats instants before 1970 and refuses non-numbers', () => {
    expect(formatIndiaTime(-1, 'YYYY-MM-DD HH:mm:ss')).toBe('1970-01-01 05:29:59');
    expect(() => formatIndiaTime(Number.NaN, 'HH:mm')).toThrow(RangeError);
  });
});

describe('parseIndiaTime', () => {
  it('reads a datetime-local value as India time and writes it back', () => {
    const ms = Date.UTC(2026, 10, 23, 3, 45);
    expect(parseIndiaTime('2026-11-23T09:15')).toBe(ms);
    expect(parseIndiaTime(' 2026-11-23T09:15 ')).toBe(ms);
    expect(formatIndiaTime(ms, 'YYYY-MM-DDTHH:mm')).toBe('2026-11-23T09:15');
    const offeringMs = Date.UTC(2026, 10, 24, 5, 0);
    expect(formatIndiaTime(offeringMs, 'YYYY-MM-DDTHH:mm')).toBe('2026-11-24T10:30');
    expect(parseIndiaTime('2026-11-24T10:30')).toBe(offeringMs);
  });

  it('refuses partial, foreign and impossible dates', () => {
    expect(parseIndiaTime('2026-11-23')).toBeNull();
    expect(parseIndiaTime('24/11/2026')).toBeNull();
    expect(parseIndiaTime('2026-02-30T10:00')).toBeNull();
    expect(parseIndiaTime('2026-11-23T24:00')).toBeNull();
    expect(parseIndiaTime('')).toBeNull();
  });
});

describe('startOfIndiaDayMs', () => {
  it('is 18:30 UTC of the previous UTC day', () => {
    const start = Date.UTC(2025, 5, 14, 18, 30);
    expect(startOfIndiaDayMs(Date.UTC(2025, 5, 15, 9, 0))).toBe(start);
    expect(startOfIndiaDayMs(start)).toBe(start);
    expect(startOfIndiaDayMs(start - 1)).toBe(start - 24 * 60 * 60 * 1000);
    expect(startOfIndiaDayMs(-1)).toBe(Date.UTC(1969, 11, 31, 18, 30));
  });
});
