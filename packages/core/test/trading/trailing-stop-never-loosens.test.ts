// Proves that a trailing stop follows the best closing price at its distance and never loosens (O11), and that its distance is checked like other prices (601).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Ticks, ticks } from '../../src/money';
import {
  type Direction,
  type OrderMarketState,
  TRAIL_FLOOR_TICKS,
  trailStop,
  triggeredExit,
  validateOrder,
  validateTrailingDistance,
} from '../../src/trading/index';
import { inr, testSettings } from '../ledger/harness';

const t = (n: number | bigint): Ticks => ticks(BigInt(n));

/** A fast-check seed from the environment replays a failure (`FC_SEED=… npx vitest run …`). */
const seed = process.env.FC_SEED === undefined ? Date.now() : Number(process.env.FC_SEED);

describe('trailStop', () => {
  it('O11: a buy trails the bid from the fill, tightening on new highs and standing still on falls', () => {
    const levels = { direction: 'buy' as const, stopLossTicks: null, trailingDistanceTicks: t(50) };
    const first = trailStop(levels, t(1000), t(1002));
    expect(first).toBe(950n);
    const higher = trailStop({ ...levels, stopLossTicks: first }, t(1100), t(1102));
    expect(higher).toBe(1050n);
    expect(trailStop({ ...levels, stopLossTicks: higher }, t(1060), t(1062))).toBe(1050n);
  });

  it('O11: a sell trails the ask from the fill, tightening on new lows only', () => {
    const levels = { direction: 'sell' as const, stopLossTicks: null, trailingDistanceTicks: t(50) };
    const first = trailStop(levels, t(998), t(1000));
    expect(first).toBe(1050n);
    const lower = trailStop({ ...levels, stopLossTicks: first }, t(898), t(900));
    expect(lower).toBe(950n);
    expect(trailStop({ ...levels, stopLossTicks: lower }, t(920), t(940))).toBe(950n);
  });

  it('O11: a buy whose bid is not above the distance sits at one tick and keeps what it had', () => {
    expect(trailStop({ direction: 'buy', stopLossTicks: null, trailingDistanceTicks: t(50) }, t(50), t(51))).toBe(
      TRAIL_FLOOR_TICKS,
    );
    expect(trailStop({ direction: 'buy', stopLossTicks: t(3), trailingDistanceTicks: t(50) }, t(40), t(41))).toBe(3n);
  });

  it('O11: a trailing stop never loosens, stays `best − distance` for a buy (`best + distance` for a sell) and triggers only at its crossing (property)', () => {
    const quoteArb = fc
      .tuple(fc.bigInt({ min: 1n, max: 1_000_000n }), fc.bigInt({ min: 0n, max: 500n }))
      .map(([bid, spread]) => ({ bid: t(bid), ask: t(bid + spread) }));
    fc.assert(
      fc.property(
        fc.constantFrom<Direction>('buy', 'sell'),
        fc.bigInt({ min: 1n, max: 100_000n }),
        fc.array(quoteArb, { minLength: 1, maxLength: 60 }),
        (direction, distance, quotes) => {
          let stop: Ticks | null = null;
          let best: bigint | null = null;
          for (const q of quotes) {
            const next = trailStop(
              { direction, stopLossTicks: stop, trailingDistanceTicks: t(distance) },
              q.bid,
              q.ask,
            );
            // Never loosens: a buy's stop never falls, a sell's never rises.
            if (stop !== null) {
              if (direction === 'buy') expect(next).toBeGreaterThanOrEqual(stop);
              else expect(next).toBeLessThanOrEqual(stop);
            }
            const close = direction === 'buy' ? q.bid : q.ask;
            if (direction === 'buy') {
              best = best === null || close > best ? close : best;
              const level = best - distance;
              expect(next).toBe(level > TRAIL_FLOOR_TICKS ? level : TRAIL_FLOOR_TICKS);
            } else {
              best = best === null || close < best ? close : best;
              expect(next).toBe(best + distance);
            }
            // Once moved, the stop is never already crossed by the tick that moved it (a buy's floor of
            // one tick aside: a bid of one tick is at it).
            if (next !== stop && next > TRAIL_FLOOR_TICKS) {
              const exit = triggeredExit(
                { direction, stopLossTicks: next, takeProfitTicks: null, insured: false },
                q.bid,
                q.ask,
              );
              expect(exit).toBeNull();
            }
            stop = next;
          }
        },
      ),
      { seed, numRuns: 300 },
    );
  });
});

describe('validateTrailingDistance', () => {
  it('O11: the distance must be positive and smaller than the price it trails from (601 naming trailingDistance)', () => {
    expect(validateTrailingDistance(null, t(100)).ok).toBe(true);
    expect(validateTrailingDistance(t(99), t(100)).ok).toBe(true);
    expect(validateTrailingDistance(t(0), t(100))).toMatchObject({
      code: 601,
      message: 'trailingDistance must be positive',
    });
    expect(validateTrailingDistance(t(100), t(100))).toMatchObject({
      code: 601,
      message: expect.stringContaining('trailingDistance'),
    });
  });

  it('O11: an order checks its trailing distance against the closing side of a market order and the limit of a limit order', () => {
    const state: OrderMarketState = {
      marketOpen: true,
      quote: { bidTicks: t(1000), askTicks: t(1010) },
      product: { decimals: 2, handCount: 1, lever: 10 },
      settings: testSettings(),
      availableMinor: inr('100000.00'),
    };
    const order = {
      direction: 'buy' as const,
      priceType: 'market' as const,
      limitPriceTicks: null,
      hands: 1,
      lever: null,
      stopLossTicks: null,
      takeProfitTicks: null,
      insurance: false,
    };
    // A buy closes at the bid (1000): a distance of 1005 is below the ask but not below the bid.
    expect(validateOrder({ ...order, trailingDistanceTicks: t(1005) }, state)).toMatchObject({ code: 601 });
    expect(validateOrder({ ...order, trailingDistanceTicks: t(999) }, state).ok).toBe(true);
    const limit = { ...order, priceType: 'limit' as const, limitPriceTicks: t(900) };
    expect(validateOrder({ ...limit, trailingDistanceTicks: t(950) }, state)).toMatchObject({ code: 601 });
    expect(validateOrder({ ...limit, trailingDistanceTicks: t(899) }, state).ok).toBe(true);
  });
});
