import { describe, expect, it } from 'vitest';
import { minor, ticks } from '../../src/money';
import type { BookPosition } from '../../src/risk/exposure';
import { checkRiskLimits, type LimitedOrder, type RiskLimitFacts } from '../../src/risk/limits';

/** The pure check of an order against the three kinds of risk limit, by hand (RL1–RL3, RL6). */

const quotes: Record<string, { bid: string; ask: string }> = {
  RELIANCE: { bid: '2500.00', ask: '2500.00' },
  AAPL: { bid: '200.00', ask: '200.00' },
  USDINR: { bid: '80.00', ask: '80.00' },
};
const quoteOf = (code: string) => quotes[code];

const none: RiskLimitFacts = {
  reportingCurrency: 'INR',
  houseNotionalMaxMinor: null,
  houseNetNotionalMinor: minor(0n),
  maxLots: null,
  customerNotionalMaxMinor: null,
  own: [],
  quoteOf,
};

/** One lot of RELIANCE at 2,500.00: a notional of ₹2,500.00 (250 000 paise). */
const reliance = (direction: 'buy' | 'sell', hands = 1): LimitedOrder => ({
  code: 'RELIANCE',
  currency: 'INR',
  decimals: 2,
  handCount: 1,
  direction,
  hands,
  priceTicks: ticks(250000n),
});

const held = (code: string, direction: 'buy' | 'sell', hands: number, currency = 'INR'): BookPosition => ({
  userId: 1,
  code,
  direction,
  hands,
  handCount: 1,
  decimals: 2,
  buildPriceTicks: ticks(0n),
  instrumentCurrency: currency,
});

describe('risk limits', () => {
  it('RL1: with no limit every order passes', () => {
    expect(checkRiskLimits(none, reliance('buy', 1000)).ok).toBe(true);
  });

  it('RL2: houseNotional refuses the order that takes the net past the limit, naming it', () => {
    // Customers already net long ₹9,000.00; the limit is ₹10,000.00.
    const facts = { ...none, houseNotionalMaxMinor: minor(1_000_000n), houseNetNotionalMinor: minor(900_000n) };
    expect(checkRiskLimits(facts, reliance('buy')).ok).toBe(false);
    const refused = checkRiskLimits(facts, reliance('buy'));
    expect(refused).toMatchObject({
      ok: false,
      rule: 'RL1',
      code: 600,
      values: { kind: 'houseNotional', code: 'RELIANCE', limit: '10000.00', currency: 'INR' },
    });
    // Exactly at the limit is inside it.
    expect(checkRiskLimits({ ...facts, houseNetNotionalMinor: minor(750_000n) }, reliance('buy')).ok).toBe(true);
  });

  it('RL3: an order that shrinks the house net passes even past the limit', () => {
    const facts = { ...none, houseNotionalMaxMinor: minor(100_000n), houseNetNotionalMinor: minor(900_000n) };
    expect(checkRiskLimits(facts, reliance('sell')).ok).toBe(true);
    // From net short, a sell grows the size past the limit: refused.
    const short = { ...facts, houseNetNotionalMinor: minor(-100_000n) };
    expect(checkRiskLimits(short, reliance('sell')).ok).toBe(false);
  });

  it('RL2: maxLots counts the customer net lots in the code, pending orders included', () => {
    const facts = { ...none, maxLots: 3, own: [held('RELIANCE', 'buy', 2), held('AAPL', 'buy', 9, 'USD')] };
    expect(checkRiskLimits(facts, reliance('buy', 1)).ok).toBe(true);
    expect(checkRiskLimits(facts, reliance('buy', 2))).toMatchObject({
      ok: false,
      code: 600,
      values: { kind: 'maxLots', limit: '3' },
    });
    // RL3: selling 5 leaves net 3 short: inside; selling 6 grows |net| past 3.
    expect(checkRiskLimits(facts, reliance('sell', 5)).ok).toBe(true);
    expect(checkRiskLimits(facts, reliance('sell', 6)).ok).toBe(false);
  });

  it('RL2: customerNotional sums |net| over instruments in the reporting currency', () => {
    // One AAPL long: 200.00 USD at 80 = ₹16,000.00; one RELIANCE short: ₹2,500.00; total ₹18,500.00.
    const own = [held('AAPL', 'buy', 1, 'USD'), held('RELIANCE', 'sell', 1)];
    const facts = { ...none, customerNotionalMaxMinor: minor(2_100_000n), own };
    expect(checkRiskLimits(facts, reliance('sell', 1)).ok).toBe(true);
    expect(checkRiskLimits(facts, reliance('sell', 2))).toMatchObject({
      ok: false,
      values: { kind: 'customerNotional', limit: '21000.00' },
    });
    // RL3: buying RELIANCE back shrinks the total, even when already past the limit.
    const tight = { ...facts, customerNotionalMaxMinor: minor(100n) };
    expect(checkRiskLimits(tight, reliance('buy', 1)).ok).toBe(true);
    expect(checkRiskLimits(tight, reliance('buy', 3)).ok).toBe(false);
  });

  it('RL6: without a rate to the reporting currency a notional limit refuses', () => {
    const aapl: LimitedOrder = { ...reliance('buy'), code: 'AAPL', currency: 'USD', priceTicks: ticks(20000n) };
    const noRate = {
      ...none,
      houseNotionalMaxMinor: minor(10n ** 12n),
      quoteOf: (code: string) => (code === 'USDINR' ? undefined : quoteOf(code)),
    };
    expect(checkRiskLimits(noRate, aapl)).toMatchObject({ ok: false, values: { kind: 'houseNotional' } });
    // A lots limit needs no rate.
    expect(checkRiskLimits({ ...noRate, houseNotionalMaxMinor: null, maxLots: 5 }, aapl).ok).toBe(true);
  });
});
