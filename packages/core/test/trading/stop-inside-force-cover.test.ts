// Proves that a position's forced-cover price, computed from its account as the engine reads it, is the price at which the engine's forced cover triggers, and that a stop loss beyond that price is refused while one at or inside it passes.
import { describe, expect, it } from 'vitest';
import { minor, ticks } from '../../src/money';
import {
  accountForceCoverTicks,
  checkStopInsideForceCover,
  forceCoverPlan,
  type MarkedPosition,
  markPosition,
  type Position,
} from '../../src/trading/index';
import { inr, rate, testSettings } from '../ledger/harness';

const settings = testSettings();

/** An ETH buy at $3,000.00, one unit at 20×: $150.00 of margin, the story of issue 41 item 6. */
const ethBuy: Position = {
  id: 7,
  direction: 'buy',
  buildPriceTicks: ticks(300_000n),
  hands: 1,
  handCount: 1,
  decimals: 2,
  marginMinor: inr('150.00'),
  openingFeeMinor: minor(0n),
  insuranceCostMinor: minor(0n),
  stopLossTicks: null,
  takeProfitTicks: null,
  insured: false,
};
const ethSell: Position = { ...ethBuy, id: 8, direction: 'sell' };

/** Another open position of the account, already marked: $100.00 of margin, $20.00 down. */
const other: MarkedPosition = {
  id: 3,
  marginMinor: inr('100.00'),
  pnlMinor: minor(-2_000n),
  closingFeeMinor: minor(0n),
};

function planAt(position: Position, available: bigint, priceTicks: bigint) {
  const quote = { bidTicks: ticks(priceTicks), askTicks: ticks(priceTicks) };
  return forceCoverPlan(minor(available), [markPosition(position, quote, rate('0')), other], settings);
}

describe('LV2: the forced-cover price of a position in its account', () => {
  it('LV2: a 20× ETH buy with $67.00 beside it is force-covered at $2,858.00', () => {
    const at = accountForceCoverTicks({ position: ethBuy, availableMinor: inr('67.00'), others: [], settings });
    expect(at).toBe(285_800n);
  });

  it('LV2: the engine force-covers at that price and not one tick better, with other positions open', () => {
    for (const [position, available, better] of [
      [ethBuy, inr('67.00'), 1n],
      [ethBuy, inr('1234.56'), 1n],
      [ethSell, inr('67.00'), -1n],
      [ethSell, inr('999.99'), -1n],
    ] as const) {
      const at = accountForceCoverTicks({ position, availableMinor: available, others: [other], settings });
      if (at === null) throw new Error('expected a forced-cover price');
      expect(planAt(position, available, at).toClose.length, `${position.direction} at ${at}`).toBeGreaterThan(0);
      expect(planAt(position, available, at + better).toClose, `${position.direction} at ${at + better}`).toEqual([]);
    }
  });

  it('LV2: a 1× buy that the account could carry to zero has no forced-cover price above zero', () => {
    const oneX = { ...ethBuy, marginMinor: inr('3000.00') };
    expect(accountForceCoverTicks({ position: oneX, availableMinor: inr('5000.00'), others: [], settings })).toBeNull();
  });
});

describe('LV3: a stop loss lies at or inside the forced-cover price', () => {
  const level = ticks(285_800n);

  it('LV3: a buy stop at $2,679.00 beyond a forced cover at $2,858.00 is refused, naming that level', () => {
    const checked = checkStopInsideForceCover({
      direction: 'buy',
      stopLossTicks: ticks(267_900n),
      forceCoverTicks: level,
    });
    expect(checked).toEqual({
      ok: false,
      rule: 'LV3',
      field: 'stopLoss',
      code: 601,
      message: 'stopLoss must be at or above the forced-cover price',
      values: { forceCoverTicks: String(level) },
    });
  });

  it('LV3: a buy stop one tick below the level is refused; at the level or above it passes', () => {
    const check = (stop: bigint) =>
      checkStopInsideForceCover({ direction: 'buy', stopLossTicks: ticks(stop), forceCoverTicks: level }).ok;
    expect(check(285_799n)).toBe(false);
    expect(check(285_800n)).toBe(true);
    expect(check(290_000n)).toBe(true);
  });

  it('LV3: a sell stop one tick above the level is refused; at the level or below it passes', () => {
    const check = (stop: bigint) =>
      checkStopInsideForceCover({ direction: 'sell', stopLossTicks: ticks(stop), forceCoverTicks: level }).ok;
    expect(check(285_801n)).toBe(false);
    expect(check(285_800n)).toBe(true);
    expect(check(280_000n)).toBe(true);
  });

  it('LV3: no stop, or no reachable forced-cover price, passes', () => {
    expect(checkStopInsideForceCover({ direction: 'buy', stopLossTicks: null, forceCoverTicks: level }).ok).toBe(true);
    expect(checkStopInsideForceCover({ direction: 'buy', stopLossTicks: ticks(1n), forceCoverTicks: null }).ok).toBe(
      true,
    );
  });
});
