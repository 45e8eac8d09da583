// Proves the margin level is compared exactly, forced cover picks the largest loss first and stops as soon as the level recovers, and the daily roll falls at 00:00 India time.
import { describe, expect, it } from 'vitest';
import { minor, ticks } from '../../src/money';
import {
  accountEquity,
  coverShortfallMinor,
  dailyRollCount,
  forceCoverPlan,
  forceCoverPriceTicks,
  isDailyRoll,
  levelAtOrBelow,
  type MarkedPosition,
  marginLevel,
  marginLevelBps,
  markPosition,
  settleOrder,
} from '../../src/trading/index';
import { inr, rate, testSettings } from '../ledger/harness';

const settings = testSettings();
const marked = (id: number, margin: string, pnl: string, fee = '0.00'): MarkedPosition => ({
  id,
  marginMinor: inr(margin),
  pnlMinor: minor(pnl.startsWith('-') ? -inr(pnl.slice(1)) : inr(pnl)),
  closingFeeMinor: inr(fee),
});

describe('margin level', () => {
  it('M1: equity = available + margin + P&L, level = equity ÷ used margin as an exact fraction', () => {
    const positions = [marked(1, '100.00', '-30.00'), marked(2, '100.00', '10.00')];
    expect(accountEquity(inr('20.00'), positions)).toBe(inr('200.00'));
    const level = marginLevel(inr('20.00'), positions);
    expect(level).toEqual({ equityMinor: inr('200.00'), usedMarginMinor: inr('200.00') });
    if (level !== null) expect(marginLevelBps(level)).toBe(10_000n);
    expect(marginLevel(inr('20.00'), [])).toBeNull();
  });

  it('M1: the comparison with a rate is exact at the boundary, with no float rounding', () => {
    const level = { equityMinor: minor(1n), usedMarginMinor: minor(3n) };
    expect(levelAtOrBelow(level, rate('0.333333333333333333'))).toBe(false);
    expect(levelAtOrBelow(level, rate('0.333333333333333334'))).toBe(true);
    expect(levelAtOrBelow({ equityMinor: minor(50n), usedMarginMinor: minor(100n) }, rate('0.5'))).toBe(true);
  });

  it('values a position at its closing side', () => {
    const position = {
      id: 9,
      direction: 'sell' as const,
      buildPriceTicks: ticks(10000n),
      hands: 1,
      handCount: 1,
      decimals: 2,
      marginMinor: inr('10.00'),
      openingFeeMinor: minor(0n),
      insuranceCostMinor: minor(0n),
      stopLossTicks: null,
      takeProfitTicks: null,
      insured: false,
    };
    const m = markPosition(position, { bidTicks: ticks(9900n), askTicks: ticks(10100n) }, rate('0.01'));
    expect(m).toEqual({ id: 9, marginMinor: inr('10.00'), pnlMinor: -inr('1.00'), closingFeeMinor: inr('1.01') });
  });
});

describe('forceCoverPlan', () => {
  it('M4: warns at or below tradeForceCoverWarning without closing anything above tradeForceCoverRate', () => {
    // Equity 80 on 100 used: 0.8 ≤ warning 0.8, above the 0.5 cover rate.
    const plan = forceCoverPlan(inr('0.00'), [marked(1, '100.00', '-20.00')], settings);
    expect(plan).toMatchObject({ warning: true, toClose: [] });
    expect(forceCoverPlan(inr('0.01'), [marked(1, '100.00', '-20.00')], settings).warning).toBe(false);
  });

  it('M2: closes the largest loss first and stops once the level is above tradeForceCoverRate', () => {
    const positions = [marked(1, '100.00', '-20.00'), marked(2, '100.00', '-75.00'), marked(3, '100.00', '-60.00')];
    // Equity 145 on 300 used (0.48). Closing #2 leaves equity 145 on 200 (0.725): above 0.5, stop.
    const plan = forceCoverPlan(inr('0.00'), positions, settings);
    expect(plan).toMatchObject({ warning: true, toClose: [2] });
  });

  it('M2: closing fees count, and ties close the lower id first', () => {
    const positions = [marked(4, '100.00', '-60.00', '1.00'), marked(3, '100.00', '-60.00', '1.00')];
    // Equity 80 on 200 (0.4). Closing #3 leaves 79 on 100 (0.79): done.
    expect(forceCoverPlan(inr('0.00'), positions, settings).toClose).toEqual([3]);
  });

  it('M3: a gap loss keeps closing positions until their value pays it; only the rest is a shortfall', () => {
    // Closing #1 leaves 5 + 100 − 250 = −145: #2 closes too although it alone is healthy, its 90 pays part.
    const plan = forceCoverPlan(inr('5.00'), [marked(1, '100.00', '-250.00'), marked(2, '100.00', '-10.00')], settings);
    expect(plan).toMatchObject({ toClose: [1, 2], shortfallMinor: inr('55.00') });
    // A gain elsewhere pays the gap entirely: nothing for the platform to absorb.
    const hedged = forceCoverPlan(
      inr('0.00'),
      [marked(1, '100.00', '-250.00'), marked(2, '100.00', '100.00')],
      settings,
    );
    expect(hedged).toMatchObject({ toClose: [1, 2], shortfallMinor: 0n });
  });

  it('M3: coverShortfallMinor is what one cover cannot pay from available, margin and gain', () => {
    const cover = { marginMinor: inr('100.00'), pnlMinor: minor(-inr('250.00')), closingFeeMinor: inr('1.00') };
    expect(coverShortfallMinor(inr('5.00'), cover)).toBe(inr('146.00'));
    expect(coverShortfallMinor(inr('151.00'), cover)).toBe(0n);
  });

  it('M3: settleOrder posts the most profitable close first, so gains pay before the platform', () => {
    const positions = [marked(1, '100.00', '-5.00'), marked(2, '100.00', '30.00'), marked(3, '100.00', '-90.00')];
    expect(settleOrder(positions)).toEqual([2, 1, 3]);
  });

  it('M2: nothing to plan without positions', () => {
    expect(forceCoverPlan(inr('5.00'), [], settings)).toEqual({
      marginLevel: null,
      warning: false,
      toClose: [],
      settleOrder: [],
      shortfallMinor: 0n,
    });
  });
});

describe('forceCoverPriceTicks', () => {
  const buy = {
    id: 1,
    direction: 'buy' as const,
    buildPriceTicks: ticks(250000n),
    hands: 4,
    handCount: 10,
    decimals: 2,
    marginMinor: inr('10000.00'),
    openingFeeMinor: minor(0n),
    insuranceCostMinor: minor(0n),
    stopLossTicks: null,
    takeProfitTicks: null,
    insured: false,
  };
  const sell = {
    ...buy,
    direction: 'sell' as const,
    buildPriceTicks: ticks(249950n),
    hands: 1,
    marginMinor: inr('2499.50'),
  };

  it('M1: a buy with 950.00 beside it reaches the 0.5 level at 2351.25', () => {
    const at = forceCoverPriceTicks({
      position: buy,
      otherEquityMinor: inr('950.00'),
      otherMarginMinor: minor(0n),
      forceCoverRate: rate('0.5'),
    });
    expect(at).toBe(235125n);
  });

  it('M1: the price is the exact boundary: forced cover there, none a tick better (fees aside)', () => {
    for (const [position, available, better] of [
      [buy, inr('950.00'), 1n],
      [sell, minor(0n), -1n],
      [{ ...buy, hands: 3 }, inr('123.45'), 1n],
    ] as const) {
      const at = forceCoverPriceTicks({
        position,
        otherEquityMinor: available,
        otherMarginMinor: minor(0n),
        forceCoverRate: rate('0.5'),
      });
      if (at === null) throw new Error('expected a price');
      const planAt = (priceTicks: bigint) =>
        forceCoverPlan(
          available,
          [markPosition(position, { bidTicks: ticks(priceTicks), askTicks: ticks(priceTicks) }, rate('0'))],
          settings,
        );
      expect(planAt(at).toClose).toEqual([1]);
      expect(planAt(at + better).toClose).toEqual([]);
    }
  });

  it('is null when no positive price reaches the level', () => {
    const rich = forceCoverPriceTicks({
      position: buy,
      otherEquityMinor: inr('200000.00'),
      otherMarginMinor: minor(0n),
      forceCoverRate: rate('0.5'),
    });
    expect(rich).toBeNull();
  });
});

describe('daily roll', () => {
  const midnightIst = Date.UTC(2025, 5, 14, 18, 30);

  it('O8: rolls once when 00:00 India time lies in (prev, now]', () => {
    expect(isDailyRoll(midnightIst - 60_000, midnightIst + 60_000)).toBe(true);
    expect(isDailyRoll(midnightIst - 1, midnightIst)).toBe(true);
    expect(isDailyRoll(midnightIst, midnightIst + 23 * 3_600_000)).toBe(false);
    expect(isDailyRoll(midnightIst + 1, midnightIst)).toBe(false);
  });

  it('O8: counts every missed midnight after downtime, and none when time stands still', () => {
    expect(dailyRollCount(midnightIst - 1, midnightIst + 2 * 86_400_000)).toBe(3);
    expect(dailyRollCount(midnightIst, midnightIst)).toBe(0);
  });
});
