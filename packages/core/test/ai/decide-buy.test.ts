// Proves the AI purchase's pure decision (docs/adr/0024, I8): a plan with its row and one type-10 posting, or one RuleFailure naming the rule, without a database.
import { describe, expect, it } from 'vitest';
import { type AiBuyRequest, type AiBuyRows, decideAiBuy, decideAiBuyTerms } from '../../src/ai/decide-buy';
import { AssertionFailure } from '../../src/assert';
import { EntryType } from '../../src/ledger/entry-types';
import { DAY_MS } from '../../src/market/time-zone';
import { inr } from '../ledger/harness';

const NOW_MS = Date.UTC(2026, 11, 1, 6, 0);
const T0 = Date.UTC(2026, 10, 1);
// Rising closes: a 2-bar momentum is long after the last of them.
const completedBars = [100, 101, 102, 103].map((close, i) => ({ time: T0 + i * DAY_MS, close: BigInt(close) }));

const rows = (change: Partial<AiBuyRows> = {}): AiBuyRows => ({
  product: {
    id: 5,
    enabled: true,
    minAmountMinor: inr('1000'),
    maxAmountMinor: inr('50000'),
    unitMinor: inr('100'),
    lever: 2,
    periodDays: 30,
    strategy: 'momentum',
    params: { lookbackBars: 2, allowShort: true },
  },
  instrument: { id: 12, code: 'NIFTY', decimals: 2 },
  priceTicks: 10_450n,
  completedBars,
  accountCurrency: 'INR',
  purchaseId: 31,
  ...change,
});

const request = (change: Partial<AiBuyRequest> = {}): AiBuyRequest => ({
  userId: 3,
  accountSet: 'real',
  amount: '2500.00',
  ...change,
});

describe('decideAiBuy', () => {
  it("I5, I8: a purchase copies the product's terms, starts at the price with the strategy's position, runs its period", () => {
    const decided = decideAiBuy(rows(), request(), NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.row).toEqual({
      id: 31,
      userId: 3,
      aiProductId: 5,
      accountSet: 'real',
      currency: 'INR',
      amountMinor: inr('2500'),
      strategy: 'momentum',
      params: { lookbackBars: 2, allowShort: true },
      productId: 12,
      code: 'NIFTY',
      decimals: 2,
      lever: 2,
      equityMinor: inr('2500'),
      position: 1,
      anchorPriceTicks: 10_450n,
      anchorBarMs: completedBars.at(-1)?.time,
      startAtMs: NOW_MS,
      endAtMs: NOW_MS + 30 * DAY_MS,
    });
  });

  it('I8: one type-10 posting moves the amount from available into the pool, named after the purchase', () => {
    for (const accountSet of ['real', 'virtual'] as const) {
      const decided = decideAiBuy(rows(), request({ accountSet }), NOW_MS);
      if (!decided.ok) throw new Error(decided.message);
      expect(decided.value.posting).toHaveLength(1);
      expect(decided.value.posting[0]).toMatchObject({
        idempotencyId: 'ai:31:buy/buy',
        type: EntryType.AI_DEDUCTION,
        amountMinor: inr('2500'),
        debitAccount: { userId: 3, kind: accountSet === 'real' ? 'available' : 'virtual_available' },
      });
    }
  });

  it('I5: with no completed bar the purchase starts flat, anchored at no bar', () => {
    const decided = decideAiBuy(rows({ completedBars: [] }), request(), NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.row).toMatchObject({ position: 0, anchorBarMs: null });
  });

  it('I8: a product not on offer is refused naming productId', () => {
    const off = rows().product;
    for (const product of [undefined, off && { ...off, enabled: false }]) {
      expect(decideAiBuy(rows({ product }), request(), NOW_MS)).toMatchObject({
        ok: false,
        rule: 'I8',
        field: 'productId',
        code: 404,
      });
    }
  });

  it('I8: an amount below the minimum, above the maximum, off the unit or unreadable is refused with its bound', () => {
    const refusal = (amount: string) => decideAiBuy(rows(), request({ amount }), NOW_MS);
    expect(refusal('999.99')).toMatchObject({ rule: 'I8', field: 'amount', code: 404, values: { min: '1000.00' } });
    expect(refusal('50000.01')).toMatchObject({ rule: 'I8', field: 'amount', code: 404, values: { max: '50000.00' } });
    expect(refusal('2550.00')).toMatchObject({ rule: 'I8', field: 'amount', code: 404, values: { unit: '100.00' } });
    expect(refusal('twelve')).toMatchObject({ rule: 'I8', field: 'amount', code: 404, values: { unit: '100.00' } });
    expect(refusal('1000').ok).toBe(true);
    expect(refusal('50000').ok).toBe(true);
  });

  it('I5: no instrument or no price for it is refused (600), after the amount checks', () => {
    expect(decideAiBuy(rows({ priceTicks: null }), request(), NOW_MS)).toMatchObject({ ok: false, code: 600 });
    expect(decideAiBuy(rows({ instrument: undefined }), request(), NOW_MS)).toMatchObject({ ok: false, code: 600 });
    expect(decideAiBuy(rows({ priceTicks: null }), request({ amount: '1' }), NOW_MS)).toMatchObject({
      field: 'amount',
    });
  });

  it('I1: a stored strategy that does not parse is a broken invariant, not a refusal', () => {
    const product = rows().product;
    const broken = rows({ product: product && { ...product, strategy: 'astrology' } });
    expect(() => decideAiBuy(broken, request(), NOW_MS)).toThrow(AssertionFailure);
  });

  it('I8: the terms alone decide amount and start state, with no id', () => {
    const terms = decideAiBuyTerms(rows(), request());
    if (!terms.ok) throw new Error(terms.message);
    expect(terms.value).toMatchObject({ amountMinor: inr('2500'), state: { equityMinor: inr('2500'), position: 1 } });
  });
});
