// Proves the simulated market holds together: one company's NSE and BSE lines, a cross and its USD legs, and an index and its members agree at the same instants, live and in history (SPEC K5–K7).
import { describe, expect, it } from 'vitest';
import {
  aggregate,
  BSE_NSE_SYMBOL,
  CATALOGUE,
  type CalendarHoliday,
  createSimulator,
  DEFAULT_HOLIDAYS,
  findInstrument,
  historyDailyCandles,
  historyMinuteCandles,
  INSTRUMENT_LINKS,
  type Instrument,
  instrumentsOf,
  linkInstruments,
  type MarketQuote,
  quoteAt,
  type SimulatorState,
  step,
} from '../../src/market';

const SEED = 20_260_101;
const HOLIDAYS: readonly CalendarHoliday[] = DEFAULT_HOLIDAYS;
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s);
const MINUTE = 60_000;

const instrument = (code: string): Instrument => {
  const found = findInstrument(code);
  if (!found) throw new Error(`no ${code} in the catalogue`);
  return found;
};

/** Steps a simulator of `codes` every `stepMs` over [fromMs, toMs) and keeps the latest quote of each code at each step. */
function runDay(codes: readonly string[], fromMs: number, toMs: number, stepMs: number): Map<string, MarketQuote>[] {
  let state: SimulatorState = createSimulator({ seed: SEED, instruments: codes.map(instrument), startMs: fromMs });
  const latest = new Map<string, MarketQuote>();
  const snapshots: Map<string, MarketQuote>[] = [];
  for (let now = fromMs; now < toMs; now += stepMs) {
    const result = step(state, now, HOLIDAYS);
    state = result.state;
    for (const q of result.quotes) latest.set(q.code, q);
    if (codes.every((c) => latest.get(c)?.time === now)) snapshots.push(new Map(latest));
  }
  return snapshots;
}

const price = (q: MarketQuote | undefined) => Number(q?.priceTicks ?? 0n);

describe('K5: one company, one path on the NSE and the BSE', () => {
  // Tuesday 2026-11-17, a regular Indian session (03:45–10:00 UTC), sampled every 23 s.
  const open = utc(2026, 11, 17, 3, 45);
  const close = utc(2026, 11, 17, 10, 0);

  it('K5: every BSE line shows its NSE line’s price at every sampled instant of a day, the two differing only by spread', () => {
    const pairs = Object.entries(BSE_NSE_SYMBOL);
    expect(pairs).toHaveLength(30);
    const codes = pairs.flat();
    const snapshots = runDay(codes, open, close, 23_000);
    expect(snapshots.length).toBeGreaterThan(900);
    const disagreements: string[] = [];
    for (const snapshot of snapshots) {
      for (const [bse, nse] of pairs) {
        const b = snapshot.get(bse)!;
        const n = snapshot.get(nse)!;
        const spread = instrument(bse).spreadTicks;
        // The same price; each line's bid and ask lie within its own spread of the other line's price.
        const same = b.priceTicks === n.priceTicks && b.askTicks - b.bidTicks === BigInt(spread);
        if (!same || Math.abs(Number(b.bidTicks) - price(n)) > spread) disagreements.push(`${bse}/${nse} at ${b.time}`);
      }
    }
    expect(disagreements).toEqual([]);
  }, 60_000);

  it('K5: ICICI Bank’s two listings close every day of a year at the same price', () => {
    const from = utc(2025, 11, 1);
    const to = utc(2026, 11, 1);
    const nse = historyDailyCandles(instrument('ICICIBANK'), SEED, from, to, HOLIDAYS);
    const bse = historyDailyCandles(instrument('532174'), SEED, from, to, HOLIDAYS);
    expect(bse.length).toBe(nse.length);
    expect(nse.length).toBeGreaterThan(240);
    expect(bse.map((c) => [c.time, c.open, c.high, c.low, c.close])).toEqual(
      nse.map((c) => [c.time, c.open, c.high, c.low, c.close]),
    );
  });

  it('K8: a listing, cross or index whose sources are missing walks a path of its own instead of failing', () => {
    const [listing, cross, index] = linkInstruments(
      [instrument('532174'), instrument('GBPJPY'), instrument('GBPUSD'), instrument('NIFTY50')],
      INSTRUMENT_LINKS,
    ).filter((i) => i.code !== 'GBPUSD');
    for (const alone of [listing!, cross!, index!]) {
      expect(alone.link, alone.code).toBeUndefined();
      expect(quoteAt(alone, SEED, utc(2026, 11, 17, 6), HOLIDAYS), alone.code).not.toBeNull();
    }
  });
});

describe('K6: a cross is the product of its USD legs', () => {
  // Wednesday 2026-11-18, the whole forex day, sampled every 13 s.
  const from = utc(2026, 11, 18, 0, 0);
  const to = utc(2026, 11, 19, 0, 0);

  const crosses = Object.entries(INSTRUMENT_LINKS).flatMap(([code, link]) =>
    link.kind === 'cross' ? [{ code, legs: link.legs }] : [],
  );

  it('K6: GBPJPY = GBPUSD × USDJPY and EURJPY = EURUSD × USDJPY within the spread all day (today 159.6 vs about 204)', () => {
    const snapshots = runDay(['GBPJPY', 'GBPUSD', 'USDJPY', 'EURJPY', 'EURUSD'], from, to, 13_000);
    expect(snapshots.length).toBeGreaterThan(6000);
    const gbpjpy = instrument('GBPJPY');
    for (const s of snapshots) {
      // Prices in currency units: GBPUSD and EURUSD have 5 decimals, the yen pairs 3.
      const gbpusd = price(s.get('GBPUSD')) / 1e5;
      const eurusd = price(s.get('EURUSD')) / 1e5;
      const usdjpy = price(s.get('USDJPY')) / 1e3;
      const halfSpread = gbpjpy.spreadTicks / 2 / 1e3;
      expect(Math.abs(price(s.get('GBPJPY')) / 1e3 - gbpusd * usdjpy)).toBeLessThanOrEqual(halfSpread);
      expect(Math.abs(price(s.get('EURJPY')) / 1e3 - eurusd * usdjpy)).toBeLessThanOrEqual(halfSpread);
    }
    const first = snapshots[0]!;
    expect(price(first.get('GBPJPY')) / 1e3).toBeGreaterThan(180);
  });

  it('K6: every cross agrees with its legs at instants spread over a week, within one tick of rounding', () => {
    for (const { code, legs } of crosses) {
      const cross = instrument(code);
      for (let now = utc(2026, 11, 16, 0, 0, 7); now < utc(2026, 11, 20, 21); now += 397 * MINUTE + 3_301) {
        const q = quoteAt(cross, SEED, now, HOLIDAYS)!;
        let expected = 10 ** cross.decimals;
        for (const [legCode, power] of legs) {
          const leg = instrument(legCode);
          const legPrice = Number(quoteAt(leg, SEED, now, HOLIDAYS)!.priceTicks) / 10 ** leg.decimals;
          expected *= power > 0 ? legPrice : 1 / legPrice;
        }
        expect(Math.abs(Number(q.priceTicks) - expected), `${code} at ${now}`).toBeLessThanOrEqual(0.5 + 1e-6);
      }
    }
  }, 60_000);

  it('K6, K4: a cross’s minute candles are its legs’ minutes crossed, and its day opens and closes with them', () => {
    const minutes = historyMinuteCandles(instrument('GBPJPY'), SEED, from, to, HOLIDAYS);
    const gbpusd = historyMinuteCandles(instrument('GBPUSD'), SEED, from, to, HOLIDAYS);
    const usdjpy = historyMinuteCandles(instrument('USDJPY'), SEED, from, to, HOLIDAYS);
    expect(minutes).toHaveLength(1440);
    for (const [k, c] of minutes.entries()) {
      const expectedClose = (gbpusd[k]!.close * usdjpy[k]!.close) / 1e5;
      expect(Math.abs(c.close - expectedClose)).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
    }
    const [day] = historyDailyCandles(instrument('GBPJPY'), SEED, from, to, HOLIDAYS);
    expect(day?.open).toBe(minutes[0]!.open);
    expect(day?.close).toBe(minutes.at(-1)!.close);
    expect(day!.high).toBeGreaterThanOrEqual(Math.max(...minutes.map((c) => c.high)));
    expect(day!.low).toBeLessThanOrEqual(Math.min(...minutes.map((c) => c.low)));
  });
});

describe('K7: an index opens and closes with its members', () => {
  const from = utc(2026, 6, 1);
  const to = utc(2026, 11, 21);

  /** The index's level from its members' candles of one day, by the basket's shares. */
  function basketLevel(code: string, pick: 'open' | 'close'): { index: number[]; basket: number[] } {
    const index = instrument(code);
    const link = index.link;
    if (link?.kind !== 'basket') throw new Error(`${code} is not a basket`);
    const days = historyDailyCandles(index, SEED, from, to, HOLIDAYS);
    const members = link.members.map((m) => ({
      share: m.share,
      anchor: Number(m.instrument.startPrice) * 10 ** m.instrument.decimals,
      byTime: new Map(historyDailyCandles(m.instrument, SEED, from, to, HOLIDAYS).map((c) => [c.time, c])),
    }));
    const start = Number(index.startPrice) * 10 ** index.decimals;
    const basket = days.map(
      (day) => start * members.reduce((sum, m) => sum + (m.share * m.byTime.get(day.time)![pick]) / m.anchor, 0),
    );
    return { index: days.map((d) => d[pick]), basket };
  }

  for (const code of ['NIFTY50', 'SENSEX', 'DJI']) {
    it(`K7: ${code} opens and closes every day of half a year at its members’ weighted opens and closes`, () => {
      for (const pick of ['open', 'close'] as const) {
        const { index, basket } = basketLevel(code, pick);
        expect(index.length).toBeGreaterThan(100);
        for (const [k, level] of index.entries()) {
          // Members' prices are rounded to their ticks; the index may differ by that rounding only.
          expect(Math.abs(level - basket[k]!) / level, `${code} ${pick} day ${k}`).toBeLessThan(2e-5);
        }
      }
    });
  }

  for (const code of ['532174', 'NIFTY50', 'SENSEX', 'DJI']) {
    it(`K4: a finished day of ${code} equals the aggregate of its minutes, to the tick and the unit`, () => {
      const linked = instrument(code);
      const minutes = historyMinuteCandles(linked, SEED, utc(2026, 11, 9), utc(2026, 11, 21), HOLIDAYS);
      const daily = historyDailyCandles(linked, SEED, utc(2026, 11, 9), utc(2026, 11, 21), HOLIDAYS);
      const fromMinutes = aggregate(minutes, 'day', linked.exchange);
      expect(daily.length).toBeGreaterThanOrEqual(8);
      expect(fromMinutes).toEqual(daily);
    });
  }

  it('K7: NIFTY 50 holds all fifty NSE constituents and SENSEX the thirty BSE listings', () => {
    const nifty = instrument('NIFTY50').link;
    const sensex = instrument('SENSEX').link;
    expect(nifty?.kind === 'basket' && nifty.members.map((m) => m.instrument.market)).toEqual(Array(50).fill('india'));
    expect(sensex?.kind === 'basket' && sensex.members.map((m) => m.instrument.market)).toEqual(Array(30).fill('bse'));
    for (const link of [nifty, sensex]) {
      if (link?.kind !== 'basket') continue;
      expect(link.members.reduce((sum, m) => sum + m.share, 0)).toBeCloseTo(1, 12);
    }
  });
});

describe('the catalogue a Kite or Groww user expects', () => {
  it('lists all NIFTY 50 constituents on the NSE, the SENSEX 30 on the BSE and at least 30 per other stock market', () => {
    expect(instrumentsOf('india')).toHaveLength(50);
    expect(instrumentsOf('bse')).toHaveLength(30);
    for (const market of ['stocks', 'us', 'hk', 'korea'] as const) {
      expect(instrumentsOf(market).length, market).toBeGreaterThanOrEqual(30);
    }
    expect(instrumentsOf('forex').length).toBeGreaterThanOrEqual(26);
    expect(instrumentsOf('crypto').length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the codes and ids of the earlier catalogue', () => {
    const earlier = ['EURUSD', 'GBPJPY', 'NIFTY50', 'XAUUSD', 'BTCUSD', '7203', 'AAPL', '0700', '005930', 'RELIANCE'];
    for (const code of [...earlier, '500325', '500696', 'LINKUSD', '2454'])
      expect(findInstrument(code), code).toBeDefined();
    expect(findInstrument('500325')?.id).toBe(1001);
    expect(findInstrument('RELIANCE')?.id).toBe(901);
  });

  it('names each BSE line exactly as its NSE line, so a company has one name on every screen', () => {
    for (const [bse, nse] of Object.entries(BSE_NSE_SYMBOL)) {
      expect(instrument(bse).name).toBe(instrument(nse).name);
      expect(instrument(bse).startPrice).toBe(instrument(nse).startPrice);
    }
  });

  it('gives every currency pair, index, commodity and coin a Hindi name in Devanagari', () => {
    const needHindi = CATALOGUE.filter((i) => ['forex', 'indices', 'commodities', 'crypto'].includes(i.market));
    expect(needHindi.length).toBeGreaterThan(60);
    for (const i of needHindi) expect(i.nameHi, i.code).toMatch(/^[\u0900-\u097F0-9 /()&-]+$/);
    expect(findInstrument('BTCUSD')?.nameHi).toBe('बिटकॉइन');
  });
});
