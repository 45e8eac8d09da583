// Proves applyPosting keeps L1–L5 by construction and refuses any posting that would break them, and that checkInvariants names every kind of corruption precisely.
import { describe, expect, it } from 'vitest';
import {
  accountKey,
  applyPosting,
  checkInvariants,
  EntryType,
  platformAccount,
  postDeposit,
  postWithdrawRequest,
  type Transfer,
  userAccount,
} from '../../src/ledger/index';
import { minor } from '../../src/money';
import { CURRENCY, ctx, inr, TestLedger } from './harness';

const available = userAccount(7, 'available', CURRENCY);
const clientMoney = platformAccount('client_money', CURRENCY);

function transfer(over: Partial<Transfer> = {}): Transfer {
  return {
    idempotencyId: 't1',
    debitAccount: clientMoney,
    creditAccount: available,
    amountMinor: minor(100n),
    type: EntryType.RECHARGE,
    ref: 'charge:1',
    ...over,
  };
}

describe('sign convention', () => {
  it('L1: a balance is credits − debits, so a deposit makes the user positive and client_money its mirror', () => {
    const ledger = new TestLedger();
    ledger.post(postDeposit(ctx(7, 'charge:1:approve'), inr('1000.00')));
    expect(ledger.user(7).available).toBe(inr('1000.00'));
    expect(ledger.platform('client_money')).toBe(-inr('1000.00'));
    expect(ledger.total()).toBe(0n);
  });
});

describe('applyPosting', () => {
  it('L3: refuses a posting that would take a user account below zero, and changes nothing', () => {
    const ledger = new TestLedger();
    ledger.post(postDeposit(ctx(7, 'charge:1:approve'), inr('10.00')));
    const before = ledger.balances;
    const result = applyPosting(before, postWithdrawRequest(ctx(7, 'withdraw:1:request'), inr('10.01')));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe('insufficient_funds');
    expect(result.detail).toContain(`${accountKey(available)} to -1`);
    expect(ledger.user(7).available).toBe(inr('10.00'));
    expect(before.get(accountKey(available))).toBe(inr('10.00'));
  });

  it('L3: checks after every transfer, so a later credit cannot excuse an earlier overdraft', () => {
    const locked = userAccount(7, 'locked', CURRENCY);
    const result = applyPosting(new Map(), [
      transfer({ idempotencyId: 'a', debitAccount: available, creditAccount: locked }),
      transfer({ idempotencyId: 'b', debitAccount: clientMoney, creditAccount: available }),
    ]);
    expect(result).toMatchObject({ ok: false, error: 'insufficient_funds' });
  });

  it('L4: refuses zero amounts, one account on both sides, mixed currencies and repeated ids', () => {
    const cases: Transfer[][] = [
      [transfer({ amountMinor: minor(0n) })],
      [transfer({ debitAccount: available })],
      [transfer({ debitAccount: platformAccount('client_money', 'USD') })],
      [transfer(), transfer()],
    ];
    for (const posting of cases)
      expect(applyPosting(new Map(), posting)).toMatchObject({ ok: false, error: 'malformed' });
  });

  it('L5: refuses a transfer between demo money and real money', () => {
    const result = applyPosting(new Map(), [transfer({ debitAccount: platformAccount('virtual_issuance', CURRENCY) })]);
    expect(result).toMatchObject({ ok: false, error: 'malformed' });
    if (!result.ok) expect(result.detail).toContain('L5');
  });

  it('platform accounts may go negative: client_money and loss_absorption are the platform side', () => {
    expect(applyPosting(new Map(), [transfer()]).ok).toBe(true);
  });
});

describe('checkInvariants', () => {
  const deposit = transfer();
  const sound = new Map([
    [accountKey(clientMoney), minor(-100n)],
    [accountKey(available), minor(100n)],
  ]);

  it('L1–L5: reports nothing for a sound ledger', () => {
    expect(checkInvariants(sound, [deposit])).toEqual([]);
  });

  it('L1 and L2: a balance changed without a transfer breaks the sum and its own history', () => {
    const tampered = new Map(sound).set(accountKey(available), minor(150n));
    expect(checkInvariants(tampered, [deposit])).toEqual([
      { invariant: 'L1', message: 'INR accounts sum to 50, not 0' },
      { invariant: 'L2', message: 'user/7/available/INR is 150 but its transfers sum to 100' },
    ]);
  });

  it('L2: an account with transfers but no stored balance is reported', () => {
    const missing = new Map([[accountKey(clientMoney), minor(-100n)]]);
    expect(checkInvariants(missing, [deposit]).map((v) => v.invariant)).toEqual(['L1', 'L2']);
  });

  it('L3: a negative user balance is reported even when the books balance', () => {
    const reversed = transfer({ debitAccount: available, creditAccount: clientMoney });
    const negative = new Map([
      [accountKey(clientMoney), minor(100n)],
      [accountKey(available), minor(-100n)],
    ]);
    expect(checkInvariants(negative, [reversed])).toEqual([
      { invariant: 'L3', message: 'user/7/available/INR is -100, below zero' },
    ]);
  });

  it('L4 and L5: repeated ids and demo-to-real transfers in the history are reported', () => {
    const demo = transfer({ idempotencyId: 't2', debitAccount: platformAccount('virtual_issuance', CURRENCY) });
    const found = checkInvariants(new Map(), [deposit, deposit, demo]).filter((v) => v.invariant !== 'L2');
    expect(found.map((v) => v.invariant)).toEqual(['L4', 'L5']);
  });
});
