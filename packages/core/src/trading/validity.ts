import { type Decision, refuse } from '../failure';
import { startOfIndiaDayMs } from '../india-time';
import { sessionWindow } from '../market/calendar';
import type { CalendarHoliday } from '../market/holidays';
import { EXCHANGES, type ExchangeCode } from '../market/markets';

/**
 * How long a pending limit order waits (docs/SPEC.md O10). `gtc` waits until it fills or is
 * cancelled; `day` until the close of its market's session that is current (or, outside one, next);
 * `until` until an instant the user gives. The engine leader cancels an order once its instant has
 * passed (closeReason `expired`, the hold returned as a user's cancel returns it).
 */
export type OrderValidity = 'gtc' | 'day' | 'until';

/** The furthest ahead a `validUntil` may be: 90 days, a quarter, as far as brokers keep a GTD order. */
export const VALID_UNTIL_MAX_MS = 90 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an exchange trades around the clock every day (crypto): its "session" is then the whole
 * calendar day, and a day order would end at an arbitrary UTC midnight. Such a day order ends instead
 * at the end of the India-time day (00:00 India time, the platform's daily roll), the day the user
 * sees on every screen.
 */
export function isAlwaysOpen(exchange: ExchangeCode): boolean {
  const info = EXCHANGES[exchange];
  return (
    info.weekdays.length === 7 &&
    info.sessions.length === 1 &&
    info.sessions.some((s) => s.openMin <= 0 && s.closeMin >= 1440)
  );
}

/**
 * The instant (epoch ms) a new order expires, or null for `gtc` (code 404 naming `validUntil` when
 * wrong). `day`: the close of the exchange's session in progress at `nowMs` or, outside one, of the
 * next (core `sessionWindow`); for an always-open market, the next 00:00 India time. `until`:
 * `validUntilMs`, which must be after `nowMs` and at most `VALID_UNTIL_MAX_MS` ahead. Pure: the
 * caller passes the clock and the exchange's holidays.
 */
export function orderExpiryMs(input: {
  readonly validity: OrderValidity;
  readonly validUntilMs: number | null;
  readonly exchange: ExchangeCode;
  readonly holidays: readonly CalendarHoliday[];
  readonly nowMs: number;
}): Decision<number | null> {
  const bad = (detail: string) => refuse('O10', 'validity', 404, detail);
  switch (input.validity) {
    case 'gtc':
      return { ok: true, value: null };
    case 'day': {
      if (isAlwaysOpen(input.exchange)) return { ok: true, value: startOfIndiaDayMs(input.nowMs) + DAY_MS };
      const session = sessionWindow(input.exchange, input.nowMs, input.holidays);
      if (session === null) return bad('validity day has no market session to end with');
      return { ok: true, value: session.closeMs };
    }
    case 'until': {
      const until = input.validUntilMs;
      if (until === null) return bad('validUntil is required with validity until');
      if (until <= input.nowMs) return bad('validUntil must be in the future');
      if (until - input.nowMs > VALID_UNTIL_MAX_MS) return bad('validUntil must be at most 90 days ahead');
      return { ok: true, value: until };
    }
  }
}

/** Whether an order with this expiry has expired at `nowMs`: at its instant or after it. */
export function isExpired(validUntilMs: number | null, nowMs: number): boolean {
  return validUntilMs !== null && validUntilMs <= nowMs;
}
