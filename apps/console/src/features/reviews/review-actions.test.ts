// Proves each queue offers exactly the decisions its status allows, and how decision texts become payloads.
import { describe, expect, it } from 'vitest';
import { sumCounts } from './queue-counts';
import {
  decisionField,
  institutionActions,
  KYC_TABS,
  kycActions,
  notePayload,
  paidPayload,
  RECHARGE_TABS,
  reasonPayload,
  rechargeActions,
  tabStatus,
  WITHDRAW_TABS,
  withdrawActions,
} from './review-actions';

describe('allowed actions by status', () => {
  it('decides a recharge only while it waits', () => {
    expect(rechargeActions('UNDER')).toEqual(['approve', 'reject']);
    expect(rechargeActions('PASS')).toEqual([]);
    expect(rechargeActions('REJECT')).toEqual([]);
  });

  it('approves a waiting withdrawal, pays an approved one, rejects either, and leaves paid or rejected alone', () => {
    expect(withdrawActions('UNDER')).toEqual(['approve', 'reject']);
    expect(withdrawActions('PASS')).toEqual(['paid', 'reject']);
    expect(withdrawActions('PAID')).toEqual([]);
    expect(withdrawActions('REJECT')).toEqual([]);
  });

  it('passes or rejects KYC only while it is in review', () => {
    expect(kycActions('CREDITING')).toEqual(['pass', 'reject']);
    for (const status of ['UNDER', 'PASS', 'REJECT'] as const) expect(kycActions(status)).toEqual([]);
  });

  it('decides an institutional application only while it waits', () => {
    expect(institutionActions('UNDER')).toEqual(['approve', 'reject']);
    expect(institutionActions('PASS')).toEqual([]);
  });

  it('asks a reason to reject, a reference to mark paid, and an optional note otherwise', () => {
    expect(decisionField('reject')).toBe('reason');
    expect(decisionField('paid')).toBe('reference');
    expect(decisionField('approve')).toBe('note');
    expect(decisionField('pass')).toBe('note');
  });
});

describe('decision payloads', () => {
  it('leaves a blank note out and trims a given one', () => {
    expect(notePayload(7, '   ')).toEqual({ id: 7 });
    expect(notePayload(7, ' checked UTR ')).toEqual({ id: 7, reason: 'checked UTR' });
  });

  it('trims reasons and payout references', () => {
    expect(reasonPayload(3, ' blurred image ')).toEqual({ id: 3, reason: 'blurred image' });
    expect(paidPayload(3, ' UTR123456 ')).toEqual({ id: 3, reference: 'UTR123456' });
  });
});

describe('queue tabs and counts', () => {
  it('opens on the work still to do unless the URL names another tab', () => {
    expect(tabStatus(RECHARGE_TABS, null)).toBe('UNDER');
    expect(tabStatus(KYC_TABS, null)).toBe('CREDITING');
    expect(tabStatus(WITHDRAW_TABS, 'PAID')).toBe('PAID');
    expect(tabStatus(WITHDRAW_TABS, 'BOGUS')).toBe('UNDER');
  });

  it('adds the waiting and the to-pay withdrawals into one count; unanswered counts add nothing', () => {
    expect(
      sumCounts([
        { path: 'recharges', total: 2 },
        { path: 'withdrawals', total: 1 },
        { path: 'withdrawals', total: 4 },
        { path: 'kyc', total: undefined },
      ]),
    ).toEqual({ recharges: 2, withdrawals: 5, kyc: 0 });
  });
});
