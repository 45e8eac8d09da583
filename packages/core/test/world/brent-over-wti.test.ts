// Proves the simulated crude benchmarks keep their usual relation: Brent trades above WTI at every instant, live and in history (SPEC SW5).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOLIDAYS,
  findInstrument,
  historyDailyCandles,
  historyMinuteCandles,
  type Instrument,
  quoteAt,
} from '../../src/market';

const SEED = 20_260_101;
const DAY_MS = 86_400_000;

const instrument = (code: string): Instrument => {
  const found = findInstrument(code);
  if (!found) throw new Error(`no ${code} in the catalogue`);
  return found;
};

/** A small deterministic generator (mulberry32), so a failing instant replays from the printed seed. */
function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('SW5: Brent keeps its premium over WTI', () => {
  const brent = instrument('BRENT');
  const wti = instrument('USOIL');

  it('SW5: Brent follows WTI in the catalogue', () => {
    expect(brent.link?.kind).toBe('follows');
  });

  it('SW5: at 600 random instants over six years, Brent’s price, bid and ask are above WTI’s', () => {
    const propertySeed = Number(process.env.PROPERTY_SEED ?? Date.now() % 1_000_000);
    console.info(`SW5 property seed ${propertySeed} (replay with PROPERTY_SEED=${propertySeed})`);
    const random = randomFrom(propertySeed);
    const from = Date.UTC(2022, 0, 1);
    const span = 6 * 365 * DAY_MS;
    const below: string[] = [];
    for (let k = 0; k < 600; k++) {
      const nowMs = from + Math.floor(random() * span);
      const b = quoteAt(brent, SEED, nowMs, DEFAULT_HOLIDAYS);
      const w = quoteAt(wti, SEED, nowMs, DEFAULT_HOLIDAYS);
      if (!b || !w) continue;
      if (!(b.priceTicks > w.priceTicks && b.bidTicks > w.askTicks)) {
        below.push(`${new Date(nowMs).toISOString()}: Brent ${b.priceTicks} WTI ${w.priceTicks}`);
      }
    }
    expect(below).toEqual([]);
  }, 60_000);

  it('SW5: every daily candle of three years and every minute of a month has Brent’s low above WTI’s high of the same bucket', () => {
    const from = Date.UTC(2025, 0, 1);
    const to = Date.UTC(2028, 0, 1);
    const days = (code: Instrument) => historyDailyCandles(code, SEED, from, to, DEFAULT_HOLIDAYS);
    const brentDays = days(brent);
    const wtiDays = new Map(days(wti).map((c) => [c.time, c]));
    expect(brentDays.length).toBeGreaterThan(700);
    for (const c of brentDays) {
      const w = wtiDays.get(c.time);
      expect(w, `WTI has the day ${c.time}`).toBeDefined();
      expect(c.close, `close of ${new Date(c.time).toISOString()}`).toBeGreaterThan(w?.close ?? Infinity);
      expect(c.low, `low of ${new Date(c.time).toISOString()}`).toBeGreaterThan(w?.low ?? Infinity);
    }
    const mFrom = Date.UTC(2026, 10, 1);
    const mTo = Date.UTC(2026, 11, 1);
    const wtiMinutes = new Map(historyMinuteCandles(wti, SEED, mFrom, mTo, DEFAULT_HOLIDAYS).map((c) => [c.time, c]));
    const brentMinutes = historyMinuteCandles(brent, SEED, mFrom, mTo, DEFAULT_HOLIDAYS);
    expect(brentMinutes.length).toBeGreaterThan(20_000);
    const crossings = brentMinutes.filter((c) => c.low <= (wtiMinutes.get(c.time)?.high ?? Infinity));
    expect(crossings).toEqual([]);
  });
});
