// Proves the staff review decision (docs/adr/0024, SPEC R2, R3, C1): the lifecycle's move with the kind's posting, or one RuleFailure naming the rule, in a fixed order, without a database.
import { describe, expect, it } from 'vitest';
import {
  CORRECTION_REVIEW,
  correctionDecisionPosting,
  correctionRefusal,
  decideStaffReview,
  EntryType,
  INSTITUTION_REVIEW,
  minor,
  type ReviewKindRules,
  type ReviewRows,
} from '../../src';
import { AssertionFailure } from '../../src/assert';

interface Correction {
  readonly id: number;
  readonly userId: number;
  readonly status: 'PROPOSED' | 'APPROVED' | 'REJECTED';
  readonly currency: string;
  readonly accountSet: 'real' | 'virtual';
  readonly direction: 'credit' | 'debit';
  readonly amountMinor: bigint;
  readonly reason: string;
  readonly proposedBy: number;
}

type Action = 'approve' | 'reject';

const correction: ReviewKindRules<Correction, Correction['status'], Action, { readonly action: Action }> = {
  lifecycle: CORRECTION_REVIEW,
  statusOf: (row) => row.status,
  refuse: (rows, decision, staffId) => correctionRefusal(rows, decision.action, staffId),
  posting: (row, decision) =>
    correctionDecisionPosting({ ...row, amountMinor: minor(row.amountMinor) }, decision.action),
};

const PROPOSER = 7;
const APPROVER = 8;

const rows = (change: Partial<Correction> = {}, availableMinor: bigint | null = 50_000n): ReviewRows<Correction> => ({
  request: {
    id: 4,
    userId: 3,
    status: 'PROPOSED',
    currency: 'INR',
    accountSet: 'real',
    direction: 'debit',
    amountMinor: 20_000n,
    reason: 'duplicate deposit',
    proposedBy: PROPOSER,
    ...change,
  },
  availableMinor: availableMinor === null ? null : minor(availableMinor),
});

describe('decideStaffReview', () => {
  it('R3, C1: an approved correction moves its status by the lifecycle and plans one type-16 posting named after it', () => {
    const decided = decideStaffReview(correction, rows(), { action: 'approve' }, APPROVER);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value).toMatchObject({ from: 'PROPOSED', to: 'APPROVED', decision: { action: 'approve' } });
    expect(decided.value.posting).toHaveLength(1);
    expect(decided.value.posting?.[0]).toMatchObject({
      idempotencyId: expect.stringMatching(/^correction:4:approve/),
      type: EntryType.ADJUSTMENT,
      amountMinor: 20_000n,
    });
  });

  it('R3: a rejection moves nothing', () => {
    const decided = decideStaffReview(correction, rows(), { action: 'reject' }, PROPOSER);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value).toMatchObject({ to: 'REJECTED', posting: null });
  });

  it('R2: a decided request is refused first, before the kind’s own refusal', () => {
    const decided = decideStaffReview(correction, rows({ status: 'APPROVED' }), { action: 'approve' }, PROPOSER);
    expect(decided).toMatchObject({ ok: false, rule: 'R2', code: 404 });
  });

  it('C1: the proposer’s own approval is refused (403), before the balance', () => {
    const own = decideStaffReview(correction, rows({}, 0n), { action: 'approve' }, PROPOSER);
    expect(own).toMatchObject({ ok: false, rule: 'C1', code: 403 });
  });

  it('C1: a debit beyond the available balance is refused (407); up to it, and any credit, is planned', () => {
    expect(decideStaffReview(correction, rows({}, 19_999n), { action: 'approve' }, APPROVER)).toMatchObject({
      ok: false,
      rule: 'C1',
      field: 'amount',
      code: 407,
    });
    expect(decideStaffReview(correction, rows({}, 20_000n), { action: 'approve' }, APPROVER).ok).toBe(true);
    const credit = rows({ direction: 'credit' }, null);
    expect(decideStaffReview(correction, credit, { action: 'approve' }, APPROVER).ok).toBe(true);
  });

  it('C1: a debit decided without its balance is a bug, not a refusal', () => {
    expect(() => decideStaffReview(correction, rows({}, null), { action: 'approve' }, APPROVER)).toThrow(
      AssertionFailure,
    );
  });

  it('R2: a kind without refusal or posting only moves its status', () => {
    const institution: ReviewKindRules<
      { status: 'UNDER' | 'PASS' | 'REJECT' },
      'UNDER' | 'PASS' | 'REJECT',
      Action,
      { action: Action }
    > = {
      lifecycle: INSTITUTION_REVIEW,
      statusOf: (row) => row.status,
    };
    const decided = decideStaffReview(
      institution,
      { request: { status: 'UNDER' }, availableMinor: null },
      { action: 'approve' },
      1,
    );
    expect(decided).toMatchObject({ ok: true, value: { from: 'UNDER', to: 'PASS', posting: null } });
    expect(
      decideStaffReview(institution, { request: { status: 'PASS' }, availableMinor: null }, { action: 'reject' }, 1),
    ).toMatchObject({ ok: false, rule: 'R2' });
  });
});
