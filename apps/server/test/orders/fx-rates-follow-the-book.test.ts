import type { Quote } from '@demo/contract';
import { accountFxFromQuotes } from '@demo/core';
import { describe, expect, it } from 'vitest';
import { fxFromBook } from '../../src/modules/trading/orders/terms';
import { wireQuote } from '../support/quotes';

/**
 * X4: an order's rates are the market book's at that instant. fxFromBook keeps the rates of a pair
 * while every quote they came from is still the book's current one, and computes them again as soon
 * as the book replaces one (it never changes a quote in place).
 */

function quote(code: string, bid: string, ask: string): Quote {
  return wireQuote(code, bid, ask, 0);
}

function book(...quotes: Quote[]): { quote(code: string): Quote | undefined; put(q: Quote): void } {
  const latest = new Map(quotes.map((q) => [q.code, q]));
  return { quote: (code) => latest.get(code), put: (q) => latest.set(q.code, q) };
}

const SPREAD_BPS = 30n;

describe('X4: rates from the market book', () => {
  it('answers what core computes from the same quotes, and the same rates while no quote changed', () => {
    const market = book(quote('USDINR', '83.1000', '83.1200'));
    const first = fxFromBook(market, 'USD', 'INR', SPREAD_BPS);
    expect(first).toEqual(accountFxFromQuotes((code) => market.quote(code), 'USD', 'INR', SPREAD_BPS));
    expect(first).not.toBeNull();
    expect(fxFromBook(market, 'USD', 'INR', SPREAD_BPS)).toBe(first);
  });

  it('computes them again once the book replaced a quote they came from', () => {
    const market = book(quote('USDINR', '83.1000', '83.1200'));
    const before = fxFromBook(market, 'USD', 'INR', SPREAD_BPS);
    market.put(quote('USDINR', '84.0000', '84.0200'));
    const after = fxFromBook(market, 'USD', 'INR', SPREAD_BPS);
    expect(after).not.toEqual(before);
    expect(after).toEqual(accountFxFromQuotes((code) => market.quote(code), 'USD', 'INR', SPREAD_BPS));
  });

  it('answers null while the book cannot price the pair, and rates once a quote arrives', () => {
    const market = book(quote('EURUSD', '1.0800', '1.0802'));
    expect(fxFromBook(market, 'KRW', 'INR', SPREAD_BPS)).toBeNull();
    market.put(quote('USDKRW', '1380.00', '1380.50'));
    market.put(quote('USDINR', '83.1000', '83.1200'));
    const rates = fxFromBook(market, 'KRW', 'INR', SPREAD_BPS);
    expect(rates).not.toBeNull();
    expect(rates).toEqual(accountFxFromQuotes((code) => market.quote(code), 'KRW', 'INR', SPREAD_BPS));
  });

  it('keeps each spread and each direction apart', () => {
    const market = book(quote('USDINR', '83.1000', '83.1200'));
    const wide = fxFromBook(market, 'USD', 'INR', 100n);
    expect(fxFromBook(market, 'USD', 'INR', SPREAD_BPS)).not.toEqual(wide);
    expect(fxFromBook(market, 'INR', 'USD', SPREAD_BPS)).toEqual(
      accountFxFromQuotes((code) => market.quote(code), 'INR', 'USD', SPREAD_BPS),
    );
  });
});
