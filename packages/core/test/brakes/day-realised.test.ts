import { describe, expect, it } from 'vitest';
import { realisedOn, todayLossMinor } from '../../src/brakes';

const DAY_MS = 86_400_000;

describe('BR4: today loss from the kept realised sum', () => {
  it('BR4: the kept sum counts only on its own India day', () => {
    const kept = { dayStartMs: 10 * DAY_MS, netMinor: -5_000n };
    expect(realisedOn(kept, 10 * DAY_MS)).toBe(-5_000n);
    expect(realisedOn(kept, 11 * DAY_MS)).toBe(0n);
    expect(realisedOn({ dayStartMs: null, netMinor: 0n }, 10 * DAY_MS)).toBe(0n);
  });

  it('BR4: the loss is realised plus unrealised when below zero, else nothing', () => {
    expect(todayLossMinor(-5_000n, -2_500n)).toBe(7_500n);
    expect(todayLossMinor(-5_000n, 6_000n)).toBe(0n);
    expect(todayLossMinor(3_000n, -1_000n)).toBe(0n);
  });
});
