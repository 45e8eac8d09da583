// Proves the funds requests' pure decisions (docs/adr/0024): a recharge submission and a withdrawal request answer a plan or one RuleFailure naming the SPEC rule, without a database.
import { describe, expect, it } from 'vitest';
import {
  decideRecharge,
  decideWithdrawal,
  decideWithdrawalTerms,
  type RechargeRequest,
  type RechargeRows,
  type WithdrawalRows,
} from '../../src/funds/index';
import { recordedRate } from '../../src/fx/rates';
import { EntryType } from '../../src/ledger/entry-types';
import { minor } from '../../src/money';
import { inr } from '../ledger/harness';

const USDT_RATE = recordedRate('USDT', 'INR', 'receive', '83.25');
const USDT_PAY_RATE = recordedRate('USDT', 'INR', 'pay', '84.10');

const rechargeRows = (change: Partial<RechargeRows> = {}): RechargeRows => ({
  channel: { id: 4, type: 'digital', needPassword: false, minAmountMinor: inr('100') },
  passwordPassed: false,
  payCurrency: null,
  accountCurrency: 'INR',
  minChargeMinor: inr('50'),
  quotedRate: null,
  evidenceUpload: 'abc.png',
  ...change,
});

const rechargeRequest = (change: Partial<RechargeRequest> = {}): RechargeRequest => ({
  userId: 3,
  type: 'digital',
  amountMinor: inr('500'),
  evidence: '/uploads/abc.png',
  remark: null,
  ...change,
});

const usdt = { id: 9, channelId: 4, currency: 'USDT', protocol: 'TRC20' };

describe('decideRecharge', () => {
  it('R1, P7: a recharge in the account currency is filed as asked, its evidence made private, nothing posted', () => {
    const decided = decideRecharge(rechargeRows(), rechargeRequest({ remark: 'note' }));
    expect(decided).toEqual({
      ok: true,
      value: {
        row: {
          userId: 3,
          channelId: 4,
          type: 'digital',
          currencyId: null,
          currency: 'INR',
          payCurrency: 'INR',
          amountMinor: inr('500'),
          fx: null,
          evidence: '/uploads/abc.png',
          remark: 'note',
        },
        privateUploads: ['abc.png'],
      },
    });
    expect(decided.ok && 'posting' in decided.value).toBe(false);
  });

  it('X6: a USDT recharge converts at the quoted rate and records both amounts; the protocol names the currency', () => {
    const decided = decideRecharge(
      rechargeRows({ payCurrency: usdt, quotedRate: USDT_RATE }),
      rechargeRequest({ amountMinor: inr('10') }),
    );
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.row).toMatchObject({
      currencyId: 9,
      currency: 'INR',
      payCurrency: 'USDT TRC20',
      amountMinor: inr('832.50'),
      fx: { fxCurrency: 'USDT', fxAmountMinor: inr('10'), fxRate: '83.25' },
    });
  });

  it('X6: a channel currency in the account currency needs no quote and names no protocol of NONE', () => {
    const inrRow = { id: 8, channelId: 4, currency: 'INR', protocol: 'NONE' };
    const decided = decideRecharge(rechargeRows({ payCurrency: inrRow }), rechargeRequest());
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.row).toMatchObject({ currencyId: 8, payCurrency: 'INR', amountMinor: inr('500'), fx: null });
  });

  it('F6: a closed channel, another type, or a password not passed is refused naming its field', () => {
    expect(decideRecharge(rechargeRows({ channel: undefined }), rechargeRequest())).toMatchObject({
      ok: false,
      rule: 'F6',
      field: 'channelId',
      code: 404,
    });
    expect(decideRecharge(rechargeRows(), rechargeRequest({ type: 'bank' }))).toMatchObject({
      rule: 'F6',
      field: 'type',
      code: 404,
    });
    const guarded = { id: 4, type: 'digital' as const, needPassword: true, minAmountMinor: inr('100') };
    expect(decideRecharge(rechargeRows({ channel: guarded }), rechargeRequest())).toMatchObject({
      rule: 'F6',
      field: 'password',
      code: 404,
    });
    expect(decideRecharge(rechargeRows({ channel: guarded, passwordPassed: true }), rechargeRequest()).ok).toBe(true);
  });

  it('F6: a currency unknown or of another channel is refused naming currencyId', () => {
    for (const payCurrency of [undefined, { ...usdt, channelId: 5 }]) {
      expect(decideRecharge(rechargeRows({ payCurrency }), rechargeRequest())).toMatchObject({
        rule: 'F6',
        field: 'currencyId',
        code: 404,
      });
    }
  });

  it('X6: another currency without a valid quote is refused naming quote', () => {
    expect(decideRecharge(rechargeRows({ payCurrency: usdt }), rechargeRequest())).toMatchObject({
      rule: 'X6',
      field: 'quote',
      code: 404,
    });
  });

  it('F6: the account amount must reach the larger of minChargeAmount and the channel minimum (405)', () => {
    expect(decideRecharge(rechargeRows(), rechargeRequest({ amountMinor: inr('99.99') }))).toMatchObject({
      rule: 'F6',
      field: 'amount',
      code: 405,
      values: { min: '100.00' },
    });
    expect(decideRecharge(rechargeRows({ minChargeMinor: inr('600') }), rechargeRequest())).toMatchObject({
      code: 405,
      values: { min: '600.00' },
    });
    expect(decideRecharge(rechargeRows(), rechargeRequest({ amountMinor: inr('100') })).ok).toBe(true);
  });

  it('F5: evidence that is not the user own upload is refused last, naming evidence', () => {
    expect(decideRecharge(rechargeRows({ evidenceUpload: undefined }), rechargeRequest())).toMatchObject({
      rule: 'F5',
      field: 'evidence',
      code: 404,
    });
    // Refused in the order of the checks: a too small amount answers 405 before the evidence's 404.
    expect(
      decideRecharge(rechargeRows({ evidenceUpload: undefined }), rechargeRequest({ amountMinor: inr('1') })),
    ).toMatchObject({ code: 405 });
  });
});

const withdrawalRows = (change: Partial<WithdrawalRows> = {}): WithdrawalRows => ({
  kycPassed: true,
  accountCurrency: 'INR',
  minWithdrawMinor: inr('100'),
  payoutCurrency: null,
  quotedRate: null,
  payoutAccount: { bankId: 2, walletId: null, masked: 'HDFC ****1234' },
  availableMinor: inr('1000'),
  withdrawalId: 77,
  ...change,
});

const withdrawalRequest = { userId: 3, type: 'bank' as const, amountMinor: inr('400'), remark: null };

describe('decideWithdrawal', () => {
  it('F3, R1: a withdrawal within available is filed and its amount held, available → locked, named after it', () => {
    const decided = decideWithdrawal(withdrawalRows(), withdrawalRequest);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.row).toEqual({
      id: 77,
      userId: 3,
      type: 'bank',
      bankId: 2,
      walletId: null,
      accountMasked: 'HDFC ****1234',
      currencyId: null,
      currency: 'INR',
      amountMinor: inr('400'),
      fx: null,
      remark: null,
    });
    expect(decided.value.posting).toHaveLength(1);
    expect(decided.value.posting[0]).toMatchObject({
      idempotencyId: 'withdraw:77:request/hold',
      type: EntryType.WITHDRAW,
      amountMinor: inr('400'),
      debitAccount: { userId: 3, kind: 'available', currency: 'INR' },
      creditAccount: { userId: 3, kind: 'locked', currency: 'INR' },
    });
  });

  it('F3: exactly the available balance may be withdrawn; a unit more is refused (407)', () => {
    expect(decideWithdrawal(withdrawalRows({ availableMinor: inr('400') }), withdrawalRequest).ok).toBe(true);
    expect(decideWithdrawal(withdrawalRows({ availableMinor: inr('399.99') }), withdrawalRequest)).toMatchObject({
      ok: false,
      rule: 'F3',
      field: 'amount',
      code: 407,
    });
  });

  it('X6: a USDT payout is asked in USDT and holds its conversion at the quoted rate', () => {
    const rows = withdrawalRows({ payoutCurrency: { id: 6, code: 'USDT' }, quotedRate: USDT_PAY_RATE });
    const decided = decideWithdrawal(rows, { ...withdrawalRequest, amountMinor: inr('5') });
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.row).toMatchObject({
      currencyId: 6,
      amountMinor: inr('420.50'),
      fx: { fxCurrency: 'USDT', fxAmountMinor: inr('5'), fxRate: '84.10' },
    });
    expect(decided.value.posting[0]?.amountMinor).toBe(inr('420.50'));
  });

  it('F6, X6: its terms refuse in order, KYC, then the quote, then the minimum (406), before the balance', () => {
    const poor = { availableMinor: minor(0n) };
    expect(decideWithdrawal(withdrawalRows({ ...poor, kycPassed: false }), withdrawalRequest)).toMatchObject({
      rule: 'F6',
      code: 404,
    });
    const unquoted = withdrawalRows({ ...poor, payoutCurrency: { id: 6, code: 'USDT' } });
    expect(decideWithdrawal(unquoted, withdrawalRequest)).toMatchObject({ rule: 'X6', field: 'quote', code: 404 });
    expect(decideWithdrawal(withdrawalRows(poor), { ...withdrawalRequest, amountMinor: inr('99.99') })).toMatchObject({
      rule: 'F6',
      field: 'amount',
      code: 406,
      values: { min: '100.00' },
    });
  });

  it('F6: the terms alone decide the account amount, with no balance or id', () => {
    expect(decideWithdrawalTerms(withdrawalRows(), withdrawalRequest)).toEqual({
      ok: true,
      value: { amountMinor: inr('400'), fx: null },
    });
    expect(decideWithdrawalTerms(withdrawalRows({ kycPassed: false }), withdrawalRequest).ok).toBe(false);
  });
});
