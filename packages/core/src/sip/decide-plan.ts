import { type Decision, refuse } from '../failure';
import { currencyDecimals } from '../fx/currencies';
import type { AccountSet } from '../ledger/accounts';
import { tradingDayOf } from '../market/calendar';
import type { CalendarHoliday } from '../market/holidays';
import type { ExchangeCode } from '../market/markets';
import { parseDay } from '../market/time-zone';
import { type Minor, parseMoney } from '../money';
import { firstInstalment, type SipFrequency, type SipSchedule } from './schedule';

/** How far ahead a plan may start: a year is longer than any SIP app offers (SP1). */
export const SIP_START_AHEAD_MAX_DAYS = 366;

/** What a plan buys, as the catalog names it: a product, or an AI product and the instrument it trades. */
export interface SipTarget {
  readonly code: string;
  readonly aiProductId: number | null;
  readonly exchange: ExchangeCode;
  readonly holidays: readonly CalendarHoliday[];
}

/** The rows a plan is decided on: nothing is locked, a plan moves no money until its instalments. */
export interface SipPlanRows {
  /** What the payload names, on offer; undefined when it names nothing on offer. */
  readonly target: SipTarget | undefined;
  /** The currency of the account the plan pays from. */
  readonly accountCurrency: string;
}

/** A `sip/create` payload, as the contract checked it (one of code or aiProductId, of amount or hands). */
export interface SipPlanRequest {
  readonly userId: number;
  readonly accountSet: AccountSet;
  readonly requestId: string;
  readonly aiProductId?: number | undefined;
  readonly amount?: string | undefined;
  readonly hands?: number | undefined;
  readonly frequency: SipFrequency;
  readonly day?: number | undefined;
  readonly startDate: string;
  readonly endDate?: string | undefined;
  readonly count?: number | undefined;
}

/** The plan row as decided: born in its lifecycle's initial status (`active`, SP6), with its first instalment. */
export interface SipPlanPlan extends SipSchedule {
  readonly userId: number;
  readonly accountSet: AccountSet;
  readonly requestId: string;
  readonly kind: 'product' | 'ai';
  readonly code: string;
  readonly aiProductId: number | null;
  readonly amountMinor: Minor | null;
  readonly hands: number | null;
  readonly currency: string;
  readonly instalmentsMax: number | null;
  readonly nextDay: number;
  readonly nextAtMs: number;
}

/** SP1: the payload names no product (or AI product) on offer. */
export const SIP_TARGET_UNKNOWN = 'does not match a product on offer';
/** SP1: a date that is not a real date. */
export const SIP_BAD_DATE = 'is not a real date';
/** SP1: a start before today on the exchange's calendar. */
export const SIP_START_IN_PAST = 'must not be before today';
/** SP1: a start more than a year ahead. */
export const SIP_START_TOO_FAR = 'must be within a year from today';
/** SP1: an amount with more decimals than the account's currency (values: currency, decimals). */
export const SIP_AMOUNT_DECIMALS = 'has more decimals than the currency allows';
/** SP3: no instalment falls between the start and the end. */
export const SIP_NO_INSTALMENT = 'leaves no trading day for an instalment';

/** SP1: the plan's dates as day numbers, checked against today on the exchange's calendar. */
function datesOf(
  request: SipPlanRequest,
  exchange: ExchangeCode,
  nowMs: number,
): Decision<{ startDay: number; endDay: number | null }> {
  const startDay = parseDay(request.startDate);
  if (startDay === null) return refuse('SP1', 'startDate', 404, SIP_BAD_DATE);
  const endDay = request.endDate === undefined ? null : parseDay(request.endDate);
  if (endDay === null && request.endDate !== undefined) return refuse('SP1', 'endDate', 404, SIP_BAD_DATE);
  const today = tradingDayOf(exchange, nowMs);
  if (startDay < today) return refuse('SP1', 'startDate', 404, SIP_START_IN_PAST);
  if (startDay > today + SIP_START_AHEAD_MAX_DAYS) return refuse('SP1', 'startDate', 404, SIP_START_TOO_FAR);
  return { ok: true, value: { startDay, endDay } };
}

/**
 * Decides a new SIP plan (SP1, SP3): refused (404, naming the field) for a target not on offer, a
 * date that is not one, a start before today or more than a year ahead, an amount with too many
 * decimals for the account's currency, or dates that leave no instalment. Its first instalment is the
 * first date on or after its start whose open is still ahead.
 */
export function decideSipPlan(rows: SipPlanRows, request: SipPlanRequest, nowMs: number): Decision<SipPlanPlan> {
  const { target } = rows;
  if (!target)
    return refuse('SP1', request.aiProductId === undefined ? 'code' : 'aiProductId', 404, SIP_TARGET_UNKNOWN);
  const dates = datesOf(request, target.exchange, nowMs);
  if (!dates.ok) return dates;
  const currency = rows.accountCurrency;
  const decimals = currencyDecimals(currency);
  let amountMinor: Minor | null = null;
  if (request.amount !== undefined) {
    const parsed = parseMoney(request.amount, decimals);
    if (!parsed.ok) return refuse('SP1', 'amount', 404, SIP_AMOUNT_DECIMALS, { currency, decimals: String(decimals) });
    amountMinor = parsed.value;
  }
  const schedule: SipSchedule = { frequency: request.frequency, day: request.day ?? null, ...dates.value };
  const first = firstInstalment(target.exchange, schedule, nowMs, target.holidays);
  if (first === null) return refuse('SP3', 'endDate', 404, SIP_NO_INSTALMENT);
  return {
    ok: true,
    value: {
      userId: request.userId,
      accountSet: request.accountSet,
      requestId: request.requestId,
      kind: target.aiProductId === null ? 'product' : 'ai',
      code: target.code,
      aiProductId: target.aiProductId,
      amountMinor,
      hands: request.hands ?? null,
      currency,
      ...schedule,
      instalmentsMax: request.count ?? null,
      nextDay: first.day,
      nextAtMs: first.atMs,
    },
  };
}
