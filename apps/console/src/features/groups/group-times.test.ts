// Proves the group form reads and writes its times as India time whatever the browser's zone, and refuses impossible dates.
import { describe, expect, it } from 'vitest';
import { indiaInputOf, msOfIndiaInput } from './group-times';

describe('group form times', () => {
  it('reads 09:15 India time as 03:45 UTC and writes it back', () => {
    const ms = Date.UTC(2026, 10, 23, 3, 45);
    expect(msOfIndiaInput('2026-11-23T09:15')).toBe(ms);
    expect(indiaInputOf(ms)).toBe('2026-11-23T09:15');
  });

  it('refuses partial and impossible dates', () => {
    expect(msOfIndiaInput('2026-11-23')).toBeNull();
    expect(msOfIndiaInput('2026-02-30T10:00')).toBeNull();
    expect(msOfIndiaInput('')).toBeNull();
  });
});
