// Proves V9: the trade sheet sends a limit order's validity as the contract wants it (an India date-time
// for "until", nothing for a market order) and hints a trailing stop at the closing side minus the distance.
import { orderCreate } from '@demo/contract';
import { formatIndiaTime, parseIndiaTime } from '@demo/core';
import { describe, expect, it } from 'vitest';
import { defaultUntilText, exitProblem, trailingStartText, validityPayload } from './exit-levels';

// 2026-11-24 10:00 UTC is 15:30 India time.
const AT_1530_IST = Date.UTC(2026, 10, 24, 10, 0);

describe('V9: trailing stop start level', () => {
  it('starts a buy at the bid minus the distance, a sell at the ask plus it', () => {
    const quote = { bid: '100.50', ask: '100.70', decimals: 2 };
    expect(trailingStartText({ ...quote, direction: 'buy', distance: '2.25' })).toBe('98.25');
    expect(trailingStartText({ ...quote, direction: 'sell', distance: '2.25' })).toBe('102.95');
  });

  it('has no level for a distance that is not a price, or one at or beyond zero', () => {
    const quote = { bid: '100.50', ask: '100.70', decimals: 2, direction: 'buy' as const };
    expect(trailingStartText({ ...quote, distance: '' })).toBeNull();
    expect(trailingStartText({ ...quote, distance: '1.005' })).toBeNull();
    expect(trailingStartText({ ...quote, distance: '100.50' })).toBeNull();
    expect(trailingStartText({ ...quote, distance: '100.49' })).toBe('0.01');
  });
});

describe('V9: validity payload', () => {
  it('reads a datetime-local value as India time, whatever the browser zone', () => {
    // The sheet reads and writes its datetime-local value with core's India-time pair.
    expect(parseIndiaTime('2026-11-24T15:30')).toBe(AT_1530_IST);
    expect(formatIndiaTime(AT_1530_IST, 'YYYY-MM-DDTHH:mm')).toBe('2026-11-24T15:30');
    expect(parseIndiaTime('2026-02-31T10:00')).toBeNull();
    expect(parseIndiaTime('tomorrow')).toBeNull();
    expect(defaultUntilText(AT_1530_IST)).toBe('2026-11-25T15:30');
  });

  it('sends nothing for a market order, the choice for gtc and day, and epoch ms for until', () => {
    const now = AT_1530_IST - 60_000;
    const base = { untilText: '2026-11-24T15:30', nowMs: now };
    expect(validityPayload({ ...base, priceType: 'market', validity: 'until' })).toEqual({ ok: true, value: {} });
    expect(validityPayload({ ...base, priceType: 'limit', validity: 'gtc' })).toEqual({
      ok: true,
      value: { validity: 'gtc' },
    });
    expect(validityPayload({ ...base, priceType: 'limit', validity: 'day' })).toEqual({
      ok: true,
      value: { validity: 'day' },
    });
    expect(validityPayload({ ...base, priceType: 'limit', validity: 'until' })).toEqual({
      ok: true,
      value: { validity: 'until', validUntil: AT_1530_IST },
    });
  });

  it('refuses an until that is empty or not in the future', () => {
    const limit = { priceType: 'limit' as const, validity: 'until' as const };
    expect(validityPayload({ ...limit, untilText: '', nowMs: 0 })).toEqual({ ok: false, problem: 'validUntilFormat' });
    expect(validityPayload({ ...limit, untilText: '2026-11-24T15:30', nowMs: AT_1530_IST })).toEqual({
      ok: false,
      problem: 'validUntilPast',
    });
  });

  it('makes payloads the contract accepts', () => {
    const made = validityPayload({ priceType: 'limit', validity: 'until', untilText: '2026-11-24T15:30', nowMs: 0 });
    if (!made.ok) throw new Error('expected a payload');
    const parsed = orderCreate.payload.safeParse({
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'limit',
      price: '100',
      hands: 1,
      trailingDistance: '2',
      requestId: 'web-test-1',
      ...made.value,
    });
    expect(parsed.success).toBe(true);
  });
});

describe('V9: exit levels', () => {
  const base = {
    direction: 'buy' as const,
    referenceTicks: null,
    trailsFromTicks: 10_000n as never,
    stopLoss: '',
    takeProfit: '',
    trailingDistance: '',
    insurance: false,
    decimals: 2,
    bid: '100.00',
    ask: '100.20',
  };
  it('names a missing or too large trailing distance', () => {
    expect(exitProblem({ ...base, stopMode: 'trailing' })).toBe('trailingFormat');
    expect(exitProblem({ ...base, stopMode: 'trailing', trailingDistance: '150' })).toBe('trailingTooFar');
    expect(exitProblem({ ...base, stopMode: 'trailing', trailingDistance: '100' })).toBe('trailingTooFar');
    expect(exitProblem({ ...base, stopMode: 'trailing', trailingDistance: '99.99' })).toBeNull();
    expect(exitProblem({ ...base, stopMode: 'trailing', trailingDistance: '5' })).toBeNull();
  });

  it('refuses insurance on a trailing stop (it guarantees a fixed price), and ignores a stale fixed stop', () => {
    const trailing = { ...base, stopMode: 'trailing' as const, trailingDistance: '5', stopLoss: 'x' };
    expect(exitProblem(trailing)).toBeNull();
    expect(exitProblem({ ...trailing, insurance: true })).toBe('insuranceNeedsFixedStop');
    expect(exitProblem({ ...trailing, stopMode: 'fixed' })).toBe('stopLossFormat');
  });

  it('still checks the take profit side against the reference price', () => {
    const ref = { ...base, referenceTicks: 10_000n as never, stopMode: 'trailing' as const, trailingDistance: '5' };
    expect(exitProblem({ ...ref, takeProfit: '99' })).toBe('takeProfitSide');
    expect(exitProblem({ ...ref, takeProfit: '101' })).toBeNull();
  });
});
