// Proves the AI products' core: each strategy decides positions from closes as documented, the
// backtest's statistics come from its own equity curve, a customer's money stepped live with the same
// code lands on the backtest's curve to the unit, and no step ever loses more than the amount.
import { describe, expect, it } from 'vitest';
import {
  advanceLive,
  type BarClose,
  backtest,
  curveReturn,
  DEFAULT_HOLIDAYS,
  decide,
  EQUITY_START,
  findInstrument,
  historyDailyCandles,
  markLive,
  parseStrategy,
  pauseLive,
  positions,
  type StrategySpec,
  startLive,
  stepEquity,
  strategyParams,
} from '../../src';
import { createRandom, hashSeed, randomState } from '../../src/market/random';

const DAY_MS = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);
const bars = (closes: readonly number[]): BarClose[] =>
  closes.map((c, i) => ({ time: T0 + i * DAY_MS, close: BigInt(c) }));
const closesOf = (xs: readonly number[]) => xs.map(BigInt);

function spec(kind: string, params: Record<string, unknown>): StrategySpec {
  const parsed = parseStrategy(kind, params);
  if (!parsed.ok) throw new Error(`bad strategy: ${parsed.error}`);
  return parsed.value;
}

const MOMENTUM = spec('momentum', { lookbackBars: 2, allowShort: true });
const CROSSOVER = spec('ma_crossover', { fastBars: 2, slowBars: 3, allowShort: true });
const REVERSION = spec('mean_reversion', { lookbackBars: 3, entryZ: '1.00', exitZ: '0.50', allowShort: true });

describe('I1: strategies decide positions from closes', () => {
  it('momentum is long above the close n bars ago, short below, flat before it has n bars', () => {
    expect(positions(closesOf([10, 11, 12, 11, 10, 10]), MOMENTUM)).toEqual([0, 0, 1, 0, -1, -1]);
    const longOnly = spec('momentum', { lookbackBars: 2, allowShort: false });
    expect(positions(closesOf([10, 11, 12, 11, 10, 10]), longOnly)).toEqual([0, 0, 1, 0, 0, 0]);
  });

  it('the moving-average crossover is long while the fast mean is above the slow one', () => {
    // fast(2) vs slow(3): bar 2: 11.5 vs 11 → long; bar 3: 10.5 vs 11 → short; bar 4: 10 vs 10.33 → short.
    expect(positions(closesOf([10, 11, 12, 9, 11]), CROSSOVER)).toEqual([0, 0, 1, -1, -1]);
    expect(decide(closesOf([10, 11, 12]), CROSSOVER)).toBe(1);
  });

  it('mean reversion enters against a stretched close and leaves only once it comes back inside the exit band', () => {
    // Window 3: [10,10,13] z = 1.41 > 1 → short; [10,13,12] z ≈ 0.27 < 0.5 → flat;
    // [13,12,6] z ≈ -1.37 → long; [12,6,8] z ≈ -0.27 → flat.
    expect(positions(closesOf([10, 10, 13, 12, 6, 8]), REVERSION)).toEqual([0, 0, -1, 0, 1, 0]);
    // Between the bands the position is kept: [10,10,13] short, then [10,13,12] has z ≈ 0.27, above an
    // exit band of 0.20, so it stays short.
    const sticky = spec('mean_reversion', { lookbackBars: 3, entryZ: '1.00', exitZ: '0.20', allowShort: true });
    expect(positions(closesOf([10, 10, 13, 12]), sticky)).toEqual([0, 0, -1, -1]);
    // Flat prices have no deviation to trade.
    expect(positions(closesOf([5, 5, 5, 5]), REVERSION)).toEqual([0, 0, 0, 0]);
  });

  it('parameters are checked and named, and publish back to what was given', () => {
    expect(parseStrategy('astrology', {})).toEqual({ ok: false, error: 'kind' });
    expect(parseStrategy('momentum', { lookbackBars: 0, allowShort: true })).toEqual({
      ok: false,
      error: 'lookbackBars',
    });
    expect(parseStrategy('momentum', { lookbackBars: 5 })).toEqual({ ok: false, error: 'allowShort' });
    expect(parseStrategy('momentum', { lookbackBars: 5, allowShort: true, winRate: 99 })).toEqual({
      ok: false,
      error: 'unknownParameter',
    });
    expect(parseStrategy('ma_crossover', { fastBars: 10, slowBars: 10, allowShort: false })).toEqual({
      ok: false,
      error: 'slowBars',
    });
    expect(
      parseStrategy('mean_reversion', { lookbackBars: 20, entryZ: '1.0', exitZ: '1.5', allowShort: false }),
    ).toEqual({ ok: false, error: 'exitZ' });
    expect(
      parseStrategy('mean_reversion', { lookbackBars: 20, entryZ: '1e3', exitZ: '0.5', allowShort: false }),
    ).toEqual({ ok: false, error: 'entryZ' });
    const given = { lookbackBars: 20, entryZ: '1.50', exitZ: '0.25', allowShort: false };
    expect(strategyParams(spec('mean_reversion', given))).toEqual(given);
  });
});

describe('I2, I3: one equity step, never below zero', () => {
  it('a long gains lever × the move, a short the opposite, rounded half-up once', () => {
    expect(stepEquity(10_000n, 1, 2, 100n, 105n)).toBe(11_000n);
    expect(stepEquity(10_000n, -1, 2, 100n, 105n)).toBe(9_000n);
    expect(stepEquity(10_000n, 0, 5, 100n, 200n)).toBe(10_000n);
    expect(stepEquity(1n, 1, 1, 3n, 4n)).toBe(1n); // 1.33 → 1
    expect(stepEquity(1n, 1, 1, 2n, 3n)).toBe(2n); // 1.5 → 2
  });

  it('I3: whatever the lever and the move, equity ends at zero at worst (seeded property)', () => {
    const seed = hashSeed('ai-loss-cap', 1);
    const random = createRandom(randomState(seed));
    for (let i = 0; i < 2_000; i++) {
      const from = BigInt(1 + Math.floor(random.uniform() * 100_000));
      const to = BigInt(1 + Math.floor(random.uniform() * 300_000));
      const lever = 1 + Math.floor(random.uniform() * 20);
      const position = (Math.floor(random.uniform() * 3) - 1) as -1 | 0 | 1;
      const equity = BigInt(Math.floor(random.uniform() * 1e9));
      const next = stepEquity(equity, position, lever, from, to);
      expect(next, `seed ${seed}, draw ${i}`).toBeGreaterThanOrEqual(0n);
    }
    expect(stepEquity(5_000n, 1, 10, 100n, 80n)).toBe(0n);
    expect(stepEquity(0n, 1, 10, 80n, 100n)).toBe(0n);
  });
});

describe('I4: the backtest and its statistics', () => {
  const instrument = findInstrument('BTCUSD');
  if (!instrument) throw new Error('BTCUSD is not in the catalogue');
  const candles = historyDailyCandles(
    instrument,
    20_260_101,
    Date.UTC(2025, 10, 1),
    Date.UTC(2026, 10, 1),
    DEFAULT_HOLIDAYS,
  );
  const history = candles.map((c) => ({ time: c.time, close: BigInt(c.close) }));

  it('the curve starts at one, each point is one step of the previous with the position of the bar before', () => {
    const result = backtest(history, MOMENTUM, 3);
    const held = positions(
      history.map((b) => b.close),
      MOMENTUM,
    );
    expect(result.curve[0]?.equity).toBe(EQUITY_START);
    for (let i = 1; i < history.length; i++) {
      const expected = stepEquity(
        result.curve[i - 1]?.equity ?? 0n,
        held[i - 1] ?? 0,
        3,
        history[i - 1]?.close ?? 0n,
        history[i]?.close ?? 0n,
      );
      expect(result.curve[i]?.equity).toBe(expected);
    }
  });

  it('the 7-, 30- and 90-day returns are the curve over its last 7, 30 and 90 days', () => {
    const result = backtest(history, CROSSOVER, 2);
    const last = result.curve.at(-1);
    const ago30 = result.curve.findLast((p) => p.time <= (last?.time ?? 0) - 30 * DAY_MS);
    expect(last && ago30).toBeTruthy();
    const expected30 = (Number(last?.equity) / Number(ago30?.equity) - 1) * 100;
    expect(Number(result.returns.d30)).toBeCloseTo(expected30, 2);
    expect(result.returns.d30).toBe(curveReturn(result.curve, 30));
    expect(result.returns.d7).toBe(curveReturn(result.curve, 7));
    expect(result.returns.d90).toBe(curveReturn(result.curve, 90));
  });

  it('the win rate counts closed runs of one position by the equity they made', () => {
    // Momentum(1), the sign of each bar's change: long at bar 1 (12), short at bar 3 (14), long at bar 6
    // (10), short at bar 8 (9). Trades: long 12→15→14 (won), short 14→10→9→10 (won), long 10→12→9 (lost);
    // the short opened at bar 8 is still open.
    const daily = spec('momentum', { lookbackBars: 1, allowShort: true });
    const closes = [10, 12, 15, 14, 10, 9, 10, 12, 9];
    expect(positions(closesOf(closes), daily)).toEqual([0, 1, 1, -1, -1, -1, 1, 1, -1]);
    const result = backtest(bars(closes), daily, 1);
    expect(result.trades).toBe(3);
    expect(result.wins).toBe(2);
    expect(result.winRate).toBe('66.67');
  });

  it('the same candles give the same statistics, every time', () => {
    expect(backtest(history, REVERSION, 2)).toEqual(backtest([...history], REVERSION, 2));
  });
});

describe('I5: live stepping lands on the backtest', () => {
  it('money started at a close and advanced bar by bar equals the backtest curve to the unit', () => {
    const instrument = findInstrument('RELIANCE');
    if (!instrument) throw new Error('RELIANCE is not in the catalogue');
    const history = historyDailyCandles(
      instrument,
      7,
      Date.UTC(2025, 10, 1),
      Date.UTC(2026, 10, 1),
      DEFAULT_HOLIDAYS,
    ).map((c) => ({ time: c.time, close: BigInt(c.close) }));
    for (const strategy of [MOMENTUM, CROSSOVER, REVERSION]) {
      const lever = 2;
      const curve = backtest(history, strategy, lever).curve;
      // Bought at the close of bar 0 with EQUITY_START of money; the runner sees the bars one at a time.
      let state = startLive(EQUITY_START, history[0]?.close ?? 0n, history.slice(0, 1), strategy);
      for (let i = 1; i < history.length; i++) {
        state = advanceLive(state, history.slice(0, i + 1), strategy, lever);
        expect(state.equityMinor).toBe(curve[i]?.equity);
      }
    }
  });

  it('a mark between bars is a step from the anchor; a paused product stands still, whatever the price', () => {
    const state = { equityMinor: 100_000n, position: 1 as const, anchorPriceTicks: 1_000n, anchorBarMs: T0 };
    expect(markLive(state, 1_010n, 3)).toBe(103_000n);
    const paused = pauseLive(state, 1_010n, 3);
    expect(paused).toEqual({ equityMinor: 103_000n, position: 0, anchorPriceTicks: 1_010n, anchorBarMs: T0 });
    expect(markLive(paused, 500n, 3)).toBe(103_000n);
    expect(markLive(paused, 5_000n, 3)).toBe(103_000n);
  });
});
