import type { CalendarHoliday } from './holidays';
import { EXCHANGES, type ExchangeCode, type SessionMinutes } from './markets';
import {
  DAY_MS,
  dayOfLocalMs,
  formatDay,
  formatMinuteOfDay,
  fromLocalMs,
  MINUTE_MS,
  parseDay,
  toLocalMs,
  weekdayOfDay,
} from './time-zone';

/**
 * Trading sessions and holidays per exchange, in the exchange's own time zone (PRODUCT.md,
 * "Market hours"). A trading day is named by its local date; its sessions are half-open windows
 * [openMs, closeMs) of epoch milliseconds. Holidays come in as a table (the server's, edited in the
 * console) and close a whole trading day.
 */

/** A session as epoch milliseconds: open at `openMs`, closed from `closeMs` on. */
export interface SessionWindow {
  readonly openMs: number;
  readonly closeMs: number;
}

/** A trading day: its local date as a day number (days since 1970-01-01) and as text, and its sessions. */
export interface TradingDay {
  readonly day: number;
  readonly date: string;
  readonly sessions: readonly SessionWindow[];
}

/** How far the calendar looks for a next or previous session; longer than any real closure (Lunar New Year, Golden Week). */
export const SESSION_SCAN_DAYS_MAX = 40;

const holidayIndexCache = new WeakMap<readonly CalendarHoliday[], ReadonlyMap<ExchangeCode, ReadonlySet<number>>>();

/** Holidays by exchange and day number, built once per table (the table is immutable data). */
function holidayIndex(holidays: readonly CalendarHoliday[]): ReadonlyMap<ExchangeCode, ReadonlySet<number>> {
  let index = holidayIndexCache.get(holidays);
  if (!index) {
    const built = new Map<ExchangeCode, Set<number>>();
    for (const h of holidays) {
      const day = parseDay(h.date);
      if (day === null) continue;
      const days = built.get(h.exchange) ?? new Set<number>();
      days.add(day);
      built.set(h.exchange, days);
    }
    index = built;
    holidayIndexCache.set(holidays, index);
  }
  return index;
}

/**
 * Whether the trading day `day` (a local date as day number) of `exchange` is a listed holiday.
 * A row whose date is not a real `YYYY-MM-DD` closes nothing (the console validates dates).
 */
export function isHoliday(exchange: ExchangeCode, day: number, holidays: readonly CalendarHoliday[]): boolean {
  return holidays.length > 0 && (holidayIndex(holidays).get(exchange)?.has(day) ?? false);
}

/** The regular sessions of a weekday (0 = Sunday), before holidays; empty on days without trading. */
export function sessionsOfWeekday(exchange: ExchangeCode, weekday: number): readonly SessionMinutes[] {
  const info = EXCHANGES[exchange];
  if (!info.weekdays.includes(weekday)) return [];
  if (weekday === 5 && info.fridayCloseMin !== undefined) {
    const closeMin = info.fridayCloseMin;
    return info.sessions.map((s) => ({ openMin: s.openMin, closeMin: Math.min(s.closeMin, closeMin) }));
  }
  return info.sessions;
}

/**
 * The sessions of the trading day `day` as epoch-ms windows, in time order; empty on weekends and
 * holidays. New York's daylight saving is applied per session; no session spans a switch.
 */
export function sessionsOfDay(
  exchange: ExchangeCode,
  day: number,
  holidays: readonly CalendarHoliday[],
): readonly SessionWindow[] {
  const minutes = sessionsOfWeekday(exchange, weekdayOfDay(day));
  if (minutes.length === 0 || isHoliday(exchange, day, holidays)) return [];
  const zone = EXCHANGES[exchange].timezone;
  const midnightLocalMs = day * DAY_MS;
  return minutes.map((s) => ({
    openMs: fromLocalMs(zone, midnightLocalMs + s.openMin * MINUTE_MS),
    closeMs: fromLocalMs(zone, midnightLocalMs + s.closeMin * MINUTE_MS),
  }));
}

/**
 * The trading day (day number of its local date) that the instant `nowMs` belongs to by the clock,
 * open or not. For CME, whose day starts at 18:00 the evening before, Sunday 19:00 belongs to Monday.
 */
export function tradingDayOf(exchange: ExchangeCode, nowMs: number): number {
  const info = EXCHANGES[exchange];
  return dayOfLocalMs(toLocalMs(info.timezone, nowMs) - info.dayStartMin * MINUTE_MS);
}

/** The instant (epoch ms) a trading day begins: local midnight of its date, or CME's 18:00 the evening before. */
export function tradingDayStartMs(exchange: ExchangeCode, day: number): number {
  const info = EXCHANGES[exchange];
  return fromLocalMs(info.timezone, day * DAY_MS + info.dayStartMin * MINUTE_MS);
}

/** Whether `exchange` is in a session at `nowMs` (epoch ms); closed on weekends, listed holidays and breaks. */
export function isMarketOpen(exchange: ExchangeCode, nowMs: number, holidays: readonly CalendarHoliday[]): boolean {
  const day = tradingDayOf(exchange, nowMs);
  return sessionsOfDay(exchange, day, holidays).some((s) => s.openMs <= nowMs && nowMs < s.closeMs);
}

/**
 * The session in progress at `nowMs`, or else the next one to open; `null` if none opens within
 * `SESSION_SCAN_DAYS_MAX` days (a holiday table that closes everything). A session never spans two
 * trading days: 24-hour markets report one trading day at a time, and Hong Kong's morning and
 * afternoon are two sessions.
 */
export function sessionWindow(
  exchange: ExchangeCode,
  nowMs: number,
  holidays: readonly CalendarHoliday[],
): SessionWindow | null {
  const first = tradingDayOf(exchange, nowMs);
  for (let day = first; day <= first + SESSION_SCAN_DAYS_MAX; day++) {
    for (const session of sessionsOfDay(exchange, day, holidays)) {
      if (session.closeMs > nowMs) return session;
    }
  }
  return null;
}

/**
 * When a shut market next opens (epoch ms): the open of the next session; null while it is in session
 * (nothing to wait for) or when none opens within `SESSION_SCAN_DAYS_MAX` days. An after-market order
 * placed now is released at this instant (AMO3), and the order sheet names it (AMO4).
 */
export function nextOpenMs(exchange: ExchangeCode, nowMs: number, holidays: readonly CalendarHoliday[]): number | null {
  const session = sessionWindow(exchange, nowMs, holidays);
  if (session === null || session.openMs <= nowMs) return null;
  return session.openMs;
}

/**
 * When the session in progress shuts (epoch ms), for a market that then pauses: null while it is shut,
 * or when the next session opens at that very instant (24-hour markets and forex's weekdays run on
 * from one trading day into the next). The order sheet warns of a close within minutes (BR15).
 */
export function nextCloseMs(
  exchange: ExchangeCode,
  nowMs: number,
  holidays: readonly CalendarHoliday[],
): number | null {
  const session = sessionWindow(exchange, nowMs, holidays);
  if (session === null || session.openMs > nowMs) return null;
  const next = sessionWindow(exchange, session.closeMs, holidays);
  return next !== null && next.openMs <= session.closeMs ? null : session.closeMs;
}

/**
 * The latest trading day that has opened by `nowMs` (today's while it trades and after its close;
 * Friday's on a Sunday): the day the `session` chart shows. `null` if none within the scan limit.
 */
export function currentTradingDay(
  exchange: ExchangeCode,
  nowMs: number,
  holidays: readonly CalendarHoliday[],
): TradingDay | null {
  const first = tradingDayOf(exchange, nowMs);
  for (let day = first; day >= first - SESSION_SCAN_DAYS_MAX; day--) {
    const sessions = sessionsOfDay(exchange, day, holidays);
    const opening = sessions[0];
    if (opening && opening.openMs <= nowMs) return { day, date: formatDay(day), sessions };
  }
  return null;
}

/**
 * The regular sessions of an exchange as local `HH:mm` pairs, for the product detail:
 * `[{open: '09:15', close: '15:30'}]` for NSE. Shown for a Monday; forex closes at 22:00 on Fridays.
 * A close of `24:00` means midnight at the end of the day; CME's `18:00`–`17:00` runs overnight.
 */
export function sessionHours(exchange: ExchangeCode): { open: string; close: string }[] {
  return sessionsOfWeekday(exchange, 1).map((s) => ({
    open: formatMinuteOfDay(s.openMin),
    close: formatMinuteOfDay(s.closeMin),
  }));
}

/** The exchange's local calendar date at `nowMs`, as `YYYY-MM-DD`. */
export function localDate(exchange: ExchangeCode, nowMs: number): string {
  return formatDay(dayOfLocalMs(toLocalMs(EXCHANGES[exchange].timezone, nowMs)));
}
