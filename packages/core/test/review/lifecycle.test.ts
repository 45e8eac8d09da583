// Proves the one review lifecycle: every kind's decisions lead only where its table says, each is
// made once, and the posting of a decision moves exactly the request's amount (SPEC R1–R3).
import { describe, expect, it } from 'vitest';
import {
  CORRECTION_REVIEW,
  correctionDecisionPosting,
  EntryType,
  INSTITUTION_REVIEW,
  KYC_REVIEW,
  minor,
  RECHARGE_REVIEW,
  type ReviewLifecycle,
  rechargeDecisionPosting,
  reviewTransition,
  WITHDRAWAL_REVIEW,
  withdrawalDecisionPosting,
} from '../../src';

// Every kind has approve and reject; the withdrawal's pay is checked through the same loop.
const ALL: ReviewLifecycle<string, 'approve' | 'reject'>[] = [
  RECHARGE_REVIEW,
  WITHDRAWAL_REVIEW,
  KYC_REVIEW,
  INSTITUTION_REVIEW,
  CORRECTION_REVIEW,
];

describe('review lifecycles', () => {
  // SPEC R1
  it('R1: every kind starts submitted and each decision leads out of a submitted or approved status only', () => {
    for (const review of ALL) {
      expect(review.phases[review.submitted]).toBe('submitted');
      for (const rule of Object.values<{ from: readonly string[]; to: string }>(review.transitions)) {
        for (const from of rule.from) expect(['submitted', 'approved']).toContain(review.phases[from]);
        expect(review.phases[rule.to]).not.toBe('submitted');
      }
    }
  });

  // SPEC R2
  it('R2: a decided request cannot be decided again; a withdrawal is paid only once approved', () => {
    for (const review of ALL) {
      for (const [action, rule] of Object.entries<{ from: readonly string[]; to: string }>(review.transitions)) {
        for (const status of Object.keys(review.phases)) {
          const outcome = reviewTransition(review, action as 'approve' | 'reject', status);
          expect(outcome.ok).toBe(rule.from.includes(status));
          if (outcome.ok) expect(outcome.value).toEqual({ from: status, to: rule.to });
        }
      }
    }
    expect(reviewTransition(WITHDRAWAL_REVIEW, 'pay', 'UNDER')).toMatchObject({
      ok: false,
      rule: 'R2',
      field: 'id',
      code: 404,
    });
    expect(reviewTransition(WITHDRAWAL_REVIEW, 'reject', 'PASS')).toEqual({
      ok: true,
      value: { from: 'PASS', to: 'REJECT' },
    });
    expect(reviewTransition(WITHDRAWAL_REVIEW, 'reject', 'PAID')).toMatchObject({
      ok: false,
      rule: 'R2',
      field: 'id',
      code: 404,
    });
    expect(reviewTransition(CORRECTION_REVIEW, 'approve', 'REJECTED')).toMatchObject({
      ok: false,
      rule: 'R2',
      field: 'id',
      code: 404,
    });
  });

  // SPEC R3
  it('R3: only an approved recharge, a paid or rejected withdrawal and an approved correction post, each its exact amount', () => {
    const request = { id: 7, userId: 3, currency: 'INR', amountMinor: minor(12_345n) };
    const deposit = rechargeDecisionPosting(request, 'approve');
    expect(deposit?.map((t) => [t.type, t.amountMinor, t.idempotencyId.split('/')[0]])).toEqual([
      [EntryType.RECHARGE, 12_345n, 'charge:7:approve'],
    ]);
    expect(rechargeDecisionPosting(request, 'reject')).toBeNull();

    expect(withdrawalDecisionPosting(request, { action: 'approve' })).toBeNull();
    const paid = withdrawalDecisionPosting(request, { action: 'pay', reference: 'UTR123' });
    expect(paid?.map((t) => [t.amountMinor, t.idempotencyId.split('/')[0]])).toEqual([[12_345n, 'withdraw:7:paid']]);
    const returned = withdrawalDecisionPosting(request, { action: 'reject', reason: 'name mismatch' });
    expect(returned?.map((t) => [t.amountMinor, t.idempotencyId.split('/')[0]])).toEqual([
      [12_345n, 'withdraw:7:rejected'],
    ]);

    const correction = {
      ...request,
      accountSet: 'real' as const,
      direction: 'debit' as const,
      reason: 'duplicate credit',
    };
    const adjusted = correctionDecisionPosting(correction, 'approve');
    expect(adjusted?.map((t) => [t.amountMinor, t.idempotencyId.split('/')[0], t.remark])).toEqual([
      [12_345n, 'correction:7:approve', 'duplicate credit'],
    ]);
    expect(correctionDecisionPosting(correction, 'reject')).toBeNull();
  });
});
