import { consoleMarketsApi } from '@demo/contract';

/**
 * Holiday dates are an exchange's local calendar dates, `YYYY-MM-DD`, with no time and no zone.
 * Everything here works on the date alone, in UTC arithmetic, so the browser's own time zone can
 * never shift a holiday to the day before or after.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The parts of a real calendar date, or null for anything else (2026-02-30 included). */
function dateParts(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const t = new Date(Date.UTC(year, month - 1, day));
  const real = t.getUTCFullYear() === year && t.getUTCMonth() === month - 1 && t.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

export function isCalendarDate(date: string): boolean {
  return dateParts(date) !== null;
}

/** The day of the week of a `YYYY-MM-DD` date, or null when it is not a real date. */
export function weekdayOf(date: string): Weekday | null {
  const parts = dateParts(date);
  if (parts === null) return null;
  return WEEKDAYS[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()] ?? null;
}

export function isWeekend(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday === 'Saturday' || weekday === 'Sunday';
}

/** The years the calendar filter offers: last year, this year and the next two, where holidays are planned. */
export function yearOptions(currentYear: number): number[] {
  return [currentYear - 1, currentYear, currentYear + 1, currentYear + 2];
}

const yearField = consoleMarketsApi.holidayList.payload.shape.year;

/** A year from the URL, falling back to `fallback` on anything the contract's list filter would refuse. */
export function yearParam(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d{4}$/.test(raw)) return fallback;
  return yearField.safeParse(raw).success ? Number(raw) : fallback;
}
