// Proves how `quotes` entries become whole quotes (issue 43, QT2, QS4): a code's first entry is whole,
// later entries carry only changed fields and are merged; a delta with nothing to merge into waits
// for a whole one; a new connection starts from nothing.
import type { Quote } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { isWholeQuote, mergeQuoteEntry, QuoteFeed } from './quote-feed';

const whole: Quote = {
  code: 'RELIANCE',
  price: '2450.10',
  bid: '2450.05',
  ask: '2450.15',
  open: '2440.00',
  high: '2455.00',
  low: '2438.00',
  prevClose: '2441.00',
  change: '9.10',
  changeRate: '0.37',
  volume: '120000',
  time: 1_000,
};

describe('mergeQuoteEntry', () => {
  it('takes a whole entry as it is', () => {
    expect(isWholeQuote(whole)).toBe(true);
    expect(mergeQuoteEntry(undefined, whole)).toEqual(whole);
  });

  it("puts a delta's fields over the held quote and keeps the rest", () => {
    const merged = mergeQuoteEntry(whole, { code: 'RELIANCE', price: '2451.00', volume: '120100', time: 2_000 });
    expect(merged).toEqual({ ...whole, price: '2451.00', volume: '120100', time: 2_000 });
  });

  it('drops a delta with no whole quote to merge into', () => {
    expect(isWholeQuote({ code: 'RELIANCE', price: '1' })).toBe(false);
    expect(mergeQuoteEntry(undefined, { code: 'RELIANCE', price: '1' })).toBeNull();
  });
});

describe('QuoteFeed', () => {
  it("merges a code's deltas in order and skips a code whose whole quote has not come", () => {
    const feed = new QuoteFeed();
    const out = feed.apply([
      { code: 'TCS', high: '1' },
      whole,
      { code: 'RELIANCE', high: '2460.00', time: 2_000 },
      { code: 'RELIANCE', volume: '130000', time: 3_000 },
    ]);
    expect(out.map((q) => q.code)).toEqual(['RELIANCE', 'RELIANCE', 'RELIANCE']);
    expect(out.at(-1)).toEqual({ ...whole, high: '2460.00', volume: '130000', time: 3_000 });
    expect(feed.size).toBe(1);
  });

  it('ignores deltas after a reset until the whole quote is sent again', () => {
    const feed = new QuoteFeed();
    feed.apply([whole]);
    feed.reset();
    expect(feed.apply([{ code: 'RELIANCE', price: '1.00', time: 5_000 }])).toEqual([]);
    expect(feed.apply([{ ...whole, time: 6_000 }])).toEqual([{ ...whole, time: 6_000 }]);
  });

  it('reads only the quote fields and skips entries that are not quote entries', () => {
    const feed = new QuoteFeed();
    const out = feed.apply([{ ...whole, extra: 'x' }, null, 7, { price: '1' }]);
    expect(out).toEqual([whole]);
    expect(feed.apply('not a list')).toEqual([]);
  });
});
