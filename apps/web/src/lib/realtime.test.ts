// Proves when the connection indicator says live, reconnecting or stale, and which quote the store keeps.
import { describe, expect, it } from 'vitest';
import {
  connectionStateOf,
  latestQuote,
  putQuotes,
  quoteOfProduct,
  STALE_AFTER_MS,
  sameQuote,
  seedProducts,
} from './realtime';

describe('connectionStateOf', () => {
  it('is reconnecting while the socket is not open', () => {
    expect(connectionStateOf({ open: false, hasTopics: true, lastActivityAt: 0, now: 0 })).toBe('reconnecting');
  });

  it('is live within 15 s of the last tick and stale after', () => {
    const base = { open: true, hasTopics: true, lastActivityAt: 1_000 };
    expect(connectionStateOf({ ...base, now: 1_000 + STALE_AFTER_MS })).toBe('live');
    expect(connectionStateOf({ ...base, now: 1_001 + STALE_AFTER_MS })).toBe('stale');
  });

  it('is live when no screen holds a topic, since no tick is expected', () => {
    expect(connectionStateOf({ open: true, hasTopics: false, lastActivityAt: 0, now: 1e9 })).toBe('live');
  });
});

describe('the quote store', () => {
  const product = {
    id: 1,
    code: 'TEST1',
    name: 'Test',
    market: 'crypto',
    type: 'CRYPTOS',
    category: 'crypto',
    price: '10.00',
    bid: '9.99',
    ask: '10.01',
    open: '10.00',
    high: '10.00',
    low: '10.00',
    prevClose: '10.00',
    change: '0.00',
    changeRate: '0.00',
    volume: '0',
    decimals: 2,
    handCount: 1,
    lever: 1,
    tradable: true,
    timezone: 'UTC',
    currency: 'USD',
  };

  it('lets any feed quote replace a price seeded from a list, and never an older quote a newer one', () => {
    seedProducts([product]);
    expect(latestQuote('TEST1')?.price).toBe('10.00');
    putQuotes([{ ...quoteOfProduct(product), price: '10.50', time: 2_000 }]);
    expect(latestQuote('TEST1')?.price).toBe('10.50');
    putQuotes([{ ...quoteOfProduct(product), price: '9.00', time: 1_000 }]);
    expect(latestQuote('TEST1')?.price).toBe('10.50');
  });

  it("takes a merged delta that moved only the volume or the day's high, not just price, bid or ask", () => {
    const base = { ...quoteOfProduct(product), code: 'TEST2', time: 1_000 };
    putQuotes([base]);
    putQuotes([{ ...base, volume: '500', time: 1_000 }]);
    expect(latestQuote('TEST2')?.volume).toBe('500');
    putQuotes([{ ...base, volume: '500', high: '11.00', time: 2_000 }]);
    expect(latestQuote('TEST2')?.high).toBe('11.00');
  });

  it('keeps the same object when a quote equal in every field comes again', () => {
    const base = { ...quoteOfProduct(product), code: 'TEST3', time: 1_000 };
    putQuotes([base]);
    const held = latestQuote('TEST3');
    putQuotes([{ ...base }]);
    expect(latestQuote('TEST3')).toBe(held);
    expect(sameQuote(base, { ...base })).toBe(true);
  });
});
