import { describe, expect, it } from 'vitest';
import { IMPORTANT_TOAST_MS, toastDelayMs } from './toast';

describe('toastDelayMs', () => {
  it('waits for an important toast still on screen, and not once it has gone', () => {
    const shownAtMs = 1_000_000;
    const until = shownAtMs + IMPORTANT_TOAST_MS;
    expect(toastDelayMs(shownAtMs + 500, until)).toBe(IMPORTANT_TOAST_MS - 500);
    expect(toastDelayMs(until, until)).toBe(0);
    expect(toastDelayMs(until + 1, until)).toBe(0);
    expect(toastDelayMs(shownAtMs, 0)).toBe(0);
  });
});
