// Proves which side of the quote opens, values and closes a position, when a limit order crosses, and how stops and take-profits trigger and fill.
import { describe, expect, it } from 'vitest';
import { type Ticks, ticks } from '../../src/money';
import { fillPrice, isSaneQuote, limitCrossed, markPrice, triggeredExit, validateStops } from '../../src/trading/index';

const t = (n: number): Ticks => ticks(BigInt(n));

describe('quote sides', () => {
  it('O5: a buy opens at the ask and closes at the bid; a sell the reverse', () => {
    expect(fillPrice('buy', t(99), t(101))).toBe(101n);
    expect(fillPrice('sell', t(99), t(101))).toBe(99n);
    expect(markPrice('buy', t(99), t(101))).toBe(99n);
    expect(markPrice('sell', t(99), t(101))).toBe(101n);
  });

  it('a quote is sane when 0 < bid ≤ ask', () => {
    expect(isSaneQuote({ bidTicks: t(1), askTicks: t(1) })).toBe(true);
    expect(isSaneQuote({ bidTicks: t(0), askTicks: t(1) })).toBe(false);
    expect(isSaneQuote({ bidTicks: t(2), askTicks: t(1) })).toBe(false);
  });

  it('a buy limit crosses when the ask reaches it, a sell limit when the bid does', () => {
    expect(limitCrossed('buy', t(100), t(99), t(101))).toBe(false);
    expect(limitCrossed('buy', t(100), t(98), t(100))).toBe(true);
    expect(limitCrossed('sell', t(100), t(99), t(101))).toBe(false);
    expect(limitCrossed('sell', t(100), t(100), t(102))).toBe(true);
  });
});

describe('triggeredExit', () => {
  const buy = { direction: 'buy' as const, stopLossTicks: t(90), takeProfitTicks: t(120), insured: false };
  const sell = { direction: 'sell' as const, stopLossTicks: t(110), takeProfitTicks: t(80), insured: false };

  it('stays open between the levels', () => {
    expect(triggeredExit(buy, t(95), t(96))).toBeNull();
    expect(triggeredExit(sell, t(100), t(101))).toBeNull();
    expect(triggeredExit({ ...buy, stopLossTicks: null, takeProfitTicks: null }, t(1), t(2))).toBeNull();
  });

  it('O5: an ordinary stop fills at the crossing tick, even far through its level', () => {
    expect(triggeredExit(buy, t(90), t(91))).toEqual({ reason: 'stop_loss', fillPriceTicks: 90n });
    expect(triggeredExit(buy, t(70), t(71))).toEqual({ reason: 'stop_loss', fillPriceTicks: 70n });
    expect(triggeredExit(sell, t(129), t(130))).toEqual({ reason: 'stop_loss', fillPriceTicks: 130n });
  });

  it('O5: an insured stop fills exactly at its stop price on a gap', () => {
    expect(triggeredExit({ ...buy, insured: true }, t(70), t(71))).toEqual({
      reason: 'stop_loss',
      fillPriceTicks: 90n,
    });
    expect(triggeredExit({ ...sell, insured: true }, t(129), t(130))).toEqual({
      reason: 'stop_loss',
      fillPriceTicks: 110n,
    });
  });

  it('O5: a take profit fills at the crossing tick, on the closing side', () => {
    expect(triggeredExit(buy, t(125), t(126))).toEqual({ reason: 'take_profit', fillPriceTicks: 125n });
    expect(triggeredExit(sell, t(74), t(75))).toEqual({ reason: 'take_profit', fillPriceTicks: 75n });
    // A buy's take profit reads the bid: an ask at the level is not enough.
    expect(triggeredExit(buy, t(119), t(120))).toBeNull();
  });
});

describe('validateStops', () => {
  const entry = t(100);

  it('accepts a buy with its stop below and target above, and a sell the reverse', () => {
    expect(
      validateStops({ direction: 'buy', entryPriceTicks: entry, stopLossTicks: t(90), takeProfitTicks: t(110) }).ok,
    ).toBe(true);
    expect(
      validateStops({ direction: 'sell', entryPriceTicks: entry, stopLossTicks: t(110), takeProfitTicks: t(90) }).ok,
    ).toBe(true);
    expect(
      validateStops({ direction: 'sell', entryPriceTicks: entry, stopLossTicks: null, takeProfitTicks: null }).ok,
    ).toBe(true);
  });

  it('O6: refuses stops on the wrong side or at zero with code 601', () => {
    const bad = [
      { direction: 'buy' as const, stopLossTicks: t(100), takeProfitTicks: null },
      { direction: 'buy' as const, stopLossTicks: null, takeProfitTicks: t(99) },
      { direction: 'sell' as const, stopLossTicks: t(90), takeProfitTicks: null },
      { direction: 'sell' as const, stopLossTicks: null, takeProfitTicks: t(100) },
      { direction: 'sell' as const, stopLossTicks: null, takeProfitTicks: t(0) },
    ];
    for (const stops of bad) {
      expect(validateStops({ ...stops, entryPriceTicks: entry })).toMatchObject({ ok: false, code: 601 });
    }
  });
});
