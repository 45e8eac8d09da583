/**
 * The seven time zones markets trade in, computed without any time-zone database so that the same
 * epoch gives the same local time on every machine. The Asian zones and UTC have had fixed offsets
 * for decades; New York follows the US rule written out below (Energy Policy Act of 2005): daylight
 * time from the second Sunday of March at 02:00 local to the first Sunday of November at 02:00 local.
 */

export type TimeZone =
  | 'UTC'
  | 'Asia/Hong_Kong'
  | 'Asia/Tokyo'
  | 'Asia/Taipei'
  | 'Asia/Seoul'
  | 'Asia/Kolkata'
  | 'America/New_York';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const FIXED_OFFSET_MS: Readonly<Record<Exclude<TimeZone, 'America/New_York'>, number>> = {
  UTC: 0,
  'Asia/Hong_Kong': 8 * HOUR_MS,
  'Asia/Tokyo': 9 * HOUR_MS,
  'Asia/Taipei': 8 * HOUR_MS,
  'Asia/Seoul': 9 * HOUR_MS,
  'Asia/Kolkata': 5.5 * HOUR_MS,
};

const NEW_YORK_STANDARD_MS = -5 * HOUR_MS;
const NEW_YORK_DAYLIGHT_MS = -4 * HOUR_MS;

/** The day of the month of the n-th Sunday (n ≥ 1) of a month (0-based month, as in `Date.UTC`). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

const dstCache = new Map<number, readonly [number, number]>();

/**
 * The UTC instants (epoch ms) at which New York daylight time starts and ends in `year`:
 * 02:00 EST (07:00 UTC) on the second Sunday of March, 02:00 EDT (06:00 UTC) on the first Sunday of
 * November. Memoised per year; the result depends on the year alone.
 */
export function newYorkDaylightBoundsMs(year: number): readonly [startMs: number, endMs: number] {
  const cached = dstCache.get(year);
  if (cached) return cached;
  const bounds = [Date.UTC(year, 2, nthSunday(year, 2, 2), 7), Date.UTC(year, 10, nthSunday(year, 10, 1), 6)] as const;
  dstCache.set(year, bounds);
  return bounds;
}

/** The offset of `zone` from UTC at the instant `utcMs`, in milliseconds (local = UTC + offset). */
export function zoneOffsetMs(zone: TimeZone, utcMs: number): number {
  if (zone !== 'America/New_York') return FIXED_OFFSET_MS[zone];
  const [startMs, endMs] = newYorkDaylightBoundsMs(new Date(utcMs).getUTCFullYear());
  return utcMs >= startMs && utcMs < endMs ? NEW_YORK_DAYLIGHT_MS : NEW_YORK_STANDARD_MS;
}

/** Wall-clock time of `zone` at `utcMs`, as milliseconds on a UTC-based scale (read it with `getUTC*`). */
export function toLocalMs(zone: TimeZone, utcMs: number): number {
  return utcMs + zoneOffsetMs(zone, utcMs);
}

/**
 * The instant (epoch ms) at which the wall clock of `zone` shows `localMs`. A wall time skipped by
 * the spring-forward hour is read as standard time; a repeated autumn hour resolves to its first
 * (daylight) occurrence. Sessions never start inside those hours, so neither case matters to trading.
 */
export function fromLocalMs(zone: TimeZone, localMs: number): number {
  if (zone !== 'America/New_York') return localMs - FIXED_OFFSET_MS[zone];
  const daylight = localMs - NEW_YORK_DAYLIGHT_MS;
  if (zoneOffsetMs(zone, daylight) === NEW_YORK_DAYLIGHT_MS) return daylight;
  return localMs - NEW_YORK_STANDARD_MS;
}

/** The day number (days since 1970-01-01) of a local wall-clock instant. */
export function dayOfLocalMs(localMs: number): number {
  return Math.floor(localMs / DAY_MS);
}

/** Day of the week of a day number: 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** A day number as `YYYY-MM-DD`. */
export function formatDay(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads `YYYY-MM-DD` into a day number; `null` if it is not a real calendar date. */
export function parseDay(text: string): number | null {
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const [, y = '', m = '', d = ''] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const day = ms / DAY_MS;
  return formatDay(day) === text ? day : null;
}

/** Minutes after midnight as `HH:mm`; negative minutes wrap to the evening before (−360 → `18:00`). */
export function formatMinuteOfDay(minutes: number): string {
  const wrapped = minutes < 0 ? minutes + 1440 : minutes;
  return `${two(Math.floor(wrapped / 60))}:${two(wrapped % 60)}`;
}
