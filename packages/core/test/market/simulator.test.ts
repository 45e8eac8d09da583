// Proves the live simulator is deterministic by seed, quotes a sane market (bid < ask, prices above zero), stays silent outside sessions, and picks up exactly where history ends.
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  type CalendarHoliday,
  createSimulator,
  findInstrument,
  historyMinuteCandles,
  isMarketOpen,
  type MarketQuote,
  quoteAt,
  type SimulatorState,
  step,
} from '../../src/market';

const NONE: readonly CalendarHoliday[] = [];
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s);

/** Runs a simulator over `count` steps of `stepMs` from `startMs`; returns every quote. */
function run(seed: number, startMs: number, count: number, stepMs: number, codes?: string[]): MarketQuote[] {
  const instruments = codes ? codes.map((c) => findInstrument(c)!) : CATALOGUE;
  let state: SimulatorState = createSimulator({ seed, instruments, startMs });
  const quotes: MarketQuote[] = [];
  for (let k = 0; k < count; k++) {
    const result = step(state, startMs + k * stepMs, NONE);
    state = result.state;
    quotes.push(...result.quotes);
  }
  return quotes;
}

/** Every field of every quote as one string (a deep equality of thousands of bigints is slow). */
function signature(quotes: readonly MarketQuote[]): string {
  return quotes.map((q) => Object.values(q).join(' ')).join('\n');
}

describe('determinism by seed', () => {
  // Wednesday 2026-11-18 06:00 UTC: India, Hong Kong afternoon, crypto, forex and CME are open.
  const startMs = utc(2026, 11, 18, 6, 0);

  it('gives identical quotes for the same seed and the same steps', () => {
    const first = run(7, startMs, 120, 1000);
    expect(first.length).toBeGreaterThan(1000);
    expect(signature(run(7, startMs, 120, 1000))).toBe(signature(first));
    // Two runs of the whole catalogue (nearly three hundred instruments) on a possibly shared machine.
  }, 60_000);

  it('gives different quotes for a different seed', () => {
    const a = run(7, startMs, 30, 1000, ['BTCUSD']).map((q) => q.priceTicks);
    const b = run(8, startMs, 30, 1000, ['BTCUSD']).map((q) => q.priceTicks);
    expect(a).not.toEqual(b);
  });

  it('shows a restarted simulator the same prices (the price is a function of the instant)', () => {
    const whole = run(7, startMs, 60, 1000, ['RELIANCE', 'BTCUSD']);
    const resumed = run(7, startMs + 30_000, 30, 1000, ['RELIANCE', 'BTCUSD']);
    const tail = whole.filter((q) => q.time >= startMs + 30_000);
    expect(resumed.map((q) => [q.code, q.time, q.priceTicks])).toEqual(tail.map((q) => [q.code, q.time, q.priceTicks]));
  });
});

describe('serialisable state', () => {
  it('continues identically after a JSON round trip of the state', () => {
    const instruments = ['BTCUSD', 'RELIANCE', 'XAUUSD'].map((c) => findInstrument(c)!);
    const startMs = utc(2026, 11, 18, 6, 0);
    let state = createSimulator({ seed: 21, instruments, startMs });
    for (let k = 0; k < 10; k++) state = step(state, startMs + k * 1000, NONE).state;
    const copy: SimulatorState = JSON.parse(JSON.stringify(state));
    for (let k = 10; k < 40; k++) {
      const a = step(state, startMs + k * 1000, NONE);
      const b = step(copy, startMs + k * 1000, NONE);
      expect(signature(b.quotes)).toBe(signature(a.quotes));
      state = a.state;
      Object.assign(copy, b.state);
    }
  });

  it('ignores a clock that steps backwards', () => {
    const startMs = utc(2026, 11, 18, 6, 0);
    const state = step(createSimulator({ seed: 1, instruments: CATALOGUE, startMs }), startMs + 5000, NONE).state;
    const back = step(state, startMs + 4000, NONE);
    expect(back.quotes).toEqual([]);
    expect(back.state).toBe(state);
  });
});

describe('a sane market', () => {
  it('never crosses bid and ask and never quotes zero or below, for every instrument over an hour', () => {
    const broken = run(11, utc(2026, 11, 18, 6, 0), 360, 10_000).filter(
      (q) => !(q.bidTicks > 0n && q.bidTicks < q.askTicks && q.lowTicks <= q.priceTicks && q.priceTicks <= q.highTicks),
    );
    expect(broken).toEqual([]);
  }, 30_000);

  it('adds up volume: the day volume grows by exactly the reported deltas', () => {
    const quotes = run(3, utc(2026, 11, 18, 4, 0), 600, 1000, ['RELIANCE']);
    expect(quotes.length).toBeGreaterThan(100);
    for (let k = 1; k < quotes.length; k++) {
      expect(quotes[k]!.volume - quotes[k - 1]!.volume).toBe(quotes[k]!.volumeDelta);
    }
  });
});

describe('sessions', () => {
  it('emits nothing for a market outside its session', () => {
    // Saturday: only crypto trades.
    const quotes = run(5, utc(2026, 11, 21, 10, 0), 120, 1000);
    expect(new Set(quotes.map((q) => q.code))).toEqual(
      new Set(CATALOGUE.filter((i) => i.market === 'crypto').map((i) => i.code)),
    );
  }, 30_000);

  it('emits for NSE only between 09:15 and 15:30 India time', () => {
    const quotes = run(5, utc(2026, 11, 18, 3, 30), 12 * 60, 60_000, ['RELIANCE']);
    expect(quotes.length).toBeGreaterThan(300);
    for (const q of quotes) expect(isMarketOpen('NSE', q.time, NONE)).toBe(true);
    expect(quotes[0]!.time).toBe(utc(2026, 11, 18, 3, 45));
  });

  it('keeps the last close as the quote of a closed market', () => {
    const saturday = quoteAt(findInstrument('AAPL')!, 5, utc(2026, 11, 21, 12, 0), NONE)!;
    const friday = historyMinuteCandles(findInstrument('AAPL')!, 5, utc(2026, 11, 20), utc(2026, 11, 21), NONE);
    expect(Number(saturday.priceTicks)).toBe(friday.at(-1)!.close);
  });
});

describe('history then live', () => {
  it('starts live from the last history close and stays inside each history minute', () => {
    for (const code of ['RELIANCE', 'BTCUSD', 'XAUUSD', 'EURUSD', '0700']) {
      const instrument = findInstrument(code)!;
      const joinMs = utc(2026, 11, 18, 6, 0);
      const history = historyMinuteCandles(instrument, 9, joinMs - 3_600_000, joinMs, NONE);
      const first = step(createSimulator({ seed: 9, instruments: [instrument], startMs: joinMs }), joinMs, NONE);
      expect(Number(first.quotes[0]!.priceTicks), code).toBe(history.at(-1)!.close);

      // Ticks during the next minute stay within that minute's candle, which history gives later.
      const next = historyMinuteCandles(instrument, 9, joinMs, joinMs + 60_000, NONE)[0]!;
      const live = run(9, joinMs, 60, 1000, [code]);
      for (const q of live) {
        expect(Number(q.priceTicks)).toBeGreaterThanOrEqual(next.low);
        expect(Number(q.priceTicks)).toBeLessThanOrEqual(next.high);
      }
      expect(Number(live[0]!.priceTicks)).toBe(next.open);
    }
  });

  it('reports the day open, high, low and previous close that history gives', () => {
    const instrument = findInstrument('TCS')!;
    const nowMs = utc(2026, 11, 18, 9, 0); // 14:30 IST
    const quote = quoteAt(instrument, 4, nowMs, NONE)!;
    const today = historyMinuteCandles(instrument, 4, utc(2026, 11, 18, 3, 45), nowMs, NONE);
    const yesterday = historyMinuteCandles(instrument, 4, utc(2026, 11, 17, 3, 45), utc(2026, 11, 17, 10, 0), NONE);
    expect(Number(quote.openTicks)).toBe(today[0]!.open);
    expect(Number(quote.highTicks)).toBeGreaterThanOrEqual(Math.max(...today.map((c) => c.high)));
    expect(Number(quote.lowTicks)).toBeLessThanOrEqual(Math.min(...today.map((c) => c.low)));
    expect(Number(quote.prevCloseTicks)).toBe(yesterday.at(-1)!.close);
    expect(quote.volume).toBeGreaterThanOrEqual(today.reduce((sum, c) => sum + c.volume, 0));
  });
});
