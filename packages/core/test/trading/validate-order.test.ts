// Proves order checks run in the order (600, 601, 602, 407) and return the first failure, and that an accepted order carries its exact costs.
import { describe, expect, it } from 'vitest';
import { minor, ticks } from '../../src/money';
import { HANDS_MAX, type OrderMarketState, type OrderRequest, validateOrder } from '../../src/trading/index';
import { inr, testSettings } from '../ledger/harness';

const request: OrderRequest = {
  direction: 'buy',
  priceType: 'market',
  limitPriceTicks: null,
  hands: 4,
  lever: null,
  stopLossTicks: ticks(245000n),
  takeProfitTicks: ticks(260000n),
  insurance: false,
};

const state: OrderMarketState = {
  marketOpen: true,
  quote: { bidTicks: ticks(249950n), askTicks: ticks(250000n) },
  product: { decimals: 2, handCount: 10, lever: 10, tickSizeTicks: ticks(5n) },
  settings: testSettings(),
  availableMinor: inr('100000.00'),
};

describe('validateOrder', () => {
  it('accepts a market buy at the ask with its costs', () => {
    const result = validateOrder(request, state);
    expect(result).toMatchObject({ ok: true, value: { entryPriceTicks: 250000n, handCount: 10, lever: 10 } });
    if (result.ok) expect(result.value.costs.totalMinor).toBe(inr('10050.00'));
  });

  it('O6: a closed market is 600 even when everything else is wrong too', () => {
    const everythingWrong = { ...request, hands: 0, stopLossTicks: ticks(1n) };
    expect(validateOrder(everythingWrong, { ...state, marketOpen: false, availableMinor: minor(0n) })).toMatchObject({
      code: 600,
    });
  });

  it('O6: 601 for no quote, a limit price at zero, off the tick, outside the band, or stops on the wrong side', () => {
    const limit = (price: bigint): OrderRequest => ({ ...request, priceType: 'limit', limitPriceTicks: ticks(price) });
    const cases: [OrderRequest, OrderMarketState][] = [
      [request, { ...state, quote: { bidTicks: ticks(0n), askTicks: ticks(0n) } }],
      [{ ...request, priceType: 'limit', limitPriceTicks: null }, state],
      [limit(0n), state],
      [limit(240001n), state],
      [limit(124995n), state],
      [limit(375005n), state],
      [{ ...request, stopLossTicks: ticks(250000n) }, state],
      [{ ...request, takeProfitTicks: ticks(260001n) }, state],
      // Below the ask but not below the bid: the buy would be stopped out on the tick it opens.
      [{ ...request, stopLossTicks: ticks(249950n) }, state],
    ];
    for (const [input, at] of cases) expect(validateOrder({ ...input, hands: 0 }, at)).toMatchObject({ code: 601 });
  });

  it('O6: a limit price exactly 50 % away is accepted', () => {
    const result = validateOrder(
      { ...request, priceType: 'limit', limitPriceTicks: ticks(125000n), stopLossTicks: null },
      state,
    );
    expect(result).toMatchObject({ ok: true, value: { entryPriceTicks: 125000n } });
  });

  it('O6: 602 for hands that are not a whole number in 1..HANDS_MAX, before funds', () => {
    for (const hands of [0, -1, 1.5, HANDS_MAX + 1]) {
      expect(validateOrder({ ...request, hands }, { ...state, availableMinor: minor(0n) })).toMatchObject({
        code: 602,
      });
    }
  });

  it('a lever above the product’s is 404 naming the lever', () => {
    expect(validateOrder({ ...request, lever: 11 }, state)).toMatchObject({ code: 404, rule: 'O6', field: 'lever' });
    expect(validateOrder({ ...request, lever: 5 }, state)).toMatchObject({ ok: true, value: { lever: 5 } });
  });

  it('O6: 407 when available is a paisa short of margin + fee + insurance', () => {
    const insured = { ...request, insurance: true };
    // margin 10 000.00 + fee 50.00 + insurance 1 000.00.
    expect(validateOrder(insured, { ...state, availableMinor: inr('11049.99') })).toMatchObject({
      code: 407,
      // The customer reads amounts, never minor units.
      message: 'needs 11050.00, 11049.99 available',
    });
    expect(validateOrder(insured, { ...state, availableMinor: inr('11050.00') }).ok).toBe(true);
  });

  it('a limit order is costed at its limit price; a product without hand size uses tradeHandCount', () => {
    const product = { decimals: 2, handCount: null, lever: null };
    const result = validateOrder(
      { ...request, priceType: 'limit', limitPriceTicks: ticks(240000n), stopLossTicks: null },
      { ...state, product, availableMinor: inr('96479.99') },
    );
    // 2400.00 × 4 × 100 = 960 000.00: margin at tradeDefaultRate 0.1 = 96 000.00, fee 480.00.
    expect(result).toMatchObject({ code: 407 });
    const rich = validateOrder(
      { ...request, priceType: 'limit', limitPriceTicks: ticks(240000n), stopLossTicks: null },
      { ...state, product, availableMinor: inr('96480.00') },
    );
    expect(rich).toMatchObject({
      ok: true,
      value: { handCount: 100, lever: null, costs: { marginMinor: inr('96000.00') } },
    });
  });
});
