// Proves times show in India time (UTC+5:30) as YYYY-MM-DD HH:mm:ss whatever the machine's zone.
import { describe, expect, it } from 'vitest';
import { formatIndiaTime } from '../src/india-time';

describe('formatIndiaTime', () => {
  it('writes minutes for the customer app, seconds for the console', () => {
    expect(formatIndiaTime(Date.UTC(2026, 0, 15, 10, 0, 59), 'YYYY-MM-DD HH:mm')).toBe('2026-01-15 15:30');
  });

  it('adds five and a half hours to UTC', () => {
    expect(formatIndiaTime(Date.UTC(2026, 0, 15, 10, 0, 0), 'YYYY-MM-DD HH:mm:ss')).toBe('2026-01-15 15:30:00');
  });

  it('rolls over to the next day, month and year', () => {
    expect(formatIndiaTime(Date.UTC(2025, 11, 31, 18, 30, 0), 'YYYY-MM-DD HH:mm:ss')).toBe('2026-01-01 00:00:00');
    expect(formatIndiaTime(Date.UTC(2025, 11, 31, 18, 29, 59), 'YYYY-MM-DD HH:mm:ss')).toBe('2025-12-31 23:59:59');
  });

  it('pads every field to two digits', () => {
    expect(formatIndiaTime(Date.UTC(2026, 2, 4, 0, 1, 2), 'YYYY-MM-DD HH:mm:ss')).toBe('2026-03-04 05:31:02');
  });

  it('shows the epoch as India time', () => {
    expect(formatIndiaTime(0, 'YYYY-MM-DD HH:mm:ss')).toBe('1970-01-01 05:30:00');
  });
});
