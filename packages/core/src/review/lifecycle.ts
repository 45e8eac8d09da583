import { type Decision, refuse } from '../failure';
import type { AccountSet } from '../ledger/accounts';
import {
  postAdjustment,
  postConvertedDeposit,
  postConvertedWithdrawPaid,
  postDeposit,
  postWithdrawPaid,
  postWithdrawRejected,
} from '../ledger/rules-funds';
import type { Posting } from '../ledger/transfer';
import { type LifecycleStatus, stampStatus } from '../lifecycle';
import type { Minor } from '../money';

/**
 * The one review lifecycle (docs/SPEC.md R1–R3). A customer's request is submitted, and staff decide
 * it once: approved, rejected, or (a withdrawal) approved and then paid. Recharges, withdrawals,
 * identity (KYC) submissions, institutional applications and balance corrections all follow it;
 * each kind names its stored statuses and which decisions it allows from where, and the posting each
 * decision makes is written here too, so a decision that moves money is decided in one place.
 */
export type ReviewKind = 'recharge' | 'withdrawal' | 'kyc' | 'institution' | 'correction' | 'setting';

/** What staff may decide: approve, reject, or (a withdrawal already approved) mark it paid. */
export type ReviewAction = 'approve' | 'reject' | 'pay';

/** The phases every kind's statuses map onto. */
export type ReviewPhase = 'submitted' | 'approved' | 'rejected' | 'paid';

interface Transition<S extends string> {
  readonly from: readonly S[];
  readonly to: S;
}

/** A kind's lifecycle: for each action it allows, the statuses it starts from and the one it leads to. */
export interface ReviewLifecycle<S extends string = string, A extends ReviewAction = ReviewAction> {
  readonly kind: ReviewKind;
  /** The status a new request is stored with. */
  readonly submitted: S;
  readonly transitions: { readonly [K in A]: Transition<S> };
  /** The phase of each status (for screens and invariants that do not care which kind it is). */
  readonly phases: { readonly [K in S]: ReviewPhase };
}

function lifecycle<const S extends string, const A extends ReviewAction>(
  definition: ReviewLifecycle<S, A>,
): ReviewLifecycle<S, A> {
  return definition;
}

/** R1: a recharge is decided once, UNDER → PASS | REJECT. */
export const RECHARGE_REVIEW = lifecycle({
  kind: 'recharge',
  submitted: 'UNDER',
  transitions: { approve: { from: ['UNDER'], to: 'PASS' }, reject: { from: ['UNDER'], to: 'REJECT' } },
  phases: { UNDER: 'submitted', PASS: 'approved', REJECT: 'rejected' },
});

/** R1: a withdrawal moves UNDER → PASS → PAID, or UNDER | PASS → REJECT (F4). */
export const WITHDRAWAL_REVIEW = lifecycle({
  kind: 'withdrawal',
  submitted: 'UNDER',
  transitions: {
    approve: { from: ['UNDER'], to: 'PASS' },
    pay: { from: ['PASS'], to: 'PAID' },
    reject: { from: ['UNDER', 'PASS'], to: 'REJECT' },
  },
  phases: { UNDER: 'submitted', PASS: 'approved', PAID: 'paid', REJECT: 'rejected' },
});

/** R1: an identity submission is decided once, CREDITING → PASS | REJECT. */
export const KYC_REVIEW = lifecycle({
  kind: 'kyc',
  submitted: 'CREDITING',
  transitions: { approve: { from: ['CREDITING'], to: 'PASS' }, reject: { from: ['CREDITING'], to: 'REJECT' } },
  phases: { CREDITING: 'submitted', PASS: 'approved', REJECT: 'rejected' },
});

/** R1: an institutional application is decided once, UNDER → PASS | REJECT. */
export const INSTITUTION_REVIEW = lifecycle({
  kind: 'institution',
  submitted: 'UNDER',
  transitions: { approve: { from: ['UNDER'], to: 'PASS' }, reject: { from: ['UNDER'], to: 'REJECT' } },
  phases: { UNDER: 'submitted', PASS: 'approved', REJECT: 'rejected' },
});

/** R1: a balance correction is decided once, PROPOSED → APPROVED | REJECTED (C1). */
export const CORRECTION_REVIEW = lifecycle({
  kind: 'correction',
  submitted: 'PROPOSED',
  transitions: { approve: { from: ['PROPOSED'], to: 'APPROVED' }, reject: { from: ['PROPOSED'], to: 'REJECTED' } },
  phases: { PROPOSED: 'submitted', APPROVED: 'approved', REJECTED: 'rejected' },
});

/** R1: a proposed change of a platform setting is decided once by a second admin (S8). */
export const SETTING_CHANGE_REVIEW = lifecycle({
  kind: 'setting',
  submitted: 'PROPOSED',
  transitions: { approve: { from: ['PROPOSED'], to: 'APPROVED' }, reject: { from: ['PROPOSED'], to: 'REJECTED' } },
  phases: { PROPOSED: 'submitted', APPROVED: 'approved', REJECTED: 'rejected' },
});

/** The code a decision on a request in the wrong status answers (R2: abnormal data). */
const WRONG_STATE_CODE = 404;

/**
 * R2: the status a decision leads to, or R2's refusal (about the request's `id`) when the request's
 * current status is not one the action starts from (already decided, or a withdrawal paid before it
 * was approved).
 */
export function reviewTransition<S extends string, A extends ReviewAction>(
  review: ReviewLifecycle<S, A>,
  action: A,
  from: S,
): Decision<{ from: S; to: LifecycleStatus<S> }> {
  const rule = review.transitions[action];
  if (rule.from.includes(from)) return { ok: true, value: { from, to: stampStatus(rule.to) } };
  return refuse('R2', 'id', WRONG_STATE_CODE, `cannot ${action} a ${review.kind} that is ${from}`, { from, action });
}

/** Every status a kind's column may hold (LC1): the statuses its phases name. */
export function reviewStates<S extends string>(review: {
  readonly phases: { readonly [K in S]: ReviewPhase };
}): readonly S[] {
  // Object.keys forgets the key type; the guard gives it back without a cast.
  return Object.keys(review.phases).filter((status): status is S => status in review.phases);
}

/** A request that moves money when decided: whose, in which currency, how much. */
export interface ReviewedMoney {
  readonly id: number;
  readonly userId: number;
  readonly currency: string;
  readonly amountMinor: Minor;
  /**
   * A request made in another currency (USDT, X6): its amount there and the quoted rate; the account
   * amount above is its conversion. Absent for a request in the account's currency.
   */
  readonly converted?: { readonly currency: string; readonly amountMinor: Minor; readonly rate: string } | undefined;
}

function conversionOf(request: ReviewedMoney) {
  const c = request.converted;
  return c === undefined
    ? null
    : {
        instrumentCurrency: c.currency,
        instrumentAmountMinor: c.amountMinor,
        accountCurrency: request.currency,
        accountAmountMinor: request.amountMinor,
        rate: c.rate,
      };
}

/**
 * R3: the posting a recharge decision makes: approval credits the amount once (type 1, idempotency
 * id `charge:<id>:approve`, F1); a rejection moves nothing.
 */
export function rechargeDecisionPosting(request: ReviewedMoney, action: 'approve' | 'reject'): Posting | null {
  if (action !== 'approve') return null;
  const ref = `charge:${request.id}`;
  const ctx = { userId: request.userId, currency: request.currency, ref, eventId: `${ref}:approve` };
  // X6: a recharge in USDT credits its conversion at the rate the customer confirmed, recorded on the entry.
  const conversion = conversionOf(request);
  return conversion === null ? postDeposit(ctx, request.amountMinor) : postConvertedDeposit(ctx, conversion);
}

/**
 * R3: the posting a withdrawal decision makes (F2): approval moves nothing (the amount stays held);
 * payment moves exactly the held amount out (type 2, with the payout reference); rejection returns
 * exactly the held amount (type 13).
 */
export function withdrawalDecisionPosting(
  request: ReviewedMoney,
  decision: { action: 'approve' } | { action: 'pay'; reference: string } | { action: 'reject'; reason: string },
): Posting | null {
  const ref = `withdraw:${request.id}`;
  const ctx = { userId: request.userId, currency: request.currency, ref };
  switch (decision.action) {
    case 'approve':
      return null;
    case 'pay': {
      const conversion = conversionOf(request);
      return conversion === null
        ? postWithdrawPaid({ ...ctx, eventId: `${ref}:paid` }, request.amountMinor, decision.reference)
        : postConvertedWithdrawPaid({ ...ctx, eventId: `${ref}:paid` }, conversion, decision.reference);
    }
    case 'reject':
      return postWithdrawRejected({ ...ctx, eventId: `${ref}:rejected` }, request.amountMinor, decision.reason);
  }
}

/**
 * R3: the posting a correction decision makes (C1): approval posts one type-16 transfer against the
 * platform's adjustments account, the reason as its remark; a rejection moves nothing.
 */
export function correctionDecisionPosting(
  request: ReviewedMoney & {
    readonly accountSet: AccountSet;
    readonly direction: 'credit' | 'debit';
    readonly reason: string;
  },
  action: 'approve' | 'reject',
): Posting | null {
  if (action !== 'approve') return null;
  const ref = `correction:${request.id}`;
  return postAdjustment(
    { userId: request.userId, currency: request.currency, ref, eventId: `${ref}:approve` },
    request.accountSet,
    request.direction,
    request.amountMinor,
    request.reason,
  );
}
