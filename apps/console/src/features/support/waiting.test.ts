// Proves the waiting times the support inbox shows (W8).
import { describe, expect, it } from 'vitest';
import { waitingText } from './waiting';

describe('waitingText', () => {
  it('reads in minutes, hours and days', () => {
    const now = 1_000_000_000_000;
    expect(waitingText(now - 30_000, now)).toBe('0 min');
    expect(waitingText(now - 4 * 60_000, now)).toBe('4 min');
    expect(waitingText(now - 125 * 60_000, now)).toBe('2 h 5 min');
    expect(waitingText(now - 74 * 3_600_000, now)).toBe('3 d 2 h');
    expect(waitingText(now + 60_000, now)).toBe('0 min');
  });
});
