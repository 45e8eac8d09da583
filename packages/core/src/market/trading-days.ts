import { currentTradingDay, SESSION_SCAN_DAYS_MAX, sessionsOfDay, sessionWindow, tradingDayOf } from './calendar';
import type { CalendarHoliday } from './holidays';
import type { ExchangeCode } from './markets';

/**
 * Counting in trading days, for schedules that must fall in market hours (an offering's window,
 * its allotment and listing; a group purchase's allocation and deadline; SPEC SW2). Every answer is
 * a trading day of the exchange, never a weekend or a listed holiday.
 */

/** The trading day `count` trading days after `day` (before it when negative); `day` itself for 0. */
export function addTradingDays(
  exchange: ExchangeCode,
  day: number,
  count: number,
  holidays: readonly CalendarHoliday[],
): number {
  const direction = count < 0 ? -1 : 1;
  let left = Math.abs(count);
  let at = day;
  let scanned = 0;
  while (left > 0) {
    at += direction;
    scanned += 1;
    if (sessionsOfDay(exchange, at, holidays).length > 0) {
      left -= 1;
      scanned = 0;
    }
    // A table that closes every day for longer than any real closure is a bug in the data.
    if (scanned > SESSION_SCAN_DAYS_MAX) throw new RangeError(`${exchange} does not trade near day ${at}`);
  }
  return at;
}

/** The instant the trading day `day` first opens (epoch ms); throws for a day without sessions. */
export function dayOpenMs(exchange: ExchangeCode, day: number, holidays: readonly CalendarHoliday[]): number {
  const first = sessionsOfDay(exchange, day, holidays)[0];
  if (!first) throw new RangeError(`${exchange} does not trade on day ${day}`);
  return first.openMs;
}

/** The instant the trading day `day` closes for good (epoch ms); throws for a day without sessions. */
export function dayCloseMs(exchange: ExchangeCode, day: number, holidays: readonly CalendarHoliday[]): number {
  const sessions = sessionsOfDay(exchange, day, holidays);
  const last = sessions[sessions.length - 1];
  if (!last) throw new RangeError(`${exchange} does not trade on day ${day}`);
  return last.closeMs;
}

/**
 * Where `nowMs` stands in the exchange's calendar: `opened`, the latest trading day that has opened
 * by then (today once the bell rang, else the last one), and `closing`, the trading day of the
 * session in progress or the next to open, with the instant that session closes (after `nowMs`).
 */
export function tradingClock(
  exchange: ExchangeCode,
  nowMs: number,
  holidays: readonly CalendarHoliday[],
): { opened: number; closing: number; closingAtMs: number } {
  const opened = currentTradingDay(exchange, nowMs, holidays);
  const next = sessionWindow(exchange, nowMs, holidays);
  if (!opened || !next) throw new RangeError(`${exchange} has no session near ${nowMs}`);
  const closing = tradingDayOf(exchange, next.openMs);
  return { opened: opened.day, closing, closingAtMs: dayCloseMs(exchange, closing, holidays) };
}
