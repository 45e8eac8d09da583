// Proves a new-share subscription's pure decision (docs/adr/0024): every refusal names its rule, field and code (X1, N7, N12), an IPO pays into escrow with its fee at the pay rate (N9), and a block trade is born allotted with its allotment in the same posting (N12), without a database.
import { describe, expect, it } from 'vitest';
import { AssertionFailure } from '../../src/assert';
import { accountFx, fxBook, pairQuote, sameCurrency } from '../../src/index';
import { EntryType } from '../../src/ledger/entry-types';
import {
  ABOVE_MAX_SHARES,
  BELOW_MIN_SHARES,
  decideSubscribe,
  NOT_WHOLE_LOTS,
  OFFERING_NOT_OPEN,
  SHARES_SOLD_OUT,
  type SubscribedOffering,
  type SubscribeRequest,
  type SubscribeRows,
} from '../../src/new-shares/decide-subscribe';
import { subscriptionBornAfter } from '../../src/new-shares/subscription-lifecycle';

const NOW_MS = Date.UTC(2026, 10, 24, 1, 30);
const MINUTE_MS = 60_000;

/** A ₩100,000 IPO of lots of 10 shares, 1–5 lots a subscription, open for the hour around now. */
const offering = (change: Partial<SubscribedOffering> = {}): SubscribedOffering => ({
  id: 5,
  type: 'ipo',
  currency: 'KRW',
  priceTicks: 100_000n,
  decimals: 0,
  lotSize: 10,
  minLots: 1,
  maxLots: 5,
  totalShares: 1_000,
  allottedShares: 0,
  feeMinor: 0n,
  subscribeStartMs: NOW_MS - MINUTE_MS,
  subscribeEndMs: NOW_MS + 60 * MINUTE_MS,
  allottedAtMs: null,
  ...change,
});

const rows = (change: Partial<SubscribeRows> = {}): SubscribeRows => ({
  offering: offering(),
  subscriptionId: 42,
  accountCurrency: 'KRW',
  fx: sameCurrency('KRW'),
  ...change,
});

const request = (change: Partial<SubscribeRequest> = {}): SubscribeRequest => ({
  userId: 3,
  accountSet: 'real',
  shares: 20,
  ...change,
});

/** ₩ into ₹ at the mids of USDKRW 1,450 and USDINR 88.65, without spread. */
function krwToInr() {
  const pairs = [pairQuote('USDINR', '88.6000', '88.7000'), pairQuote('USDKRW', '1449.50', '1450.50')].map((q) => {
    if (!q.ok) throw new Error('a bad test quote');
    return q.value;
  });
  const fx = accountFx(fxBook(pairs), 'KRW', 'INR', 0n);
  if (!fx.ok) throw new Error('no rate');
  return fx.value;
}

describe('decideSubscribe', () => {
  it('N7, N9: an IPO in whole lots pays its cost into escrow (type 8), born submitted, nothing allotted', () => {
    const decided = decideSubscribe(rows(), request(), NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    const plan = decided.value;
    expect(plan.subscription).toEqual({
      id: 42,
      offeringId: 5,
      userId: 3,
      accountSet: 'real',
      shares: 20,
      lots: 2,
      currency: 'KRW',
      instrumentCurrency: 'KRW',
      fxRate: null,
      costInstrumentMinor: 2_000_000n,
      paidMinor: 2_000_000n,
      feeMinor: 0n,
      createdAtMs: NOW_MS,
    });
    expect(plan.events).toEqual([]);
    expect(subscriptionBornAfter(plan.events)).toBe('submitted');
    expect(plan.decided).toBeNull();
    expect(plan.offeringAllottedShares).toBeNull();
    expect(plan.posting).toHaveLength(1);
    expect(plan.posting[0]).toMatchObject({
      idempotencyId: 'new_share:42:pay/pay',
      ref: 'new_share:42',
      amountMinor: 2_000_000n,
      type: EntryType.NEW_SHARE_DEDUCTION,
    });
  });

  it('N9, X1: in another currency the cost and the fee convert at the pay rate, recorded on the posting', () => {
    const fx = krwToInr();
    const decided = decideSubscribe(
      rows({ accountCurrency: 'INR', fx, offering: offering({ type: 'placement', feeMinor: 5_000n }) }),
      request({ shares: 10 }),
      NOW_MS,
    );
    if (!decided.ok) throw new Error(decided.message);
    const { subscription, posting } = decided.value;
    // ₩1,000,000 at 88.65 ÷ 1,450 ₹/₩ = ₹61,137.93; the ₩5,000 fee is ₹305.69.
    expect(subscription).toMatchObject({ currency: 'INR', instrumentCurrency: 'KRW', paidMinor: 6_113_793n });
    expect(subscription.feeMinor).toBe(30_569n);
    expect(subscription.fxRate).not.toBeNull();
    const pay = posting.find((t) => t.idempotencyId.endsWith('/pay'));
    expect(pay).toMatchObject({ type: EntryType.PLACING_DEDUCTION, amountMinor: 6_113_793n });
    expect(pay?.conversion).toMatchObject({ instrumentCurrency: 'KRW', instrumentAmountMinor: 1_000_000n });
    expect(posting.some((t) => t.remark === 'application fee')).toBe(true);
  });

  it('N12: a block trade is born allotted whole, its payment and allotment in one posting, its offering counting it', () => {
    const block = offering({ type: 'dazong', totalShares: 50, allottedShares: 20 });
    const decided = decideSubscribe(rows({ offering: block }), request({ shares: 30 }), NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    const plan = decided.value;
    expect(plan.events).toEqual(['win']);
    expect(subscriptionBornAfter(plan.events)).toBe('success');
    expect(plan.decided).toEqual({ wonLots: 3, wonMinor: 3_000_000n, refundMinor: 0n, decidedAtMs: NOW_MS });
    expect(plan.offeringAllottedShares).toBe(50);
    expect(plan.posting.map((t) => [t.idempotencyId, t.type, t.amountMinor])).toEqual([
      ['new_share:42:pay/pay', EntryType.NEW_SHARE_DEDUCTION, 3_000_000n],
      ['new_share:42:allot/won', EntryType.NEW_SHARE_LOCKED, 3_000_000n],
    ]);
  });

  it('X1: without a rate into the account currency it is refused (601), before anything else', () => {
    const closed = offering({ subscribeEndMs: NOW_MS });
    expect(decideSubscribe(rows({ fx: null, accountCurrency: 'INR', offering: closed }), request(), NOW_MS)).toEqual({
      ok: false,
      rule: 'X1',
      field: 'productNewId',
      message: 'no exchange rate',
      code: 601,
      values: { from: 'KRW', to: 'INR' },
    });
  });

  it('N7: before its window, at its end or once allotted it is not open (600)', () => {
    const refusal = { ok: false, rule: 'N7', field: 'productNewId', code: 600, message: OFFERING_NOT_OPEN };
    for (const change of [
      { subscribeStartMs: NOW_MS + 1 },
      { subscribeEndMs: NOW_MS },
      { allottedAtMs: NOW_MS - MINUTE_MS },
    ]) {
      expect(decideSubscribe(rows({ offering: offering(change) }), request(), NOW_MS)).toMatchObject(refusal);
    }
  });

  it('N7, N12: shares not in whole lots, outside the limits or beyond a block trade are refused naming quantity (602)', () => {
    const refusal = (shares: number, base = offering()) =>
      decideSubscribe(rows({ offering: base }), request({ shares }), NOW_MS);
    expect(refusal(15)).toEqual({
      ok: false,
      rule: 'N7',
      field: 'quantity',
      code: 602,
      message: NOT_WHOLE_LOTS,
      values: { lotSize: '10' },
    });
    expect(refusal(10, offering({ minLots: 2 }))).toMatchObject({
      rule: 'N7',
      message: BELOW_MIN_SHARES,
      values: { shares: '20' },
    });
    expect(refusal(60)).toMatchObject({ rule: 'N7', message: ABOVE_MAX_SHARES, values: { shares: '50' } });
    expect(refusal(40, offering({ type: 'dazong', totalShares: 50, allottedShares: 20 }))).toMatchObject({
      rule: 'N12',
      field: 'quantity',
      code: 602,
      message: SHARES_SOLD_OUT,
      values: { shares: '30' },
    });
    // Another kind of offering is not limited by what remains: its draw shares it out (N2).
    expect(refusal(40, offering({ totalShares: 50, allottedShares: 20 })).ok).toBe(true);
  });

  it('LC3: a status is born only through events its lifecycle allows', () => {
    expect(() => subscriptionBornAfter(['list'])).toThrow(AssertionFailure);
    expect(subscriptionBornAfter(['lose'])).toBe('fail');
  });
});
