import type { Depth } from './calls/markets';
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

/** One level of a book, or null when it is not one (`depthLevel` in calls/markets.ts). */
function asDepthLevel(value: unknown): Depth['bids'][number] | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { price, size } = value as Record<string, unknown>;
  if (!isDecimal(price) || typeof size !== 'number' || !Number.isSafeInteger(size)) return null;
  return { price, size };
}

/** The `depth_{code}` topic's content (`depth` in calls/markets.ts, SPEC DP6), or null when it is not one. */
export function asDepthContent(value: unknown): Depth | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { code, time, bids, asks } = value as Record<string, unknown>;
  if (typeof code !== 'string' || typeof time !== 'number' || !Number.isSafeInteger(time)) return null;
  if (!Array.isArray(bids) || !Array.isArray(asks)) return null;
  const levels = (side: readonly unknown[]) => {
    const out: Depth['bids'] = [];
    for (const level of side) {
      const checked = asDepthLevel(level);
      if (!checked) return null;
      out.push(checked);
    }
    return out;
  };
  const bidLevels = levels(bids);
  const askLevels = levels(asks);
  return bidLevels && askLevels ? { code, time, bids: bidLevels, asks: askLevels } : null;
}
