// Proves a SIP plan's pure decision (docs/adr/0024): every refusal names its rule, field and code (SP1, SP3) in order, and a plan of a product or an AI product is planned with its first instalment (SP1, SP3), without a database.
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLIDAYS, formatDay, parseDay } from '../../src';
import {
  decideSipPlan,
  SIP_AMOUNT_DECIMALS,
  SIP_BAD_DATE,
  SIP_NO_INSTALMENT,
  SIP_START_IN_PAST,
  SIP_START_TOO_FAR,
  SIP_TARGET_UNKNOWN,
  type SipPlanRequest,
  type SipPlanRows,
} from '../../src/sip/decide-plan';

/** Tuesday 24 November 2026, 07:00 in India: NSE opens at 09:15 (03:45 UTC). */
const NOW_MS = Date.UTC(2026, 10, 24, 1, 30);
const OPEN_MS = Date.UTC(2026, 10, 24, 3, 45);
const TODAY = parseDay('2026-11-24');

const rows = (change: Partial<SipPlanRows> = {}): SipPlanRows => ({
  target: { code: 'RELIANCE', aiProductId: null, exchange: 'NSE', holidays: DEFAULT_HOLIDAYS },
  accountCurrency: 'INR',
  ...change,
});

const request = (change: Partial<SipPlanRequest> = {}): SipPlanRequest => ({
  userId: 3,
  accountSet: 'real',
  requestId: 'sip-1',
  amount: '1000.50',
  frequency: 'daily',
  startDate: '2026-11-24',
  ...change,
});

describe('decideSipPlan', () => {
  it('SP1, SP3: a daily amount plan from today runs first at today’s open, born with its schedule', () => {
    const decided = decideSipPlan(rows(), request({ count: 12 }), NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value).toEqual({
      userId: 3,
      accountSet: 'real',
      requestId: 'sip-1',
      kind: 'product',
      code: 'RELIANCE',
      aiProductId: null,
      amountMinor: 100_050n,
      hands: null,
      currency: 'INR',
      frequency: 'daily',
      day: null,
      startDay: TODAY,
      endDay: null,
      instalmentsMax: 12,
      nextDay: TODAY,
      nextAtMs: OPEN_MS,
    });
  });

  it('SP1: a lots plan of a product, and an AI product’s plan by amount', () => {
    const lots = decideSipPlan(rows(), request({ amount: undefined, hands: 2 }), NOW_MS);
    expect(lots.ok && lots.value).toMatchObject({ kind: 'product', amountMinor: null, hands: 2 });
    const ai = rows({ target: { code: 'BTCUSD', aiProductId: 4, exchange: 'CRYPTO', holidays: [] } });
    const plan = decideSipPlan(ai, request({ aiProductId: 4, accountSet: 'virtual' }), NOW_MS);
    expect(plan.ok && plan.value).toMatchObject({ kind: 'ai', code: 'BTCUSD', aiProductId: 4, accountSet: 'virtual' });
  });

  it('SP3: a plan made after today’s open starts on its next date, on a weekly weekday', () => {
    const afterOpen = OPEN_MS + 1;
    const daily = decideSipPlan(rows(), request(), afterOpen);
    expect(daily.ok && formatDay(daily.value.nextDay)).toBe('2026-11-25');
    // Weekly on Mondays (ISO 1) from today: the next Monday, 30 November.
    const weekly = decideSipPlan(rows(), request({ frequency: 'weekly', day: 1 }), NOW_MS);
    expect(weekly.ok && formatDay(weekly.value.nextDay)).toBe('2026-11-30');
  });

  it('SP1: a target not on offer is refused naming the field the payload used (404)', () => {
    expect(decideSipPlan(rows({ target: undefined }), request(), NOW_MS)).toEqual({
      ok: false,
      rule: 'SP1',
      field: 'code',
      code: 404,
      message: SIP_TARGET_UNKNOWN,
    });
    expect(decideSipPlan(rows({ target: undefined }), request({ aiProductId: 8 }), NOW_MS)).toMatchObject({
      field: 'aiProductId',
      message: SIP_TARGET_UNKNOWN,
    });
  });

  it('SP1: dates that are not dates, a start before today or past a year ahead are refused naming the field', () => {
    const refusal = (change: Partial<SipPlanRequest>) => decideSipPlan(rows(), request(change), NOW_MS);
    expect(refusal({ startDate: '2026-02-30' })).toEqual({
      ok: false,
      rule: 'SP1',
      field: 'startDate',
      code: 404,
      message: SIP_BAD_DATE,
    });
    expect(refusal({ endDate: '2026-13-01' })).toMatchObject({ field: 'endDate', message: SIP_BAD_DATE });
    expect(refusal({ startDate: '2026-11-23' })).toMatchObject({ field: 'startDate', message: SIP_START_IN_PAST });
    // 366 days ahead is the last start allowed.
    expect(refusal({ startDate: '2027-11-25' }).ok).toBe(true);
    expect(refusal({ startDate: '2027-11-26' })).toMatchObject({ field: 'startDate', message: SIP_START_TOO_FAR });
  });

  it('SP1: an amount with more decimals than the account’s currency is refused naming it and the currency', () => {
    expect(decideSipPlan(rows(), request({ amount: '10.001' }), NOW_MS)).toEqual({
      ok: false,
      rule: 'SP1',
      field: 'amount',
      code: 404,
      message: SIP_AMOUNT_DECIMALS,
      values: { currency: 'INR', decimals: '2' },
    });
    expect(decideSipPlan(rows({ accountCurrency: 'KRW' }), request({ amount: '10.5' }), NOW_MS)).toMatchObject({
      values: { currency: 'KRW', decimals: '0' },
    });
  });

  it('SP3: an end that leaves no instalment is refused naming endDate, after the dates and the amount', () => {
    const ended = request({ endDate: '2026-11-24' });
    expect(decideSipPlan(rows(), ended, OPEN_MS + 1)).toEqual({
      ok: false,
      rule: 'SP3',
      field: 'endDate',
      code: 404,
      message: SIP_NO_INSTALMENT,
    });
    expect(decideSipPlan(rows(), { ...ended, amount: '1.001' }, OPEN_MS + 1)).toMatchObject({ field: 'amount' });
    expect(decideSipPlan(rows(), ended, NOW_MS).ok).toBe(true);
  });
});
