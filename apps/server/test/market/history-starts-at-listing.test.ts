// Proves `data/candlestick` starts every instrument's history at its listing date (K11): Ether's yearly and monthly candles begin on 30 July 2015 and Reliance's on NSE's first day, never earlier, at plausible prices, and a product added in the console starts on the reference day.
import { findInstrument, listingStartMs, PRICE_ANCHOR_DATE } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRecord } from '../../src/market/products';
import { call, type Harness, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

interface CandleBody {
  time: number;
  open: string;
  close: string;
  high: string;
  low: string;
}

async function candles(payload: Record<string, string | number>): Promise<CandleBody[]> {
  const reply = await call<CandleBody[]>(h.app, 'data/candlestick', payload);
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

/** Ether's first traded price and Reliance's first NSE day, as epoch ms of their trading days' starts. */
const ETH_LISTED_MS = Date.UTC(2015, 6, 30);
const RELIANCE_LISTED_MS = Date.UTC(1995, 10, 2, 18, 30);

describe('K11: data/candlestick starts at the listing', () => {
  for (const period of ['year', 'month'] as const) {
    it(`K11: ETHUSD ${period} candles start on 30 July 2015, none before, at plausible prices`, async () => {
      const list = await candles({ code: 'ETHUSD', period });
      expect(list[0]?.time).toBe(ETH_LISTED_MS);
      expect(list.filter((c) => c.time < ETH_LISTED_MS)).toEqual([]);
      expect(list.every((c, i) => i === 0 || c.time > (list[i - 1]?.time ?? 0))).toBe(true);
      const reference = Number(findInstrument('ETHUSD')?.startPrice);
      for (const c of list) {
        expect(Number(c.low), new Date(c.time).toISOString()).toBeGreaterThan(0);
        // Before the reference day at most three times it plus a day's move; after it the live
        // walk has had one year, and Ether's year is never a tenfold one.
        expect(Number(c.high), new Date(c.time).toISOString()).toBeLessThan(10 * reference);
      }
    });

    it(`K11: RELIANCE ${period} candles start on NSE's first day, 3 November 1995, none before`, async () => {
      const list = await candles({ code: 'RELIANCE', period });
      expect(list[0]?.time).toBe(RELIANCE_LISTED_MS);
      expect(list.filter((c) => c.time < RELIANCE_LISTED_MS)).toEqual([]);
      expect(list.every((c, i) => i === 0 || c.time > (list[i - 1]?.time ?? 0))).toBe(true);
      expect(list.every((c) => Number(c.low) > 0)).toBe(true);
    });
  }

  it('K11: a range that begins before the listing gets nothing before it, and one wholly before gets nothing', async () => {
    const from = Date.UTC(2014, 0, 1);
    const to = Date.UTC(2016, 0, 1);
    for (const period of ['day', 'week', 'month', 'year'] as const) {
      const list = await candles({ code: 'ETHUSD', period, from, to });
      expect(list.length, period).toBeGreaterThan(0);
      expect(list[0]?.time, period).toBe(ETH_LISTED_MS);
    }
    expect(await candles({ code: 'ETHUSD', period: 'day', from, to: ETH_LISTED_MS - 1 })).toEqual([]);
    expect(
      await candles({ code: 'ETHUSD', period: '1min', from: ETH_LISTED_MS - 3_600_000, to: ETH_LISTED_MS }),
    ).toEqual([]);
  });

  it('K11: a month the range cuts in two is left out rather than shown as if whole', async () => {
    const from = Date.UTC(2020, 0, 15);
    const list = await candles({ code: 'ETHUSD', period: 'month', from, to: Date.UTC(2020, 5, 30) });
    expect(list.map((c) => new Date(c.time).toISOString().slice(0, 7))).toEqual([
      '2020-02',
      '2020-03',
      '2020-04',
      '2020-05',
      '2020-06',
    ]);
  });

  it('K11: the listing instants are the trading-day starts of the catalogue dates', () => {
    expect(listingStartMs(findInstrument('ETHUSD')!)).toBe(ETH_LISTED_MS);
    expect(listingStartMs(findInstrument('RELIANCE')!)).toBe(RELIANCE_LISTED_MS);
  });

  it('K11: a seeded product keeps its catalogue date; one added in the console is listed on the reference day', () => {
    const columns = {
      id: 99_001,
      name: 'Staff Coin',
      nameHi: null,
      market: 'crypto',
      exchange: 'CRYPTO',
      type: 'CRYPTOS',
      category: 'crypto',
      currency: 'USD',
      decimals: 2,
      handCount: 1,
      lever: 10,
      spreadTicks: 5,
      volatilityAnnual: '0.8',
      startPrice: '10.00',
      sector: null,
      suspended: false,
      sortOrder: 9_990,
    };
    expect(productRecord({ ...columns, code: 'STAFFUSD' }).instrument.listedOn).toBe(PRICE_ANCHOR_DATE);
    expect(productRecord({ ...columns, code: 'ETHUSD' }).instrument.listedOn).toBe('2015-07-30');
  });
});
