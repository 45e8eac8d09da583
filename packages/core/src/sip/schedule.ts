import { SESSION_SCAN_DAYS_MAX, sessionsOfDay, tradingDayOf } from '../market/calendar';
import type { CalendarHoliday } from '../market/holidays';
import type { ExchangeCode } from '../market/markets';
import { DAY_MS, weekdayOfDay } from '../market/time-zone';
import { dayOpenMs } from '../market/trading-days';

/**
 * When a recurring investment (SIP) buys (docs/SPEC.md SP1–SP3). Days are day numbers of the
 * exchange's local dates (days since 1970-01-01, as the market calendar counts them). A plan names
 * nominal dates (every day, one weekday a week, or one date a month); each nominal date is moved to
 * the exchange's next trading day, and the instalment runs at that day's first open.
 */

export const SIP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type SipFrequency = (typeof SIP_FREQUENCIES)[number];

/** A plan's schedule: `day` is the ISO weekday (1 = Monday … 7 = Sunday) weekly, the date (1–31) monthly. */
export interface SipSchedule {
  readonly frequency: SipFrequency;
  readonly day: number | null;
  readonly startDay: number;
  /** The last local date an instalment may run on (inclusive); null when the plan runs until cancelled. */
  readonly endDay: number | null;
}

/** One instalment: the trading day it runs on (its unique key in the plan, SP4) and the instant it runs. */
export interface SipInstalmentSlot {
  readonly day: number;
  readonly atMs: number;
}

/** How many nominal dates the scan looks at before giving up; far more than a closure can swallow. */
const NOMINAL_SCAN_MAX = 400;

function isTradingDay(exchange: ExchangeCode, day: number, holidays: readonly CalendarHoliday[]): boolean {
  return sessionsOfDay(exchange, day, holidays).length > 0;
}

/** SP2: the trading day a nominal date runs on: itself when the exchange trades, else the next that does. */
export function movedToTradingDay(exchange: ExchangeCode, day: number, holidays: readonly CalendarHoliday[]): number {
  for (let at = day; at <= day + SESSION_SCAN_DAYS_MAX; at++) if (isTradingDay(exchange, at, holidays)) return at;
  throw new RangeError(`${exchange} does not trade near day ${day}`);
}

/** The days in the month of a day number (UTC calendar arithmetic on local dates). */
function monthOf(day: number): { year: number; month: number } {
  const d = new Date(day * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
}

/**
 * SP1: the plan's date in one month: the chosen date, or the month's last day when the month is
 * shorter (the 31st is 30 April and 28 or 29 February).
 */
export function monthlyDate(year: number, month: number, date: number): number {
  const lastDate = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date, lastDate)) / DAY_MS;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day number. */
function isoWeekday(day: number): number {
  const w = weekdayOfDay(day);
  return w === 0 ? 7 : w;
}

/** The nominal dates of a schedule from `fromDay` on, in order (daily: every date; the trading-day move comes after). */
function* nominalDates(schedule: SipSchedule, fromDay: number): Generator<number> {
  const first = Math.max(schedule.startDay, fromDay);
  if (schedule.frequency === 'daily') {
    for (let day = first; ; day++) yield day;
  }
  if (schedule.frequency === 'weekly') {
    const weekday = schedule.day ?? 1;
    let day = first + ((weekday - isoWeekday(first) + 7) % 7);
    for (;;) {
      yield day;
      day += 7;
    }
  }
  let { year, month } = monthOf(first);
  for (;;) {
    const day = monthlyDate(year, month, schedule.day ?? 1);
    if (day >= first) yield day;
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
}

/**
 * SP1–SP3: the first instalment on or after the trading day `fromDay`: the earliest nominal date whose
 * trading day (SP2) is `fromDay` or later, or null once that day would fall after the plan's end.
 * Nominal dates are scanned from a closure's length before `fromDay`, so a date that fell on a
 * holiday still runs on the trading day after it. Two nominal dates moved onto one trading day run
 * once (the plan's key is the trading day, SP4).
 */
export function nextInstalmentDay(
  exchange: ExchangeCode,
  schedule: SipSchedule,
  fromDay: number,
  holidays: readonly CalendarHoliday[],
): number | null {
  let scanned = 0;
  for (const nominal of nominalDates(schedule, fromDay - SESSION_SCAN_DAYS_MAX)) {
    if (schedule.endDay !== null && nominal > schedule.endDay) return null;
    const day = movedToTradingDay(exchange, nominal, holidays);
    if (day >= fromDay) return schedule.endDay !== null && day > schedule.endDay ? null : day;
    scanned += 1;
    if (scanned > NOMINAL_SCAN_MAX) throw new RangeError(`no SIP date near day ${fromDay}`);
  }
  return null;
}

/** The instalment of a trading day with the instant it runs: the day's first open (SP3). */
export function instalmentSlot(
  exchange: ExchangeCode,
  day: number,
  holidays: readonly CalendarHoliday[],
): SipInstalmentSlot {
  return { day, atMs: dayOpenMs(exchange, day, holidays) };
}

/**
 * SP3: a new plan's first instalment: the first on or after its start whose open is still ahead of
 * `nowMs` (a plan made after today's open starts on the next date), or null when none falls before its end.
 */
export function firstInstalment(
  exchange: ExchangeCode,
  schedule: SipSchedule,
  nowMs: number,
  holidays: readonly CalendarHoliday[],
): SipInstalmentSlot | null {
  let from = Math.max(schedule.startDay, tradingDayOf(exchange, nowMs));
  for (let tries = 0; tries < NOMINAL_SCAN_MAX; tries++) {
    const day = nextInstalmentDay(exchange, schedule, from, holidays);
    if (day === null) return null;
    const slot = instalmentSlot(exchange, day, holidays);
    if (slot.atMs >= nowMs) return slot;
    from = day + 1;
  }
  return null;
}

/** The instalment after the one of `day`, or null when the plan has run its last (SP1). */
export function instalmentAfter(
  exchange: ExchangeCode,
  schedule: SipSchedule,
  day: number,
  holidays: readonly CalendarHoliday[],
): SipInstalmentSlot | null {
  const next = nextInstalmentDay(exchange, schedule, day + 1, holidays);
  return next === null ? null : instalmentSlot(exchange, next, holidays);
}
