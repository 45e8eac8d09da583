// Proves seeded new-share schedules keep to the listing exchange's calendar: windows open and close in market hours, allotments and listings fall on trading days, and each phase holds at the instant of seeding (SPEC SW2, N6).
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLIDAYS, type ExchangeCode, isMarketOpen, sessionsOfDay, tradingDayOf } from '../../src/market';
import { offeringPhase, type SeededPhase, scheduleProblem, seededSchedule } from '../../src/new-shares';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** In a session at `atMs`, or closing exactly then (a window's end is its session's close). */
function inHours(exchange: ExchangeCode, atMs: number): boolean {
  return isMarketOpen(exchange, atMs, DEFAULT_HOLIDAYS) || isMarketOpen(exchange, atMs - MINUTE_MS, DEFAULT_HOLIDAYS);
}

const onTradingDay = (exchange: ExchangeCode, atMs: number) =>
  sessionsOfDay(exchange, tradingDayOf(exchange, atMs), DEFAULT_HOLIDAYS).length > 0;

// Every 7 h 13 min over sixty days (Diwali, Christmas and New Year included): every hour of every weekday.
const INSTANTS = Array.from(
  { length: 200 },
  (_, k) => Date.UTC(2026, 9, 20, 0, 7) + k * (7 * HOUR_MS + 13 * MINUTE_MS),
);
const PHASES: readonly SeededPhase[] = ['listed', 'allotted', 'closing', 'open'];
const EXPECTED: Record<SeededPhase, string> = {
  listed: 'past',
  allotted: 'allotted',
  closing: 'open',
  open: 'open',
};

describe('SW2: seeded offerings keep market hours', () => {
  it('SW2: at 200 instants, every window opens and closes inside the NSE’s or KRX’s session and every allotment and listing is a trading day’s opening bell', () => {
    const wrong: string[] = [];
    for (const exchange of ['NSE', 'KRX'] as const) {
      for (const nowMs of INSTANTS) {
        for (const phase of PHASES) {
          const s = seededSchedule(phase, exchange, nowMs, DEFAULT_HOLIDAYS);
          const at = `${exchange} ${phase} at ${new Date(nowMs).toISOString()}`;
          if (!isMarketOpen(exchange, s.subscribeStartMs, DEFAULT_HOLIDAYS)) wrong.push(`${at}: window opens shut`);
          if (!inHours(exchange, s.subscribeEndMs)) wrong.push(`${at}: window closes out of hours`);
          for (const [name, t] of [
            ['allotment', s.allotAtMs],
            ['listing', s.listingAtMs],
          ] as const) {
            if (!onTradingDay(exchange, t) || !isMarketOpen(exchange, t, DEFAULT_HOLIDAYS)) {
              wrong.push(`${at}: ${name} on ${new Date(t).toISOString()}`);
            }
          }
          if (scheduleProblem(s) !== null || s.subscribeStartMs >= s.subscribeEndMs) wrong.push(`${at}: out of order`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('SW2: each phase holds at the instant it is seeded (listed, allotted, open), so the seeded market shows every state', () => {
    for (const exchange of ['NSE', 'KRX'] as const) {
      for (const nowMs of INSTANTS) {
        for (const phase of PHASES) {
          const s = seededSchedule(phase, exchange, nowMs, DEFAULT_HOLIDAYS);
          const clock = { ...s, allottedAtMs: null, listedAtMs: null };
          const at = `${exchange} ${phase} at ${new Date(nowMs).toISOString()}`;
          if (EXPECTED[phase] === 'open') expect(offeringPhase(clock, nowMs), at).toBe('open');
          if (EXPECTED[phase] === 'allotted') {
            expect(s.allotAtMs, at).toBeLessThanOrEqual(nowMs);
            expect(s.listingAtMs, at).toBeGreaterThan(nowMs);
          }
          if (EXPECTED[phase] === 'past') expect(s.listingAtMs, at).toBeLessThanOrEqual(nowMs);
        }
      }
    }
  });

  it('SW2: a window seeded on a Saturday night in India closes on a weekday afternoon, never at 04:53', () => {
    // Saturday 2026-11-21 23:23 IST.
    const s = seededSchedule('closing', 'NSE', Date.UTC(2026, 10, 21, 17, 53), DEFAULT_HOLIDAYS);
    expect(new Date(s.subscribeEndMs).toISOString()).toBe('2026-11-23T10:00:00.000Z'); // Monday 15:30 IST
    expect(new Date(s.listingAtMs).getUTCDay()).not.toBe(0);
  });
});
