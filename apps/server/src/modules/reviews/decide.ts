import { Code, type ReviewEvent } from '@demo/contract';
import {
  type LifecycleStatus,
  type Posting,
  type ReviewAction,
  type ReviewLifecycle,
  reviewTransition,
} from '@demo/core';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { type PostFailure, post } from '../../ledger/service';
import { type Failure, fail, type Localized, ok, type Result, refused } from '../../lib/result';
import { insertAudit } from '../audit';
import { announceDecision, type FundsDeps, fundsMessages } from '../funds';

/**
 * The one way staff decide a customer's request (docs/SPEC.md R1–R4): recharges, withdrawals,
 * identity submissions, institutional applications and balance corrections. `decideReview` locks
 * the request row, checks the transition against core's review lifecycle, makes the posting core
 * says the decision makes, writes the new status and the audit row, all in one transaction (a
 * refusal anywhere rolls everything back), then announces the decision to the customer's screens
 * and answers the request as the review queue shows it. A kind supplies only its rows and words.
 */

/** A staff decision: the lifecycle's action and the fields it carries. */
export interface Decision<A extends ReviewAction = ReviewAction> {
  readonly action: A;
  readonly reason?: string | undefined;
}

/** What one decision changes, as the kind's write and audit see it. */
export interface DecisionChange<S extends string, D> {
  readonly from: S;
  readonly to: LifecycleStatus<S>;
  readonly decision: D;
  readonly staffId: number;
  /** The first transfer of the decision's posting, when it made one. */
  readonly transferId: number | null;
}

/** An audit entry, but for who, where and when, which decideReview fills in (S1). */
export interface ReviewAudit {
  readonly action: string;
  readonly target: string;
  readonly reason: string | null;
  readonly detail: Record<string, unknown>;
}

export interface ReviewSpec<Row, S extends string, A extends ReviewAction, D extends Decision<A>, View> {
  /** Core's lifecycle of this kind: which actions lead from which status to which. */
  readonly lifecycle: ReviewLifecycle<S, A>;
  /** The kind as the customer's review event names it. */
  readonly event: ReviewEvent['kind'];
  /** Said when the request's status does not allow the action. */
  readonly wrongState: Localized;
  /** Reads and locks the request row (FOR UPDATE), or undefined when there is none. */
  lock(tx: Tx, id: number): Promise<Row | undefined>;
  statusOf(row: Row): S;
  userIdOf(row: Row): number;
  /** A refusal particular to this kind, checked after the transition (C1: not one's own correction). */
  refuse?(row: Row, decision: D, who: StaffSession): Failure | null;
  /** The posting core's lifecycle says this decision makes, or null. */
  posting?(row: Row, decision: D): Posting | null;
  /** A posting the ledger refuses is a bug, unless this names it an expected failure (C1: 407). */
  postingRefused?(error: PostFailure): Failure | null;
  /** Writes the new status and the decision's fields on the locked row. */
  write(tx: Tx, row: Row, change: DecisionChange<S, D>): Promise<void>;
  audit(row: Row, change: DecisionChange<S, D>): ReviewAudit;
  /** Whether the decision moved money, so fresh balances are pushed after commit. */
  movesMoney(decision: D): boolean;
  /** The request as the review queue shows it, read after commit. */
  view(deps: FundsDeps, id: number): Promise<View | undefined>;
}

export async function decideReview<Row, S extends string, A extends ReviewAction, D extends Decision<A>, View>(
  deps: FundsDeps,
  who: StaffSession,
  spec: ReviewSpec<Row, S, A, D, View>,
  id: number,
  decision: D,
  ip: string,
): Promise<Result<View>> {
  const outcome = await inTransaction(deps.db, async (tx) => {
    const row = await spec.lock(tx, id);
    if (!row) return fail(Code.ABNORMAL_DATA, fundsMessages.notFound);
    const transition = reviewTransition(spec.lifecycle, decision.action, spec.statusOf(row));
    if (!transition.ok) return refused(transition, spec.wrongState);
    const kindRefusal = spec.refuse?.(row, decision, who) ?? null;
    if (kindRefusal) return kindRefusal;
    let transferId: number | null = null;
    const posting = spec.posting?.(row, decision) ?? null;
    if (posting) {
      const posted = await post(tx, posting);
      if (!posted.ok) {
        const expected = spec.postingRefused?.(posted.error) ?? null;
        if (expected) return expected;
        throw new Error(`${spec.lifecycle.kind} ${id} ${decision.action} could not be posted: ${posted.error.detail}`);
      }
      transferId = posted.value[0]?.id ?? null;
    }
    const change = { ...transition.value, decision, staffId: who.staffId, transferId };
    await spec.write(tx, row, change);
    await insertAudit(tx, { staffId: who.staffId, ...spec.audit(row, change), ip });
    return ok({ userId: spec.userIdOf(row), status: change.to });
  });
  if (!outcome.ok) return outcome;
  await announceDecision(
    deps,
    outcome.body.userId,
    { kind: spec.event, id, status: outcome.body.status },
    spec.movesMoney(decision),
  );
  const view = await spec.view(deps, id);
  if (view === undefined) throw new Error(`${spec.lifecycle.kind} ${id} vanished after its decision`);
  return ok(view);
}
