// Proves each posting rule moves exactly the money PRODUCT.md describes, with the right record type, and keeps L1–L5 (the harness audits after every posting).
import { describe, expect, it } from 'vitest';
import {
  EntryType,
  InternalEntryType,
  postDemoReset,
  postDeposit,
  postLimitCancel,
  postLimitFill,
  postLimitHold,
  postLimitHoldChange,
  postOpenPosition,
  postOvernightFee,
  postSignupBonus,
  postWithdrawPaid,
  postWithdrawRejected,
  postWithdrawRequest,
} from '../../src/ledger/index';
import { minor } from '../../src/money';
import { ctx, inr, TestLedger } from './harness';

function funded(amount = '1000.00'): TestLedger {
  const ledger = new TestLedger();
  ledger.post(postDeposit(ctx(1, 'charge:1:approve'), inr(amount)));
  return ledger;
}

describe('withdrawals', () => {
  it('L2: a request holds the amount at once, and paying it sends it to client_money (type 2)', () => {
    const ledger = funded();
    ledger.post(postWithdrawRequest(ctx(1, 'withdraw:1:request'), inr('300.00')));
    expect(ledger.user(1)).toEqual({ available: inr('700.00'), locked: inr('300.00'), margin: 0n });
    const paid = postWithdrawPaid(ctx(1, 'withdraw:1:paid'), inr('300.00'), 'UTR123');
    expect(paid.map((t) => [t.type, t.remark])).toEqual([[EntryType.WITHDRAW, 'UTR123']]);
    ledger.post(paid);
    expect(ledger.user(1)).toEqual({ available: inr('700.00'), locked: 0n, margin: 0n });
    expect(ledger.platform('client_money')).toBe(-inr('700.00'));
  });

  it('L2: a rejected withdrawal returns exactly the held amount (type 13)', () => {
    const ledger = funded();
    ledger.post(postWithdrawRequest(ctx(1, 'withdraw:1:request'), inr('999.99')));
    const rejected = postWithdrawRejected(ctx(1, 'withdraw:1:reject'), inr('999.99'), 'bank details wrong');
    expect(rejected.map((t) => t.type)).toEqual([EntryType.WITHDRAW_RETURNED]);
    ledger.post(rejected);
    expect(ledger.user(1)).toEqual({ available: inr('1000.00'), locked: 0n, margin: 0n });
  });

  it('L3: a request above the available balance is refused whole', () => {
    const ledger = funded('10.00');
    expect(ledger.tryPost(postWithdrawRequest(ctx(1, 'withdraw:1:request'), inr('10.01'))).ok).toBe(false);
  });

  it('L4: replaying one event yields the same idempotency ids, which a second apply refuses', () => {
    const posting = postDeposit(ctx(1, 'charge:1:approve'), inr('5.00'));
    expect(posting.map((t) => t.idempotencyId)).toEqual(['charge:1:approve/deposit']);
    expect(postDeposit(ctx(1, 'charge:1:approve'), inr('5.00'))).toEqual(posting);
  });
});

describe('opening and limit orders', () => {
  const costs = { marginMinor: inr('100.00'), openingFeeMinor: inr('0.50'), insuranceCostMinor: inr('10.00') };

  it('O2: opening moves margin to the margin account and fee and insurance to fee_income (type 3)', () => {
    const ledger = funded();
    const posting = postOpenPosition(ctx(1, 'order:1:open', 'order:1'), 'real', costs);
    expect(posting.every((t) => t.type === EntryType.TRADE && t.ref === 'order:1')).toBe(true);
    ledger.post(posting);
    expect(ledger.user(1)).toEqual({ available: inr('889.50'), locked: 0n, margin: inr('100.00') });
    expect(ledger.platform('fee_income')).toBe(inr('10.50'));
  });

  it('O2: a zero insurance cost writes no transfer', () => {
    const posting = postOpenPosition(ctx(1, 'order:1:open'), 'real', { ...costs, insuranceCostMinor: minor(0n) });
    expect(posting).toHaveLength(2);
  });

  it('O4: a limit fill below the hold moves the costs and refunds exactly the difference', () => {
    const ledger = funded();
    ledger.post(postLimitHold(ctx(1, 'order:2:hold'), 'real', inr('120.00')));
    ledger.post(postLimitFill(ctx(1, 'order:2:fill'), 'real', inr('120.00'), costs));
    expect(ledger.user(1)).toEqual({ available: inr('889.50'), locked: 0n, margin: inr('100.00') });
  });

  it('O4: a limit fill above the hold takes the difference from available first', () => {
    const ledger = funded();
    ledger.post(postLimitHold(ctx(1, 'order:2:hold'), 'real', inr('105.00')));
    ledger.post(postLimitFill(ctx(1, 'order:2:fill'), 'real', inr('105.00'), costs));
    expect(ledger.user(1)).toEqual({ available: inr('889.50'), locked: 0n, margin: inr('100.00') });
  });

  it('O4: a cancelled limit order gets exactly its hold back (type 5)', () => {
    const ledger = funded();
    ledger.post(postLimitHold(ctx(1, 'order:3:hold'), 'real', inr('110.50')));
    const cancel = postLimitCancel(ctx(1, 'order:3:cancel'), 'real', inr('110.50'));
    expect(cancel.map((t) => t.type)).toEqual([EntryType.CANCEL_TRADE]);
    ledger.post(cancel);
    expect(ledger.user(1)).toEqual({ available: inr('1000.00'), locked: 0n, margin: 0n });
  });

  it('O12: a re-priced limit order holds the difference or releases the excess, and its cancel then returns exactly the new hold', () => {
    const ledger = funded();
    ledger.post(postLimitHold(ctx(1, 'order:4:hold'), 'real', inr('110.50')));
    const more = postLimitHoldChange(ctx(1, 'order:4:hold:1'), 'real', inr('110.50'), inr('130.00'));
    expect(more.map((t) => [t.type, t.amountMinor])).toEqual([[EntryType.TRADE, inr('19.50')]]);
    ledger.post(more);
    expect(ledger.user(1)).toEqual({ available: inr('870.00'), locked: inr('130.00'), margin: 0n });
    const less = postLimitHoldChange(ctx(1, 'order:4:hold:2'), 'real', inr('130.00'), inr('99.99'));
    ledger.post(less);
    expect(ledger.user(1)).toEqual({ available: inr('900.01'), locked: inr('99.99'), margin: 0n });
    expect(postLimitHoldChange(ctx(1, 'order:4:hold:3'), 'real', inr('99.99'), inr('99.99'))).toEqual([]);
    ledger.post(postLimitCancel(ctx(1, 'order:4:cancel'), 'real', inr('99.99')));
    expect(ledger.user(1)).toEqual({ available: inr('1000.00'), locked: 0n, margin: 0n });
  });
});

describe('overnight fee', () => {
  it('O8: the fee goes to fee_income as type 14', () => {
    const ledger = funded();
    const { posting, waivedMinor } = postOvernightFee(
      ctx(1, 'roll:20250615:order:1'),
      'real',
      inr('20.00'),
      inr('1000.00'),
    );
    expect(posting.map((t) => t.type)).toEqual([EntryType.OVERNIGHT_FEE]);
    expect(waivedMinor).toBe(0n);
    ledger.post(posting);
    expect(ledger.platform('fee_income')).toBe(inr('20.00'));
  });

  it('L3: the part available cannot pay is waived, never charged into a negative balance', () => {
    const ledger = funded('5.00');
    const { posting, waivedMinor } = postOvernightFee(ctx(1, 'roll:1'), 'real', inr('20.00'), inr('5.00'));
    expect(waivedMinor).toBe(inr('15.00'));
    ledger.post(posting);
    expect(ledger.user(1).available).toBe(0n);
  });
});

describe('the demo account', () => {
  it('L5: the sign-up bonus is virtual money from virtual_issuance (type 6), never real', () => {
    const ledger = new TestLedger();
    ledger.post(postSignupBonus(ctx(1, 'user:1:bonus'), inr('100000.00')));
    expect(ledger.user(1, 'virtual').available).toBe(inr('100000.00'));
    expect(ledger.user(1, 'real').available).toBe(0n);
    expect(ledger.platform('virtual_issuance')).toBe(-inr('100000.00'));
  });

  it('L5: demo trades pay fees to virtual_issuance, not to real fee_income', () => {
    const ledger = new TestLedger();
    ledger.post(postSignupBonus(ctx(1, 'user:1:bonus'), inr('1000.00')));
    ledger.post(
      postOpenPosition(ctx(1, 'order:9:open'), 'virtual', {
        marginMinor: inr('100.00'),
        openingFeeMinor: inr('1.00'),
        insuranceCostMinor: minor(0n),
      }),
    );
    expect(ledger.platform('fee_income')).toBe(0n);
    expect(ledger.user(1, 'virtual')).toEqual({ available: inr('899.00'), locked: 0n, margin: inr('100.00') });
  });

  it('L2: a reset sweeps every virtual balance back and issues the starting balance again', () => {
    const ledger = new TestLedger();
    ledger.post(postSignupBonus(ctx(1, 'user:1:bonus'), inr('1000.00')));
    ledger.post(postLimitHold(ctx(1, 'order:1:hold'), 'virtual', inr('50.00')));
    ledger.post(
      postOpenPosition(ctx(1, 'order:2:open'), 'virtual', {
        marginMinor: inr('100.00'),
        openingFeeMinor: inr('1.00'),
        insuranceCostMinor: minor(0n),
      }),
    );
    const current = ledger.user(1, 'virtual');
    const reset = postDemoReset(
      ctx(1, 'user:1:reset:1'),
      {
        virtualAvailableMinor: current.available,
        virtualLockedMinor: current.locked,
        virtualMarginMinor: current.margin,
      },
      inr('1000.00'),
    );
    expect(reset.map((t) => t.type)).toEqual([
      InternalEntryType.DEMO_RESET,
      InternalEntryType.DEMO_RESET,
      InternalEntryType.DEMO_RESET,
      EntryType.SIGN_UP_BONUS,
    ]);
    ledger.post(reset);
    expect(ledger.user(1, 'virtual')).toEqual({ available: inr('1000.00'), locked: 0n, margin: 0n });
  });
});
