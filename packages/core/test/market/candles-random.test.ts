// Proves, on seeded random minute data, that every aggregated candle at every period is well-formed (low ≤ open, close ≤ high), keeps every unit of volume, and matches the live candle built tick by tick; set SEED to replay a run.
import { describe, expect, it } from 'vitest';
import {
  AGGREGATE_PERIODS,
  aggregate,
  applyTick,
  type CandleTicks,
  createRandom,
  EXCHANGE_CODES,
  randomState,
} from '../../src/market';

const seed = process.env.SEED ? Number(process.env.SEED) : Date.now() % 1_000_000_007;
console.log(`candles-random seed: ${seed} (replay with SEED=${seed})`);

/** A random walk of one-minute candles with random gaps, over about `days` days. */
function randomMinutes(random: ReturnType<typeof createRandom>, count: number): CandleTicks[] {
  const out: CandleTicks[] = [];
  let time = Date.UTC(2026, 0, 1) + Math.floor(random.uniform() * 1440) * 60_000;
  let price = 10_000 + Math.floor(random.uniform() * 1_000_000);
  for (let k = 0; k < count; k++) {
    time += 60_000 * (random.uniform() < 0.01 ? 1 + Math.floor(random.uniform() * 5000) : 1);
    const open = price;
    const close = Math.max(1, open + Math.round(random.normal() * 50));
    const high = Math.max(open, close) + Math.floor(random.uniform() * 30);
    const low = Math.max(1, Math.min(open, close) - Math.floor(random.uniform() * 30));
    out.push({ time, open, high, low, close, volume: Math.floor(random.uniform() * 1000) });
    price = close;
  }
  return out;
}

describe(`aggregated candles on random data (seed ${seed})`, () => {
  const random = createRandom(randomState(seed));
  const data = randomMinutes(random, 20_000);
  const totalVolume = data.reduce((sum, c) => sum + c.volume, 0);

  for (const exchange of EXCHANGE_CODES) {
    it(`are well-formed and keep all volume on the ${exchange} calendar`, () => {
      for (const period of AGGREGATE_PERIODS) {
        const candles = aggregate(data, period, exchange);
        const broken = candles.filter(
          (c) => !(c.low <= Math.min(c.open, c.close) && Math.max(c.open, c.close) <= c.high && c.low <= c.high),
        );
        expect(broken, period).toEqual([]);
        expect(
          candles.reduce((sum, c) => sum + c.volume, 0),
          period,
        ).toBe(totalVolume);
        const unordered = candles.filter((c, k) => k > 0 && c.time <= candles[k - 1]!.time);
        expect(unordered, period).toEqual([]);
      }
    });
  }

  it('gives the same candles whether aggregated at once or built tick by tick with applyTick', () => {
    for (const period of ['15min', 'day', 'week'] as const) {
      const built: CandleTicks[] = [];
      let current: CandleTicks | null = null;
      for (const c of data.slice(0, 3000)) {
        // Replay each minute as four ticks: open, high, low, close; the volume rides on the first.
        for (const [price, volume] of [
          [c.open, c.volume],
          [c.high, 0],
          [c.low, 0],
          [c.close, 0],
        ] as const) {
          const next = applyTick(current, price, volume, c.time, period, 'NSE');
          if (current && next.time !== current.time) built.push(current);
          current = next;
        }
      }
      if (current) built.push(current);
      expect(built, period).toEqual(aggregate(data.slice(0, 3000), period, 'NSE'));
    }
  });
});

describe('intraday candles when a clock repeats an hour', () => {
  it('keep one candle per bucket, in order, across the end of daylight saving in New York (2026-11-01)', () => {
    // 04:00–09:00 UTC: New York's 01:00–02:00 happens twice (EDT, then EST from 06:00 UTC).
    const from = Date.UTC(2026, 10, 1, 4, 0);
    const data: CandleTicks[] = Array.from({ length: 300 }, (_, k) => ({
      time: from + k * 60_000,
      open: 100 + k,
      high: 101 + k,
      low: 99 + k,
      close: 100 + k,
      volume: 1,
    }));
    for (const period of ['5min', '15min', '30min', '60min'] as const) {
      const candles = aggregate(data, period, 'NYSE');
      const size = Number(period.replace('min', '')) * 60_000;
      expect(
        candles.filter((c, k) => k > 0 && c.time <= candles[k - 1]!.time),
        period,
      ).toEqual([]);
      expect(
        candles.reduce((sum, c) => sum + c.volume, 0),
        period,
      ).toBe(300);
      expect(
        candles.every((c) => c.volume <= size / 60_000),
        period,
      ).toBe(true);
    }
  });
});
