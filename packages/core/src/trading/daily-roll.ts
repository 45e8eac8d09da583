import { startOfIndiaDayMs } from '../india-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many daily rolls (00:00 India time) lie in (prevMs, nowMs]: the number of overnight fees each
 * held position owes when the engine last rolled at `prevMs` (O8). Zero when time did not advance.
 * Both instants are epoch milliseconds passed in by the caller; nothing here reads a clock.
 */
export function dailyRollCount(prevMs: number, nowMs: number): number {
  if (nowMs <= prevMs) return 0;
  return Math.round((startOfIndiaDayMs(nowMs) - startOfIndiaDayMs(prevMs)) / DAY_MS);
}

/** Whether at least one 00:00 India time lies in (prevMs, nowMs]. */
export function isDailyRoll(prevMs: number, nowMs: number): boolean {
  return dailyRollCount(prevMs, nowMs) > 0;
}
