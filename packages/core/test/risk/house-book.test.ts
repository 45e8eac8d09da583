import { describe, expect, it } from 'vitest';
import { ticks } from '../../src/money';
import { type BookPosition, houseBook } from '../../src/risk/exposure';

/** The house's book against one computed by hand: two customers, two currencies, a missing quote (RK1, RK2). */

const quotes: Record<string, { bid: string; ask: string }> = {
  RELIANCE: { bid: '2520.00', ask: '2521.00' },
  AAPL: { bid: '189.50', ask: '189.60' },
  USDINR: { bid: '83.00', ask: '83.20' },
};
const quoteOf = (code: string) => quotes[code];

const position = (p: Partial<BookPosition> & Pick<BookPosition, 'userId' | 'code' | 'direction'>): BookPosition => ({
  instrumentCurrency: 'INR',
  decimals: 2,
  hands: 1,
  handCount: 1,
  buildPriceTicks: ticks(0n),
  ...p,
});

const book = [
  position({ userId: 1, code: 'RELIANCE', direction: 'buy', hands: 3, buildPriceTicks: ticks(250000n) }),
  position({ userId: 2, code: 'RELIANCE', direction: 'sell', hands: 1, buildPriceTicks: ticks(251000n) }),
  position({
    userId: 1,
    code: 'AAPL',
    direction: 'sell',
    hands: 2,
    handCount: 10,
    instrumentCurrency: 'USD',
    buildPriceTicks: ticks(19000n),
  }),
];

describe('the house book', () => {
  it('RK1: lots, net notional and the house P&L per instrument, by hand, in INR and USD', () => {
    const result = houseBook(book, quoteOf, 'INR');
    const reliance = result.instruments.find((i) => i.code === 'RELIANCE');
    // Long 3 × 2520.00 at the bid, short 1 × 2521.00 at the ask.
    expect(reliance).toMatchObject({ currency: 'INR', longLots: 3, shortLots: 1, priced: true });
    expect(reliance?.netNotionalMinor).toBe(756000n - 252100n);
    expect(reliance?.netNotionalReportingMinor).toBe(503900n);
    // Customers: +20.00 × 3 and −11.00 × 1 = +49.00, so the house is −49.00.
    expect(reliance?.houseUnrealisedMinor).toBe(-4900n);
    expect(reliance?.topCustomers).toEqual([
      { userId: 1, netLots: 3, notionalMinor: 756000n },
      { userId: 2, netLots: -1, notionalMinor: 252100n },
    ]);
    const apple = result.instruments.find((i) => i.code === 'AAPL');
    // 20 shares short, closing at the ask 189.60: 3,792.00 USD; the customer gains 0.40 × 20 = 8.00.
    expect(apple).toMatchObject({ currency: 'USD', longLots: 0, shortLots: 2 });
    expect(apple?.netNotionalMinor).toBe(-379200n);
    expect(apple?.houseUnrealisedMinor).toBe(-800n);
    // At the USDINR mid 83.10: −3,792.00 USD = −315,115.20 INR; −8.00 USD = −664.80 INR.
    expect(apple?.netNotionalReportingMinor).toBe(-31511520n);
    expect(apple?.houseUnrealisedReportingMinor).toBe(-66480n);
    expect(result.houseUnrealisedReportingMinor).toBe(-4900n - 66480n);
    // The largest reporting exposure first.
    expect(result.instruments.map((i) => i.code)).toEqual(['AAPL', 'RELIANCE']);
  });

  it('RK2: each currency is the sum of its instruments', () => {
    const result = houseBook(book, quoteOf, 'INR');
    expect(result.currencies).toEqual([
      {
        currency: 'INR',
        netNotionalMinor: 503900n,
        netNotionalReportingMinor: 503900n,
        houseUnrealisedMinor: -4900n,
        houseUnrealisedReportingMinor: -4900n,
      },
      {
        currency: 'USD',
        netNotionalMinor: -379200n,
        netNotionalReportingMinor: -31511520n,
        houseUnrealisedMinor: -800n,
        houseUnrealisedReportingMinor: -66480n,
      },
    ]);
  });

  it('RK1: an instrument without a quote counts at its build price and says it is unpriced', () => {
    const result = houseBook(
      [position({ userId: 3, code: 'TCS', direction: 'buy', hands: 2, buildPriceTicks: ticks(400000n) })],
      quoteOf,
      'INR',
    );
    expect(result.instruments[0]).toMatchObject({ code: 'TCS', priced: false, longLots: 2 });
    expect(result.instruments[0]?.netNotionalMinor).toBe(800000n);
    expect(result.instruments[0]?.houseUnrealisedMinor).toBe(0n);
  });

  it('RK2: a currency with no rate to the reporting currency has no reporting figure', () => {
    const result = houseBook(
      [
        position({
          userId: 4,
          code: 'AAPL',
          direction: 'buy',
          handCount: 10,
          instrumentCurrency: 'USD',
          buildPriceTicks: ticks(18000n),
        }),
      ],
      (code) => (code === 'USDINR' ? undefined : quoteOf(code)),
      'INR',
    );
    expect(result.instruments[0]?.netNotionalReportingMinor).toBeNull();
    expect(result.currencies[0]?.houseUnrealisedReportingMinor).toBeNull();
    expect(result.houseUnrealisedReportingMinor).toBe(0n);
  });
});
