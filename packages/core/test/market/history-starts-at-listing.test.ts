// Proves history starts when the instrument's history starts and stays plausible (K11): every catalogue instrument has a listing date, no candle of any period and no quote comes before it, and before the reference day every price lies inside the band around the reference price.
import { describe, expect, it } from 'vitest';
import {
  AGGREGATE_PERIODS,
  aggregate,
  CATALOGUE,
  type CalendarHoliday,
  createSimulator,
  findInstrument,
  HISTORY_DAILY_DAYS_MAX,
  HISTORY_FALL_FACTOR_MAX,
  HISTORY_GROWTH_ANNUAL,
  HISTORY_GROWTH_GRACE_DAYS,
  HISTORY_RISE_FACTOR_MAX,
  historyBand,
  historyDailyCandles,
  historyMinuteCandles,
  type Instrument,
  listingStartMs,
  PRICE_ANCHOR_DATE,
  parseDay,
  quoteAt,
  stampedFromListing,
  step,
} from '../../src/market';
import { parsePrice } from '../../src/money';

const DAY_MS = 86_400_000;
const DEFAULT_SEED = 20_260_101;
const NONE: readonly CalendarHoliday[] = [];
const utc = (y: number, mo: number, d: number, h = 0) => Date.UTC(y, mo - 1, d, h);
/** The last instant a server asks daily history for: the longest window ending now. */
const NOW_MS = utc(2026, 12, 4, 12);
const WINDOW_FROM_MS = NOW_MS - (HISTORY_DAILY_DAYS_MAX - 1) * DAY_MS;
const ANCHOR_MS = (parseDay(PRICE_ANCHOR_DATE) ?? 0) * DAY_MS;
/**
 * A candle may reach beyond the band its closes keep by one day's gap and excursion; a third above
 * the ceiling and half the floor are far more than the wildest instrument's day (a coin at 110 %
 * a year moves about 6 % in a day's standard deviation).
 */
const WICK_ROOM_UP = 4 / 3;
const WICK_ROOM_DOWN = 2;

/**
 * The band an instrument's closes keep before the reference day: its own, a cross's the product of
 * its legs' (a leg divided by turns its fall into the cross's rise), an index's its widest member's.
 */
function bandOf(instrument: Instrument): { rise: number; fall: number; growth: number } {
  const link = instrument.link;
  if (link?.kind === 'cross') {
    // Currency legs have no growth (HISTORY_GROWTH_ANNUAL.forex is 0).
    let rise = 1;
    let fall = 1;
    for (const { instrument: leg, power } of link.legs) {
      const band = historyBand(leg.volatilityAnnual);
      rise *= power === 1 ? band.riseFactor : band.fallFactor;
      fall *= power === 1 ? band.fallFactor : band.riseFactor;
    }
    return { rise, fall, growth: 0 };
  }
  if (link?.kind === 'basket') {
    const members = link.members.map((m) => m.instrument);
    const bands = members.map((m) => historyBand(m.volatilityAnnual));
    return {
      rise: Math.max(...bands.map((b) => b.riseFactor)),
      fall: Math.max(...bands.map((b) => b.fallFactor)),
      growth: Math.max(...members.map((m) => HISTORY_GROWTH_ANNUAL[m.market])),
    };
  }
  const walker = link?.kind === 'listing' ? link.source : instrument;
  const band = historyBand(walker.volatilityAnnual);
  return { rise: band.riseFactor, fall: band.fallFactor, growth: HISTORY_GROWTH_ANNUAL[walker.market] };
}

/** How far the band has fallen by `timeMs`: the market's growth over the years before the recent one. */
function growthShift(growthAnnual: number, timeMs: number): number {
  const growthFromMs = ANCHOR_MS - HISTORY_GROWTH_GRACE_DAYS * DAY_MS;
  return Math.exp((-growthAnnual * Math.max(0, growthFromMs - timeMs)) / (365.25 * DAY_MS));
}

function startTicks(instrument: Instrument): number {
  const parsed = parsePrice(instrument.startPrice, instrument.decimals);
  if (!parsed.ok) throw new Error(`bad start price of ${instrument.code}`);
  return Number(parsed.value);
}

describe('K11: listing dates', () => {
  it('K11: every catalogue instrument has a real listing date on or before the reference day', () => {
    for (const instrument of CATALOGUE) {
      const day = parseDay(instrument.listedOn);
      expect(day, instrument.code).not.toBeNull();
      expect(instrument.listedOn <= PRICE_ANCHOR_DATE, instrument.code).toBe(true);
    }
  });

  it('K11: the dates are the real ones: Bitcoin, Ether, Reliance on NSE, NIFTY 50, the euro', () => {
    const listed = (code: string) => findInstrument(code)?.listedOn;
    expect(listed('BTCUSD')).toBe('2010-07-18');
    expect(listed('ETHUSD')).toBe('2015-07-30');
    expect(listed('RELIANCE')).toBe('1995-11-03');
    expect(listed('NIFTY50')).toBe('1995-11-03');
    expect(listed('EURUSD')).toBe('1999-01-04');
    expect(listed('EURGBP')).toBe('1999-01-04');
    expect(listed('005930')).toBe('1975-06-11');
    expect(listed('JIOFIN')).toBe('2023-08-21');
    // A BSE line listed with its NSE line after NSE history began; an older one keeps BSE history.
    expect(listed('543320')).toBe(listed('ETERNAL'));
    expect(listed('500325')).toBe('1986-01-02');
  });
});

describe('K11: no candle before the listing', () => {
  it('K11: daily candles near the listing (or the window edge) start no earlier than the listing day, everywhere', () => {
    const early: string[] = [];
    for (const instrument of CATALOGUE) {
      const listedMs = listingStartMs(instrument);
      const fromMs = Math.max(WINDOW_FROM_MS, listedMs - 60 * DAY_MS);
      const days = historyDailyCandles(instrument, DEFAULT_SEED, fromMs, fromMs + 120 * DAY_MS, NONE);
      const first = days[0];
      if (!first || first.time < listedMs) early.push(instrument.code);
      if (listedMs > WINDOW_FROM_MS && first && first.time - listedMs > 7 * DAY_MS)
        early.push(`${instrument.code} late`);
    }
    expect(early).toEqual([]);
  }, 60_000);

  it('K11: ETHUSD and RELIANCE start on their listing day at every daily period, the first bucket stamped there', () => {
    for (const code of ['ETHUSD', 'RELIANCE', 'SUIUSD', 'JIOFIN', '543320']) {
      const instrument = findInstrument(code)!;
      const listedMs = listingStartMs(instrument);
      const days = historyDailyCandles(instrument, DEFAULT_SEED, WINDOW_FROM_MS, NOW_MS, NONE);
      expect(days[0]?.time, code).toBeGreaterThanOrEqual(listedMs);
      expect(days[0]!.time - listedMs, code).toBeLessThan(7 * DAY_MS);
      for (const period of ['week', 'month', 'year'] as const) {
        const candles = stampedFromListing(aggregate(days, period, instrument.exchange), instrument);
        expect(candles[0]?.time, `${code} ${period}`).toBe(listedMs);
        expect(candles[1]!.time, `${code} ${period}`).toBeGreaterThan(listedMs);
      }
    }
    expect(new Date(listingStartMs(findInstrument('ETHUSD')!)).toISOString()).toBe('2015-07-30T00:00:00.000Z');
    // NSE's day starts at midnight in Kolkata, 18:30 UTC the evening before.
    expect(new Date(listingStartMs(findInstrument('RELIANCE')!)).toISOString()).toBe('1995-11-02T18:30:00.000Z');
  });

  it('K11: minutes and every intraday period of a listing day begin at the listing, none before', () => {
    const sui = findInstrument('SUIUSD')!;
    const listedMs = listingStartMs(sui);
    const minutes = historyMinuteCandles(sui, DEFAULT_SEED, listedMs - 3 * DAY_MS, listedMs + DAY_MS, NONE);
    expect(minutes[0]?.time).toBe(listedMs);
    expect(minutes).toHaveLength(1440);
    for (const period of AGGREGATE_PERIODS) {
      const candles = stampedFromListing(aggregate(minutes, period, sui.exchange), sui);
      expect(candles[0]?.time, period).toBe(listedMs);
    }
    expect(historyMinuteCandles(sui, DEFAULT_SEED, listedMs - 3 * DAY_MS, listedMs - 1, NONE)).toEqual([]);
    expect(historyDailyCandles(sui, DEFAULT_SEED, listedMs - 300 * DAY_MS, listedMs - 1, NONE)).toEqual([]);
  });

  it('K11: the simulator quotes nothing before the listing and the same prices after it', () => {
    const sui = findInstrument('SUIUSD')!;
    const listedMs = listingStartMs(sui);
    expect(quoteAt(sui, DEFAULT_SEED, listedMs - 60_000, NONE)).toBeNull();
    const first = quoteAt(sui, DEFAULT_SEED, listedMs + 60_000, NONE);
    const [minute] = historyMinuteCandles(sui, DEFAULT_SEED, listedMs, listedMs + 60_000, NONE);
    expect(first && Number(first.priceTicks)).toBe(minute?.close);
    const before = step(createSimulator({ seed: DEFAULT_SEED, instruments: [sui], startMs: 0 }), listedMs - 1, NONE);
    expect(before.quotes).toEqual([]);
    expect(step(before.state, listedMs + 1000, NONE).quotes).toHaveLength(1);
  });
});

describe('K11: history before the reference day stays in its band', () => {
  it('K11: the band is at most ×3 up and ÷50 down, narrower for quiet instruments', () => {
    expect(historyBand(0.7)).toEqual({ riseFactor: HISTORY_RISE_FACTOR_MAX, fallFactor: HISTORY_FALL_FACTOR_MAX });
    const euro = historyBand(0.07);
    expect(euro.riseFactor).toBeCloseTo(Math.exp(0.28), 12);
    expect(euro.fallFactor).toBeCloseTo(Math.exp(0.84), 12);
  });

  // Forty years of every instrument (indices walk all their members) take seconds per seed.
  for (const seed of [DEFAULT_SEED, 7]) {
    it(`K11: every candle from listing to the reference day is above zero and within the band, seed ${seed}`, () => {
      const outside: string[] = [];
      for (const instrument of CATALOGUE) {
        const reference = startTicks(instrument);
        const { rise, fall, growth } = bandOf(instrument);
        const days = historyDailyCandles(instrument, seed, WINDOW_FROM_MS, ANCHOR_MS, NONE);
        for (const c of days) {
          const shift = growthShift(growth, c.time);
          const tooHigh = c.high > reference * rise * shift * WICK_ROOM_UP;
          const tooLow = c.low <= 0 || c.low < (reference * shift) / (fall * WICK_ROOM_DOWN);
          if (tooHigh || tooLow) {
            outside.push(`${instrument.code} ${new Date(c.time).toISOString().slice(0, 10)} ${c.low}..${c.high}`);
            break;
          }
        }
      }
      expect(outside).toEqual([]);
    }, 60_000);
  }

  it('K11: ETHUSD never traded above four times its reference price before the reference day, and it was young once', () => {
    const eth = findInstrument('ETHUSD')!;
    const reference = startTicks(eth);
    for (const seed of [DEFAULT_SEED, 1, 2, 3]) {
      const days = historyDailyCandles(eth, seed, WINDOW_FROM_MS, ANCHOR_MS, NONE);
      const high = Math.max(...days.map((c) => c.high));
      expect(high, `seed ${seed}`).toBeLessThanOrEqual(reference * HISTORY_RISE_FACTOR_MAX * WICK_ROOM_UP);
      expect(Math.min(...days.map((c) => c.low)), `seed ${seed}`).toBeGreaterThan(0);
      // Its first year sits well below today: at most the band's top less eight and a half years of growth.
      const firstYear = days.filter((c) => c.time < listingStartMs(eth) + 365 * DAY_MS);
      expect(Math.max(...firstYear.map((c) => c.high)), `seed ${seed}`).toBeLessThan(reference / 10);
    }
  });

  it('K11: the recent year has no trend of its own and a currency pair none at all', () => {
    expect(HISTORY_GROWTH_GRACE_DAYS).toBe(365);
    expect(HISTORY_GROWTH_ANNUAL.forex).toBe(0);
    expect(HISTORY_GROWTH_ANNUAL.crypto).toBeGreaterThan(HISTORY_GROWTH_ANNUAL.india);
  });
});
