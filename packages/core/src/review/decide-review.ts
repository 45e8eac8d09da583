import { assert } from '../assert';
import { type Decision, type RuleFailure, refuse } from '../failure';
import type { Posting } from '../ledger/transfer';
import type { LifecycleStatus } from '../lifecycle';
import type { Minor } from '../money';
import { type ReviewAction, type ReviewLifecycle, reviewTransition } from './lifecycle';

/** A kind's rules of review, pure: its lifecycle, its own refusal and the posting a decision makes. */
export interface ReviewKindRules<Row, S extends string, A extends ReviewAction, D extends { readonly action: A }> {
  readonly lifecycle: ReviewLifecycle<S, A>;
  statusOf(row: Row): S;
  /** A refusal particular to this kind, checked after the transition (C1: not one's own correction). */
  refuse?(rows: ReviewRows<Row>, decision: D, staffId: number): RuleFailure | null;
  /** The posting core's lifecycle says this decision makes, or null. */
  posting?(row: Row, decision: D): Posting | null;
}

/** What a staff decision is decided on: the request row, locked. */
export interface ReviewRows<Row> {
  readonly request: Row;
  /**
   * The available balance the decision's posting would debit, locked, when the kind reads one (a
   * correction's debit, C1); else null.
   */
  readonly availableMinor: Minor | null;
}

/** A decision's plan: the status move of the lifecycle, the decision, and its posting (null: none). */
export interface ReviewPlan<Row, S extends string, D> {
  readonly request: Row;
  readonly from: S;
  readonly to: LifecycleStatus<S>;
  readonly decision: D;
  readonly posting: Posting | null;
}

/**
 * Decides a staff decision on a request (R1–R4), refused in this order: a status the action does not
 * start from (R2), the kind's own refusal (C1); else the lifecycle's move and the posting the kind
 * says the decision makes.
 */
export function decideStaffReview<Row, S extends string, A extends ReviewAction, D extends { readonly action: A }>(
  kind: ReviewKindRules<Row, S, A, D>,
  rows: ReviewRows<Row>,
  decision: D,
  staffId: number,
): Decision<ReviewPlan<Row, S, D>> {
  const transition = reviewTransition(kind.lifecycle, decision.action, kind.statusOf(rows.request));
  if (!transition.ok) return transition;
  const refusal = kind.refuse?.(rows, decision, staffId) ?? null;
  if (refusal !== null) return refusal;
  const posting = kind.posting?.(rows.request, decision) ?? null;
  return { ok: true, value: { request: rows.request, ...transition.value, decision, posting } };
}

/**
 * C1: a correction is approved by a staff member other than its proposer (403), and a debit never
 * overdraws the available balance it is decided on (407).
 */
export function correctionRefusal(
  rows: ReviewRows<{
    readonly proposedBy: number;
    readonly direction: 'credit' | 'debit';
    readonly amountMinor: bigint;
  }>,
  action: 'approve' | 'reject',
  staffId: number,
): RuleFailure | null {
  if (action !== 'approve') return null;
  const { request, availableMinor } = rows;
  if (request.proposedBy === staffId) return refuse('C1', 'id', 403, 'cannot approve a correction one proposed');
  if (request.direction === 'credit') return null;
  assert(availableMinor !== null, 'C1: a correction debit is decided on the available balance it debits');
  return request.amountMinor > availableMinor
    ? refuse('C1', 'amount', 407, 'a debit cannot overdraw the available balance')
    : null;
}
