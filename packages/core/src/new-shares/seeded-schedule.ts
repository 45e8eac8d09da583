import type { CalendarHoliday } from '../market/holidays';
import type { ExchangeCode } from '../market/markets';
import { addTradingDays, dayCloseMs, dayOpenMs, tradingClock } from '../market/trading-days';

/** Where a seeded offering stands when it is created: long listed, allotted, closing soon, or open. */
export type SeededPhase = 'listed' | 'allotted' | 'closing' | 'open';

/** A seeded offering's instants, epoch ms. */
export interface SeededSchedule {
  readonly subscribeStartMs: number;
  readonly subscribeEndMs: number;
  readonly allotAtMs: number;
  readonly listingAtMs: number;
}

/**
 * The schedule of a seeded offering in `phase` at `nowMs` on `exchange`'s calendar (SPEC SW2): the
 * window opens at a session's open and closes at a session's close, the allotment and the listing
 * are at the opening bell of trading days, so nothing closes at night or lists on a Sunday. The
 * phase holds at `nowMs`: a listed one listed before it, an allotted one was allotted before it and
 * lists after it, a closing one closes at the end of the session in progress (or the next one), an
 * open one opened at the latest opening bell and closes days later. Always start < end ≤ allot ≤
 * listing (N6).
 */
export function seededSchedule(
  phase: SeededPhase,
  exchange: ExchangeCode,
  nowMs: number,
  holidays: readonly CalendarHoliday[],
): SeededSchedule {
  const { opened, closing, closingAtMs } = tradingClock(exchange, nowMs, holidays);
  const day = (from: number, count: number) => addTradingDays(exchange, from, count, holidays);
  const open = (d: number) => dayOpenMs(exchange, d, holidays);
  const close = (d: number) => dayCloseMs(exchange, d, holidays);
  switch (phase) {
    case 'listed':
      return {
        subscribeStartMs: open(day(opened, -10)),
        subscribeEndMs: close(day(opened, -7)),
        allotAtMs: open(day(opened, -6)),
        listingAtMs: open(day(opened, -2)),
      };
    case 'allotted':
      return {
        subscribeStartMs: open(day(opened, -5)),
        subscribeEndMs: close(day(opened, -2)),
        allotAtMs: open(day(opened, -1)),
        listingAtMs: open(day(closing, 3)),
      };
    case 'closing':
      return {
        subscribeStartMs: open(day(opened, -2)),
        subscribeEndMs: closingAtMs,
        allotAtMs: open(day(closing, 1)),
        listingAtMs: open(day(closing, 3)),
      };
    case 'open':
      return {
        subscribeStartMs: open(opened),
        subscribeEndMs: close(day(closing, 4)),
        allotAtMs: open(day(closing, 5)),
        listingAtMs: open(day(closing, 8)),
      };
  }
}
