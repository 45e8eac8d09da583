import { describe, expect, it } from 'vitest';
import { chartLocale } from './chart-locale';

describe("a chart's time axis", () => {
  it('names the months in the language the user picked, not the browser’s', () => {
    expect(chartLocale('hi')).toBe('hi-IN');
    expect(chartLocale('en')).toBe('en-IN');
    // What the library makes of it for a month tick mark.
    const july = new Date(2026, 6, 1);
    expect(july.toLocaleString(chartLocale('hi'), { month: 'short' })).toMatch(/^[\u0900-\u097F]/);
    expect(july.toLocaleString(chartLocale('en'), { month: 'short' })).toBe('Jul');
  });
});
