// Proves seeded group purchases are scheduled on the exchange's calendar and in the right state when created, and that a later pass opens only the rounds missing (SPEC SW1, SW2, G3).
import { describe, expect, it } from 'vitest';
import {
  groupOfferingStatus,
  SEEDED_GROUPS_OPEN_PER_CURRENCY,
  type SeededGroupPhase,
  seededGroupLimits,
  seededGroupPhases,
  seededGroupSchedule,
  seededGroupTerms,
} from '../../src/groups';
import { DEFAULT_HOLIDAYS, isMarketOpen } from '../../src/market';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const INSTANTS = Array.from(
  { length: 150 },
  (_, k) => Date.UTC(2026, 9, 20, 0, 7) + k * (9 * HOUR_MS + 11 * MINUTE_MS),
);
const STATUS: Record<SeededGroupPhase, string> = { paying: 'allocated', allocating: 'open', open: 'open' };

describe('SW1: seeded group purchases', () => {
  it('SW1: at 150 instants on the NSE and the KRX, each phase has its status at creation and allocates and closes at a session’s close', () => {
    const wrong: string[] = [];
    for (const exchange of ['NSE', 'KRX'] as const) {
      for (const nowMs of INSTANTS) {
        for (const phase of ['paying', 'allocating', 'open'] as const) {
          const s = seededGroupSchedule(phase, exchange, nowMs, DEFAULT_HOLIDAYS);
          const at = `${exchange} ${phase} at ${new Date(nowMs).toISOString()}`;
          const status = groupOfferingStatus(
            { allocateAtMs: s.allocateAtMs, payDeadlineMs: s.payDeadlineMs, allocatedAtMs: null },
            nowMs,
          );
          if (status !== STATUS[phase]) wrong.push(`${at}: ${status}`);
          for (const t of [s.allocateAtMs, s.payDeadlineMs]) {
            // A session's close: trading the minute before, shut at the instant.
            if (
              !isMarketOpen(exchange, t - MINUTE_MS, DEFAULT_HOLIDAYS) ||
              isMarketOpen(exchange, t, DEFAULT_HOLIDAYS)
            ) {
              wrong.push(`${at}: ${new Date(t).toISOString()} is not a close`);
            }
          }
          if (!(s.allocateAtMs < s.payDeadlineMs)) wrong.push(`${at}: out of order`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('SW1: the first pass seeds paying, allocating and open; later passes top the open rounds up to two', () => {
    expect(seededGroupPhases(true, 0)).toEqual(['paying', 'allocating', 'open']);
    expect(SEEDED_GROUPS_OPEN_PER_CURRENCY).toBe(2);
    expect(seededGroupPhases(false, 0)).toEqual(['open', 'open']);
    expect(seededGroupPhases(false, 1)).toEqual(['open']);
    expect(seededGroupPhases(false, 3)).toEqual([]);
  });

  it('SW1: terms sit 2–8 % under the reference price and the limits start at one unit, rounded up to a hundred', () => {
    for (let hash = 0; hash < 2_000; hash += 7) {
      const t = seededGroupTerms(100_000n, hash);
      expect(t.priceTicks).toBeGreaterThanOrEqual(92_000n);
      expect(t.priceTicks).toBeLessThanOrEqual(98_000n);
      expect(t.blockHands).toBeGreaterThanOrEqual(100);
    }
    expect(seededGroupLimits(1_234_567n, 100n)).toEqual({ minMinor: 1_240_000n, maxMinor: 62_000_000n });
    expect(seededGroupLimits(98_700n, 1n)).toEqual({ minMinor: 98_700n, maxMinor: 4_935_000n });
  });
});
