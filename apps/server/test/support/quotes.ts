import type { Quote } from '@demo/contract';

/** A wire quote at bid/ask, the day's other prices at those, no change and no volume. */
export function wireQuote(code: string, bid: string, ask: string, timeMs: number): Quote {
  return {
    code,
    price: bid,
    bid,
    ask,
    open: bid,
    high: ask,
    low: bid,
    prevClose: bid,
    change: '0',
    changeRate: '0',
    volume: '0',
    time: timeMs,
  };
}
