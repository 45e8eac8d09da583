// Proves a holiday's weekday comes from its calendar date alone, whatever the machine's time zone.
import { describe, expect, it } from 'vitest';
import { isCalendarDate, isWeekend, weekdayOf, yearOptions, yearParam } from './holiday-dates';

describe('weekdayOf', () => {
  it('names the day of the week of a date', () => {
    expect(weekdayOf('2026-12-25')).toBe('Friday');
    expect(weekdayOf('2026-01-26')).toBe('Monday');
    expect(weekdayOf('2027-01-01')).toBe('Friday');
  });

  it('knows leap days', () => {
    expect(weekdayOf('2028-02-29')).toBe('Tuesday');
    expect(weekdayOf('2027-02-29')).toBeNull();
  });

  it('refuses what is not a real date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-12-25', '2026/12/25', '']) expect(weekdayOf(bad)).toBeNull();
  });
});

describe('isWeekend and isCalendarDate', () => {
  it('tells Saturdays and Sundays from weekdays', () => {
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-22')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
    expect(isWeekend('not a date')).toBe(false);
  });

  it('accepts only real dates', () => {
    expect(isCalendarDate('2026-04-30')).toBe(true);
    expect(isCalendarDate('2026-04-31')).toBe(false);
  });
});

describe('year filter', () => {
  it('offers last year to two years ahead', () => {
    expect(yearOptions(2026)).toEqual([2025, 2026, 2027, 2028]);
  });

  it('reads a year the contract accepts and falls back otherwise', () => {
    expect(yearParam('2027', 2026)).toBe(2027);
    expect(yearParam(null, 2026)).toBe(2026);
    expect(yearParam('1999', 2026)).toBe(2026);
    expect(yearParam('2101', 2026)).toBe(2026);
    expect(yearParam('20x7', 2026)).toBe(2026);
  });
});
