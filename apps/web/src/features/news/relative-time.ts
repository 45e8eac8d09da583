/** How long ago a moment was, for news lists: a key of the `time` texts and its count. */
export type RelativeTime =
  | { key: 'time.justNow'; count: 0 }
  | { key: 'time.minutesAgo' | 'time.hoursAgo' | 'time.daysAgo'; count: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Older than this, a list shows the date instead. */
export const RELATIVE_TIME_DAYS_MAX = 7;

/** Null when the moment is more than a week back (show the date); a future moment counts as now. */
export function relativeTime(thenMs: number, nowMs: number): RelativeTime | null {
  const ago = Math.max(0, nowMs - thenMs);
  if (ago < MINUTE_MS) return { key: 'time.justNow', count: 0 };
  if (ago < HOUR_MS) return { key: 'time.minutesAgo', count: Math.floor(ago / MINUTE_MS) };
  if (ago < DAY_MS) return { key: 'time.hoursAgo', count: Math.floor(ago / HOUR_MS) };
  const days = Math.floor(ago / DAY_MS);
  return days <= RELATIVE_TIME_DAYS_MAX ? { key: 'time.daysAgo', count: days } : null;
}
