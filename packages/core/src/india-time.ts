/**
 * India time (UTC+5:30, no daylight saving) without any time-zone database: the instant is shifted
 * by a fixed 5.5 hours and read with UTC calendar arithmetic (specification, section 9). The same
 * epoch gives the same text on every machine, whatever its own time zone.
 */

/** India Standard Time offset from UTC, in milliseconds. */
export const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DDTHH:mm` is the value of a `datetime-local` input, which staff type in India time. */
export type IndiaTimePattern = 'YYYY-MM-DD HH:mm:ss' | 'YYYY-MM-DD HH:mm' | 'YYYY-MM-DDTHH:mm' | 'YYYY-MM-DD' | 'HH:mm';
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Formats an instant (epoch milliseconds) in India time: `YYYY-MM-DD HH:mm:ss`, `YYYY-MM-DD HH:mm`,
 * `YYYY-MM-DDTHH:mm`, `YYYY-MM-DD` or `HH:mm`. Seconds are truncated, not rounded (12:00:59.999 shows 12:00). A
 * non-finite epoch is a bug and throws.
 */
export function formatIndiaTime(epochMs: number, pattern: IndiaTimePattern): string {
  if (!Number.isFinite(epochMs)) throw new RangeError(`not an epoch: ${epochMs}`);
  const shifted = new Date(epochMs + INDIA_OFFSET_MS);
  const date = `${String(shifted.getUTCFullYear()).padStart(4, '0')}-${two(shifted.getUTCMonth() + 1)}-${two(shifted.getUTCDate())}`;
  const hm = `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
  switch (pattern) {
    case 'YYYY-MM-DD HH:mm:ss':
      return `${date} ${hm}:${two(shifted.getUTCSeconds())}`;
    case 'YYYY-MM-DD HH:mm':
      return `${date} ${hm}`;
    case 'YYYY-MM-DDTHH:mm':
      return `${date}T${hm}`;
    case 'YYYY-MM-DD':
      return date;
    case 'HH:mm':
      return hm;
  }
}

/**
 * Reads `YYYY-MM-DDTHH:mm` (a `datetime-local` value, surrounding blanks ignored) as India time, in epoch
 * ms; null when it is not a complete date and time or names a day the calendar lacks (2026-02-30).
 */
export function parseIndiaTime(text: string): number | null {
  const trimmed = text.trim();
  const m = LOCAL_INPUT.exec(trimmed);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi) - INDIA_OFFSET_MS;
  // Date.UTC rolls 30 February into March; only a value that formats back to itself is a real time.
  return Number.isFinite(ms) && formatIndiaTime(ms, 'YYYY-MM-DDTHH:mm') === trimmed ? ms : null;
}

/** The instant (epoch ms) of 00:00 India time on the India day that contains `epochMs`: the daily roll. */
export function startOfIndiaDayMs(epochMs: number): number {
  const shifted = epochMs + INDIA_OFFSET_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - INDIA_OFFSET_MS;
}
