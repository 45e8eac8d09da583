import type { KlineContent } from './socket';
import { KLINE_PERIODS } from './wire-values';

/**
 * Zod-free checks of the socket frames a signed-out visitor's screen reads, so a product page can
 * follow its live candle without loading zod and building every frame schema (a tenth of a second
 * on a slow phone). Each answers exactly what its schema's `safeParse` answers, unknown keys dropped
 * as zod drops them; `frame-guards.test.ts` compares the two on generated frames.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;
const PERIODS: ReadonlySet<unknown> = new Set(KLINE_PERIODS);

const isDecimal = (v: unknown): v is string => typeof v === 'string' && DECIMAL.test(v);

/** The `kline` topic's content (`klineContent` in socket.ts), or null when it is not one. */
export function asKlineContent(value: unknown): KlineContent | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const { time, open, close, high, low, volume, code, period } = v;
  if (typeof time !== 'number' || !Number.isSafeInteger(time)) return null;
  if (!isDecimal(open) || !isDecimal(close) || !isDecimal(high) || !isDecimal(low) || !isDecimal(volume)) return null;
  if (typeof code !== 'string' || !PERIODS.has(period)) return null;
  return { time, open, close, high, low, volume, code, period: period as KlineContent['period'] };
}
