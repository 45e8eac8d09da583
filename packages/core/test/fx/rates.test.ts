// Proves that rates come from the feed's pair mids, that cross rates go through USD, that the spread is always against the customer, and that conversion rounds half-up once in each currency's own minor unit.
import { describe, expect, it } from 'vitest';
import {
  accountFx,
  affordableMinor,
  convertMinor,
  currencyDecimals,
  type FxBook,
  formatRate,
  fxBook,
  midRate,
  pairQuote,
  quoteRate,
} from '../../src/index';
import { minor } from '../../src/money';

function book(...rows: Array<[string, string, string]>): FxBook {
  return fxBook(
    rows.map(([code, bid, ask]) => {
      const q = pairQuote(code, bid, ask);
      if (!q.ok) throw new Error(`bad test quote ${code}`);
      return q.value;
    }),
  );
}

const BOOK = book(
  ['USDINR', '88.6000', '88.7000'],
  ['USDJPY', '154.400', '154.600'],
  ['USDKRW', '1449.50', '1450.50'],
  ['EURUSD', '1.15990', '1.16010'],
);

describe('fx rates', () => {
  it('X4: a direct pair gives its mid, an inverse pair the reciprocal, and others cross through USD', () => {
    const usdInr = midRate(BOOK, 'USD', 'INR');
    expect(usdInr.ok && Number(usdInr.value.num) / Number(usdInr.value.den)).toBeCloseTo(88.65, 10);
    const inrUsd = midRate(BOOK, 'INR', 'USD');
    expect(inrUsd.ok && Number(inrUsd.value.num) / Number(inrUsd.value.den)).toBeCloseTo(1 / 88.65, 12);
    // An independent computation of the cross: yen per rupee is 154.5 / 88.65 from the two mids.
    const jpyInr = midRate(BOOK, 'JPY', 'INR');
    expect(jpyInr.ok && Number(jpyInr.value.num) / Number(jpyInr.value.den)).toBeCloseTo(88.65 / 154.5, 12);
    const eurKrw = midRate(BOOK, 'EUR', 'KRW');
    expect(eurKrw.ok && Number(eurKrw.value.num) / Number(eurKrw.value.den)).toBeCloseTo(1.16 * 1450, 8);
    expect(midRate(BOOK, 'TWD', 'INR')).toEqual({ ok: false, error: 'no_rate' });
  });

  it('X3: the pay rate is above the mid and the receive rate below it, by the published spread', () => {
    const pay = quoteRate(BOOK, 'USD', 'INR', 'pay', 30n);
    const receive = quoteRate(BOOK, 'USD', 'INR', 'receive', 30n);
    if (!pay.ok || !receive.ok) throw new Error('no rate');
    expect(formatRate(pay.value)).toBe('88.915950000000');
    expect(formatRate(receive.value)).toBe('88.384050000000');
    const same = quoteRate(BOOK, 'INR', 'INR', 'pay', 30n);
    expect(same.ok && formatRate(same.value)).toBe('1');
  });

  it('X1: converting rounds half-up once, in minor units of each currency (yen and won have none)', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KRW')).toBe(0);
    expect(currencyDecimals('INR')).toBe(2);
    const fx = accountFx(BOOK, 'JPY', 'INR', 0n);
    if (!fx.ok) throw new Error('no rate');
    // ¥10,000 at 88.65 / 154.5 = 0.573786407766… ₹ per ¥: quoted 0.573786407767, ₹5,737.86407767 → ₹5,737.86.
    expect(formatRate(fx.value.pay)).toBe('0.573786407767');
    expect(convertMinor(minor(10_000n), fx.value.pay)).toBe(573_786n);
    // ₹100.00 into won at 1450 / 88.65: ₩1,635.645… → ₩1,636 (half-up).
    const toKrw = quoteRate(BOOK, 'INR', 'KRW', 'pay', 0n);
    if (!toKrw.ok) throw new Error('no rate');
    expect(convertMinor(minor(10_000n), toKrw.value)).toBe(1_636n);
    // Symmetric: −x converts to exactly −(x converted).
    expect(convertMinor(minor(-10_000n), toKrw.value)).toBe(-1_636n);
  });

  it('X1: affordableMinor is the largest amount whose conversion fits the cap', () => {
    const fx = quoteRate(BOOK, 'JPY', 'INR', 'pay', 30n);
    if (!fx.ok) throw new Error('no rate');
    for (const cap of [0n, 1n, 57n, 58n, 99n, 12_345n, 1_000_000n]) {
      const x = affordableMinor(cap, fx.value);
      expect(convertMinor(x, fx.value)).toBeLessThanOrEqual(cap);
      expect(convertMinor(x + 1n, fx.value) > cap || cap === 0n).toBe(true);
    }
  });

  it('refuses a quote whose bid is above its ask, or not a price', () => {
    expect(pairQuote('USDINR', '88.70', '88.60')).toEqual({ ok: false, error: 'bad_quote' });
    expect(pairQuote('USDINR', '-1', '88.60')).toEqual({ ok: false, error: 'bad_quote' });
    expect(pairQuote('USD', '1', '2')).toEqual({ ok: false, error: 'bad_quote' });
  });
});
