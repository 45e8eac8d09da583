// Proves when a limit order expires (O10: good for the day, good till an instant within 90 days) and that an edit of an order's levels is checked like creation (O12).
import { describe, expect, it } from 'vitest';
import { type Ticks, ticks } from '../../src/money';
import {
  isAlwaysOpen,
  isExpired,
  orderExpiryMs,
  orderTransition,
  VALID_UNTIL_MAX_MS,
  validateOrderEdit,
} from '../../src/trading/index';

const t = (n: number): Ticks => ticks(BigInt(n));
/** Monday 2026-11-23 10:00 India time (04:30 UTC): NSE is open. */
const MONDAY_MORNING_IST = Date.UTC(2026, 10, 23, 4, 30);

describe('orderExpiryMs', () => {
  it('O10: good-till-cancelled has no expiry', () => {
    expect(orderExpiryMs({ validity: 'gtc', validUntilMs: null, exchange: 'NSE', holidays: [], nowMs: 0 })).toEqual({
      ok: true,
      value: null,
    });
  });

  it("O10: a day order ends at the close of the exchange's current session (NSE 15:30 India time)", () => {
    const expiry = orderExpiryMs({
      validity: 'day',
      validUntilMs: null,
      exchange: 'NSE',
      holidays: [],
      nowMs: MONDAY_MORNING_IST,
    });
    expect(expiry).toEqual({ ok: true, value: Date.UTC(2026, 10, 23, 10, 0) });
  });

  it('O10: outside a session a day order ends at the close of the next one', () => {
    // Saturday: NSE's next session is Monday's.
    const saturday = Date.UTC(2026, 10, 21, 6, 0);
    const expiry = orderExpiryMs({
      validity: 'day',
      validUntilMs: null,
      exchange: 'NSE',
      holidays: [],
      nowMs: saturday,
    });
    expect(expiry).toEqual({ ok: true, value: Date.UTC(2026, 10, 23, 10, 0) });
  });

  it('O10: on an always-open market (crypto) a day order ends at the next 00:00 India time', () => {
    expect(isAlwaysOpen('CRYPTO')).toBe(true);
    expect(isAlwaysOpen('FX')).toBe(false);
    expect(isAlwaysOpen('NSE')).toBe(false);
    // Saturday 12:00 UTC is 17:30 India time; the India day ends at 18:30 UTC.
    const noon = Date.UTC(2026, 10, 21, 12, 0);
    expect(
      orderExpiryMs({ validity: 'day', validUntilMs: null, exchange: 'CRYPTO', holidays: [], nowMs: noon }),
    ).toEqual({
      ok: true,
      value: Date.UTC(2026, 10, 21, 18, 30),
    });
    // 20:00 UTC is already the next India day (01:30), which ends at 18:30 UTC the day after.
    const evening = Date.UTC(2026, 10, 21, 20, 0);
    expect(
      orderExpiryMs({ validity: 'day', validUntilMs: null, exchange: 'CRYPTO', holidays: [], nowMs: evening }),
    ).toEqual({ ok: true, value: Date.UTC(2026, 10, 22, 18, 30) });
  });

  it('O10: validUntil must be in the future and at most 90 days ahead (404 naming validUntil)', () => {
    const at = (validUntilMs: number) =>
      orderExpiryMs({ validity: 'until', validUntilMs, exchange: 'CRYPTO', holidays: [], nowMs: 1_000_000 });
    expect(at(1_000_001)).toEqual({ ok: true, value: 1_000_001 });
    expect(at(1_000_000 + VALID_UNTIL_MAX_MS)).toEqual({ ok: true, value: 1_000_000 + VALID_UNTIL_MAX_MS });
    expect(at(1_000_000)).toMatchObject({ code: 404, message: expect.stringContaining('validUntil') });
    expect(at(5)).toMatchObject({ code: 404, message: expect.stringContaining('validUntil') });
    expect(at(1_000_001 + VALID_UNTIL_MAX_MS)).toMatchObject({
      code: 404,
      message: expect.stringContaining('validUntil'),
    });
  });

  it('O10: an order is expired at its instant and after it, never before, and never without one', () => {
    expect(isExpired(null, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isExpired(100, 99)).toBe(false);
    expect(isExpired(100, 100)).toBe(true);
  });

  it('O1, O10: only a pending order expires, into CANCEL with the reason expired', () => {
    expect(orderTransition({ status: 'CREATED', closeReason: null }, { type: 'expire' })).toEqual({
      ok: true,
      value: { status: 'CANCEL', closeReason: 'expired' },
    });
    for (const status of ['BUILD', 'COVER', 'CANCEL'] as const) {
      expect(orderTransition({ status, closeReason: null }, { type: 'expire' }).ok).toBe(false);
    }
  });

  it('O1, O13: only a pending order is refused as unfunded, into CANCEL with the reason unfunded', () => {
    expect(orderTransition({ status: 'CREATED', closeReason: null }, { type: 'refuse_unfunded' })).toEqual({
      ok: true,
      value: { status: 'CANCEL', closeReason: 'unfunded' },
    });
    for (const status of ['BUILD', 'COVER', 'CANCEL'] as const) {
      expect(orderTransition({ status, closeReason: null }, { type: 'refuse_unfunded' }).ok).toBe(false);
    }
  });
});

describe('validateOrderEdit', () => {
  const quote = { bidTicks: t(1000), askTicks: t(1010) };
  const held = {
    direction: 'buy' as const,
    status: 'BUILD' as const,
    limitPriceTicks: null,
    repriced: false,
    stopLossTicks: null,
    takeProfitTicks: null,
    trailingDistanceTicks: null,
  };

  it("O12: a held buy's stop must be below the current bid and its take profit above it (601)", () => {
    expect(validateOrderEdit({ ...held, stopLossTicks: t(999), takeProfitTicks: t(1001) }, quote).ok).toBe(true);
    expect(validateOrderEdit({ ...held, stopLossTicks: t(1000) }, quote)).toMatchObject({
      code: 601,
      message: 'stopLoss must be below the current price',
    });
    expect(validateOrderEdit({ ...held, takeProfitTicks: t(1000) }, quote)).toMatchObject({
      code: 601,
      message: 'takeProfit must be above the current price',
    });
  });

  it("O12: a held sell's levels are checked against the ask", () => {
    const sell = { ...held, direction: 'sell' as const };
    expect(validateOrderEdit({ ...sell, stopLossTicks: t(1011), takeProfitTicks: t(1009) }, quote).ok).toBe(true);
    expect(validateOrderEdit({ ...sell, stopLossTicks: t(1005) }, quote)).toMatchObject({ code: 601 });
  });

  it("O12: a pending order's levels are checked against its limit price, and a new price against the band", () => {
    const pending = { ...held, status: 'CREATED' as const, limitPriceTicks: t(900), repriced: false };
    expect(validateOrderEdit({ ...pending, stopLossTicks: t(899), takeProfitTicks: t(950) }, quote).ok).toBe(true);
    expect(validateOrderEdit({ ...pending, stopLossTicks: t(901) }, quote)).toMatchObject({ code: 601 });
    expect(validateOrderEdit({ ...pending, trailingDistanceTicks: t(900) }, quote)).toMatchObject({
      code: 601,
      message: expect.stringContaining('trailingDistance'),
    });
    expect(validateOrderEdit({ ...pending, limitPriceTicks: t(400), repriced: true }, quote)).toMatchObject({
      code: 601,
      message: expect.stringContaining('price'),
    });
    expect(validateOrderEdit({ ...pending, limitPriceTicks: t(0), repriced: true }, quote)).toMatchObject({
      code: 601,
    });
  });
});
