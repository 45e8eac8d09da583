// Proves after-market orders (AMO1–AMO4): a limit order on a shut market is born QUEUED and a market order refused; a queued order is released to CREATED only, cancelled or expired like a pending one, never filled while queued; and the calendar names the next open.
import { describe, expect, it } from 'vitest';
import { type CalendarHoliday, isMarketOpen, nextOpenMs } from '../../src/market';
import { minor, ticks } from '../../src/money';
import {
  isPendingState,
  type OrderLifecycle,
  type OrderMarketState,
  type OrderRequest,
  orderTransition,
  PENDING_STATES,
  placementState,
  validateOrder,
} from '../../src/trading/index';
import { inr, testSettings } from '../ledger/harness';

const NONE: readonly CalendarHoliday[] = [];
/** An instant given as India wall time (UTC+5:30). */
const ist = (y: number, mo: number, d: number, h: number, mi: number) => Date.UTC(y, mo - 1, d, h, mi) - 330 * 60_000;

describe('placementState', () => {
  it('AMO1: while the market trades every order is born CREATED', () => {
    expect(placementState('market', true)).toEqual({ ok: true, value: 'CREATED' });
    expect(placementState('limit', true)).toEqual({ ok: true, value: 'CREATED' });
  });

  it('AMO1: while it is shut a limit order is born QUEUED and a market order is refused with 600', () => {
    expect(placementState('limit', false)).toEqual({ ok: true, value: 'QUEUED' });
    expect(placementState('market', false)).toMatchObject({
      ok: false,
      code: 600,
      rule: 'AMO1',
      message: expect.stringMatching(/market order cannot wait for the open.*limit order/),
    });
  });
});

describe('orderTransition for a queued order', () => {
  const queued: OrderLifecycle = { status: 'QUEUED', closeReason: null };

  it('AMO3: a queued order is released to CREATED, and only a queued one is', () => {
    expect(orderTransition(queued, { type: 'release' })).toEqual({
      ok: true,
      value: { status: 'CREATED', closeReason: null },
    });
    for (const status of ['CREATED', 'BUILD', 'COVER', 'CANCEL'] as const) {
      expect(orderTransition({ status, closeReason: null }, { type: 'release' })).toMatchObject({
        ok: false,
        rule: 'LC3',
      });
    }
  });

  it('AMO2: a queued order is cancelled or expired like a pending one, but never filled or covered', () => {
    expect(orderTransition(queued, { type: 'cancel' })).toEqual({
      ok: true,
      value: { status: 'CANCEL', closeReason: null },
    });
    expect(orderTransition(queued, { type: 'expire' })).toEqual({
      ok: true,
      value: { status: 'CANCEL', closeReason: 'expired' },
    });
    expect(orderTransition(queued, { type: 'fill' })).toMatchObject({ ok: false, rule: 'LC3' });
    expect(orderTransition(queued, { type: 'refuse_unfunded' })).toMatchObject({ ok: false });
    expect(orderTransition(queued, { type: 'cover', reason: 'user' })).toMatchObject({ ok: false });
  });

  it('AMO2: QUEUED and CREATED are the pending states', () => {
    expect(PENDING_STATES).toEqual(['QUEUED', 'CREATED']);
    expect(['QUEUED', 'CREATED', 'BUILD', 'COVER', 'CANCEL'].filter(isPendingState)).toEqual(['QUEUED', 'CREATED']);
  });
});

describe('validateOrder on a shut market', () => {
  const limit: OrderRequest = {
    direction: 'buy',
    priceType: 'limit',
    limitPriceTicks: ticks(248000n),
    hands: 2,
    lever: null,
    stopLossTicks: null,
    takeProfitTicks: null,
    insurance: false,
  };
  const state: OrderMarketState = {
    marketOpen: false,
    quote: { bidTicks: ticks(249950n), askTicks: ticks(250000n) },
    product: { decimals: 2, handCount: 10, lever: 10 },
    settings: testSettings(),
    availableMinor: inr('100000.00'),
  };

  it('AMO2: a limit order passes with exactly the costs it would hold while open', () => {
    const shut = validateOrder(limit, state);
    const open = validateOrder(limit, { ...state, marketOpen: true });
    expect(shut.ok).toBe(true);
    expect(shut).toEqual(open);
  });

  it('AMO1: its other checks still run against the last quote: a price outside the band is 601, short funds 407', () => {
    expect(validateOrder({ ...limit, limitPriceTicks: ticks(100000n) }, state)).toMatchObject({ code: 601 });
    expect(validateOrder(limit, { ...state, availableMinor: minor(0n) })).toMatchObject({ code: 407 });
  });

  it('AMO1: a market order is 600 before anything else', () => {
    expect(validateOrder({ ...limit, priceType: 'market', limitPriceTicks: null, hands: 0 }, state)).toMatchObject({
      code: 600,
    });
  });
});

describe('nextOpenMs', () => {
  it('AMO4: a shut NSE names its next 09:15 India time; an open one has none to wait for', () => {
    // Saturday 21 November 2026: the next open is Monday 23 November, 09:15.
    expect(nextOpenMs('NSE', ist(2026, 11, 21, 17, 30), NONE)).toBe(ist(2026, 11, 23, 9, 15));
    // Wednesday before the open, and after the close.
    expect(nextOpenMs('NSE', ist(2026, 11, 18, 8, 0), NONE)).toBe(ist(2026, 11, 18, 9, 15));
    expect(nextOpenMs('NSE', ist(2026, 11, 18, 15, 30), NONE)).toBe(ist(2026, 11, 19, 9, 15));
    expect(nextOpenMs('NSE', ist(2026, 11, 18, 10, 0), NONE)).toBeNull();
    expect(nextOpenMs('CRYPTO', ist(2026, 11, 21, 17, 30), NONE)).toBeNull();
  });

  it('AMO4: a listed holiday moves the next open to the day after it, where the market is open', () => {
    const holidays: CalendarHoliday[] = [{ exchange: 'NSE', date: '2026-11-23', name: 'test holiday' }];
    const next = nextOpenMs('NSE', ist(2026, 11, 21, 17, 30), holidays);
    expect(next).toBe(ist(2026, 11, 24, 9, 15));
    expect(isMarketOpen('NSE', next ?? 0, holidays)).toBe(true);
  });
});
