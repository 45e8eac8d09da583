// Proves that a depth book agrees with its quote (best levels are the quote's, sizes positive, levels strictly ordered), widens with volatility and a shut market, and that a market order walks it to a volume-weighted price (DP1–DP5).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/market/catalogue';
import { type DepthBook, depthBook, formatDepth, walkDepth } from '../../src/market/depth';
import type { Instrument } from '../../src/market/instrument';
import { parsePrice, type Ticks, ticks } from '../../src/money';
import {
  decideOrderCreate,
  type OrderCreateRequest,
  type OrderCreateRows,
  sameCurrency,
} from '../../src/trading/index';
import { inr, testSettings } from '../ledger/harness';

/** A fast-check seed from the environment replays a failure (`FC_SEED=… npx vitest run …`). */
const seed = process.env.FC_SEED === undefined ? Date.now() : Number(process.env.FC_SEED);
const t = (n: number | bigint): Ticks => ticks(BigInt(n));

const instrumentArb = fc.constantFrom(...CATALOGUE);
/** A quote of a catalogue instrument: a bid of ½..2 × its reference price and its own spread, on the 1 s step. */
const quoteArb = fc
  .tuple(instrumentArb, fc.double({ min: 0.5, max: 2, noNaN: true }), fc.integer({ min: 1, max: 2_000_000_000 }))
  .map(([instrument, factor, seq]) => {
    const start = parsePrice(instrument.startPrice, instrument.decimals);
    const bid = BigInt(Math.max(1, Math.round(Number(start.ok ? start.value : 1n) * factor)));
    return {
      instrument,
      quote: {
        code: instrument.code,
        time: seq * 1000,
        bidTicks: t(bid),
        askTicks: t(bid + BigInt(Math.max(1, instrument.spreadTicks))),
      },
    };
  });

function expectCoherent(book: DepthBook, bidTicks: bigint, askTicks: bigint): void {
  expect(book.bids[0]?.priceTicks).toBe(bidTicks);
  expect(book.asks[0]?.priceTicks).toBe(askTicks);
  expect(book.asks).toHaveLength(5);
  for (const side of [book.bids, book.asks]) {
    for (const level of side) {
      expect(Number.isSafeInteger(level.sizeLots) && level.sizeLots > 0).toBe(true);
      expect(level.priceTicks > 0n).toBe(true);
    }
  }
  for (let i = 1; i < book.bids.length; i++) expect(book.bids[i]!.priceTicks < book.bids[i - 1]!.priceTicks).toBe(true);
  for (let i = 1; i < book.asks.length; i++) expect(book.asks[i]!.priceTicks > book.asks[i - 1]!.priceTicks).toBe(true);
}

describe('depthBook', () => {
  it(`DP1, DP2: best bid and ask are the quote's, sizes positive, levels strictly ordered, five each side (property, seed ${seed})`, () => {
    fc.assert(
      fc.property(quoteArb, fc.boolean(), fc.integer(), ({ instrument, quote }, marketOpen, worldSeed) => {
        const book = depthBook({ quote, instrument, seed: worldSeed, marketOpen });
        expectCoherent(book, quote.bidTicks, quote.askTicks);
        expect(book.bids).toHaveLength(5);
      }),
      { seed, numRuns: 300 },
    );
  });

  it('DP2: the same seed, instrument and quote draw the same book; another second draws other sizes', () => {
    const instrument = CATALOGUE.find((i) => i.code === 'RELIANCE') as Instrument;
    const quote = { code: instrument.code, time: 1_790_000_000_000, bidTicks: t(150_000), askTicks: t(150_010) };
    const a = depthBook({ quote, instrument, seed: 7, marketOpen: true });
    expect(depthBook({ quote, instrument, seed: 7, marketOpen: true })).toEqual(a);
    const later = depthBook({ quote: { ...quote, time: quote.time + 1000 }, instrument, seed: 7, marketOpen: true });
    expect(later.seq).toBe(a.seq + 1);
    expect(later.asks.map((l) => l.sizeLots)).not.toEqual(a.asks.map((l) => l.sizeLots));
  });

  it(`DP3: gaps between levels never narrow with more volatility or a shut market (property, seed ${seed})`, () => {
    fc.assert(
      fc.property(quoteArb, fc.double({ min: 0, max: 1.5, noNaN: true }), ({ instrument, quote }, extra) => {
        const calm = depthBook({ quote, instrument, seed: 1, marketOpen: true });
        const wild = depthBook({
          quote,
          instrument: { ...instrument, volatilityAnnual: instrument.volatilityAnnual + extra },
          seed: 1,
          marketOpen: true,
        });
        const shut = depthBook({ quote, instrument, seed: 1, marketOpen: false });
        for (let i = 1; i < 5; i++) {
          const gap = (b: DepthBook) => b.asks[i]!.priceTicks - b.asks[i - 1]!.priceTicks;
          expect(gap(wild) >= gap(calm)).toBe(true);
          expect(gap(shut) >= gap(calm)).toBe(true);
        }
      }),
      { seed, numRuns: 200 },
    );
  });

  it('DP3: a shut market shows wider gaps and smaller sizes than the same quote in session', () => {
    const instrument = CATALOGUE.find((i) => i.code === 'RELIANCE') as Instrument;
    const quote = { code: instrument.code, time: 1_790_000_000_000, bidTicks: t(150_000), askTicks: t(150_010) };
    const open = depthBook({ quote, instrument, seed: 7, marketOpen: true });
    const shut = depthBook({ quote, instrument, seed: 7, marketOpen: false });
    expect(shut.asks[4]!.priceTicks - shut.asks[0]!.priceTicks).toBeGreaterThan(
      open.asks[4]!.priceTicks - open.asks[0]!.priceTicks,
    );
    expect(shut.asks[0]!.sizeLots).toBeLessThan(open.asks[0]!.sizeLots);
  });

  it('DP1: a bid of a few ticks keeps only the levels above zero', () => {
    const instrument = CATALOGUE[0] as Instrument;
    const book = depthBook({
      quote: { code: instrument.code, time: 0, bidTicks: t(2), askTicks: t(3) },
      instrument: { ...instrument, spreadTicks: 1, volatilityAnnual: 0 },
      seed: 1,
      marketOpen: true,
    });
    expect(book.bids.map((l) => l.priceTicks)).toEqual([2n, 1n]);
  });

  it('formatDepth writes prices in the product decimals and sizes in lots', () => {
    const book: DepthBook = {
      code: 'X',
      time: 5000,
      seq: 5,
      bids: [{ priceTicks: t(12345), sizeLots: 3 }],
      asks: [{ priceTicks: t(12350), sizeLots: 4 }],
    };
    expect(formatDepth(book, 2)).toEqual({
      code: 'X',
      time: 5000,
      bids: [{ price: '123.45', size: 3 }],
      asks: [{ price: '123.50', size: 4 }],
    });
  });
});

/** A hand-made book: three levels each side around a quote of 100 / 101. */
const book: DepthBook = {
  code: 'X',
  time: 0,
  seq: 0,
  bids: [
    { priceTicks: t(100), sizeLots: 10 },
    { priceTicks: t(98), sizeLots: 10 },
    { priceTicks: t(95), sizeLots: 5 },
  ],
  asks: [
    { priceTicks: t(101), sizeLots: 10 },
    { priceTicks: t(103), sizeLots: 10 },
    { priceTicks: t(106), sizeLots: 5 },
  ],
};

describe('walkDepth', () => {
  it('DP4: lots within the best level fill at the best price, not walked', () => {
    expect(walkDepth(book, 'buy', 10)).toEqual({
      priceTicks: 101n,
      levels: [{ priceTicks: 101n, sizeLots: 10 }],
      walked: false,
    });
    expect(walkDepth(book, 'sell', 1).priceTicks).toBe(100n);
  });

  it('DP4: a buy past the best level pays the volume-weighted price, rounded up; a sell receives it rounded down', () => {
    // 10 × 101 + 5 × 103 = 1525 over 15 lots = 101.67: a buy pays 102, against the taker.
    expect(walkDepth(book, 'buy', 15)).toEqual({
      priceTicks: 102n,
      levels: [
        { priceTicks: 101n, sizeLots: 10 },
        { priceTicks: 103n, sizeLots: 5 },
      ],
      walked: true,
    });
    // 10 × 100 + 5 × 98 = 1490 over 15 = 99.33: a sell receives 99.
    expect(walkDepth(book, 'sell', 15).priceTicks).toBe(99n);
  });

  it('DP4: lots beyond the whole book take the rest at the deepest level', () => {
    const walk = walkDepth(book, 'buy', 40);
    expect(walk.levels.at(-1)).toEqual({ priceTicks: 106n, sizeLots: 20 });
    expect(walk.levels.reduce((sum, l) => sum + l.sizeLots, 0)).toBe(40);
    // (1010 + 1030 + 2120) / 40 = 104.
    expect(walk.priceTicks).toBe(104n);
  });

  it(`DP4: the walked price lies between the best and the deepest level taken, and lots sum to the order (property, seed ${seed})`, () => {
    fc.assert(
      fc.property(
        quoteArb,
        fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        fc.integer({ min: 1, max: 5000 }),
        ({ instrument, quote }, direction, lots) => {
          const drawn = depthBook({ quote, instrument, seed: 3, marketOpen: true });
          const walk = walkDepth(drawn, direction, lots);
          const side = direction === 'buy' ? drawn.asks : drawn.bids;
          expect(walk.levels.reduce((sum, l) => sum + l.sizeLots, 0)).toBe(lots);
          expect(walk.walked).toBe(lots > side[0]!.sizeLots);
          if (lots <= side[0]!.sizeLots) expect(walk.priceTicks).toBe(side[0]!.priceTicks);
          const deepest = walk.levels.at(-1)!.priceTicks;
          const [low, high] = direction === 'buy' ? [side[0]!.priceTicks, deepest] : [deepest, side[0]!.priceTicks];
          expect(walk.priceTicks >= low && walk.priceTicks <= high).toBe(true);
        },
      ),
      { seed, numRuns: 300 },
    );
  });
});

describe('decideOrderCreate with a book', () => {
  const rows = (depth?: DepthBook): OrderCreateRows => ({
    product: {
      id: 7,
      code: 'X',
      exchange: 'CRYPTO',
      currency: 'INR',
      decimals: 0,
      handCount: 1,
      lever: 10,
      suspended: false,
    },
    holidays: [],
    quote: { bidTicks: t(100), askTicks: t(101) },
    fx: sameCurrency('INR'),
    settings: testSettings(),
    accountCurrency: 'INR',
    availableMinor: inr('100000'),
    otherPositions: [],
    orderId: 41,
    depth,
  });
  const request = (hands: number, change: Partial<OrderCreateRequest> = {}): OrderCreateRequest => ({
    userId: 3,
    accountType: 'real',
    code: 'X',
    direction: 'buy',
    priceType: 'market',
    hands,
    validity: 'gtc',
    insurance: false,
    requestId: 'r-1',
    ...change,
  });
  const nowMs = Date.UTC(2026, 11, 1, 6, 0);

  it('DP4: a market order within the best level fills at the quote exactly as without a book (O5)', () => {
    const withBook = decideOrderCreate(rows(book), request(10), nowMs);
    const without = decideOrderCreate(rows(), request(10), nowMs);
    if (!withBook.ok || !without.ok) throw new Error('expected fills');
    expect(withBook.value.order).toEqual(without.value.order);
    expect(withBook.value.order.buildPriceTicks).toBe(101n);
  });

  it('DP4: a market order past the best level fills at the walked price and pays its costs there', () => {
    const decided = decideOrderCreate(rows(book), request(15), nowMs);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.order.buildPriceTicks).toBe(102n);
    const sold = decideOrderCreate(rows(book), request(15, { direction: 'sell' }), nowMs);
    if (!sold.ok) throw new Error(sold.message);
    expect(sold.value.order.buildPriceTicks).toBe(99n);
  });

  it('DP4: a limit order never walks; its price stays its limit', () => {
    const decided = decideOrderCreate(rows(book), request(15, { priceType: 'limit', price: '99' }), nowMs);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.order.limitPriceTicks).toBe(99n);
  });
});
