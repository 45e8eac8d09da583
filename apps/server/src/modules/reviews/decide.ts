import { Code, type ReviewEvent } from '@demo/contract';
import {
  type Account,
  decideStaffReview,
  type LifecycleStatus,
  minor,
  type ReviewAction,
  type ReviewKindRules,
  type ReviewRows,
  type RuleFailure,
} from '@demo/core';
import type { Tx } from '../../db/client';
import { isFailure, together } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { nameOf } from '../../ledger/accounts';
import { executeMoneyWorkflow } from '../../ledger/money-workflow';
import { holdLocked } from '../../ledger/service';
import { lockUserAccounts } from '../../ledger/store';
import { fail, type Localized, ok, type Result, refused } from '../../lib/result';
import { insertAudit } from '../audit';
import { announceDecision, type FundsDeps, fundsMessages } from '../funds';

/**
 * The one way staff decide a customer's request (docs/SPEC.md R1–R4): recharges, withdrawals,
 * identity submissions, institutional applications and balance corrections, on the money executor
 * (docs/adr/0024). `decideReview` locks the request row (and the balance a debit is decided on), core
 * decides (`decideStaffReview`: the review lifecycle's move, the kind's refusal, its posting), and the
 * status, the decision's fields and the audit row go out with the posting in one transaction; then the
 * decision is announced to the customer's screens and the request answered as the review queue shows it.
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
  /**
   * The first transfer of the decision's posting, when it made one and the kind stores it
   * (`writeAfterPosting`); else null.
   */
  readonly transferId: number | null;
}

/** An audit entry, but for who, where and when, which decideReview fills in (S1). */
export interface ReviewAudit {
  readonly action: string;
  readonly target: string;
  readonly reason: string | null;
  readonly detail: Record<string, unknown>;
}

export interface ReviewSpec<Row, S extends string, A extends ReviewAction, D extends Decision<A>, View>
  extends ReviewKindRules<Row, S, A, D> {
  /** The kind as the customer's review event names it. */
  readonly event: ReviewEvent['kind'];
  /** Said when the request's status does not allow the action. */
  readonly wrongState: Localized;
  /** Said for the kind's own refusal (`refuse`), by its rule's code. */
  readonly refusedWords?: (failure: RuleFailure) => Localized;
  /** Reads and locks the request row (FOR UPDATE), or undefined when there is none. */
  lock(tx: Tx, id: number): Promise<Row | undefined>;
  userIdOf(row: Row): number;
  /** The user account whose available balance the decision is decided on (C1: a debit), locked after the row. */
  balanceOf?(row: Row, decision: D): Account | null;
  /** The row stores its posting's first transfer id (`DecisionChange.transferId`), so it is written after the posting. */
  readonly writeAfterPosting?: boolean;
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
  const done = await executeMoneyWorkflow(deps.db, {
    read: async (tx): Promise<ReviewRows<Row> | null> => {
      const request = await spec.lock(tx, id);
      if (request === undefined) return null;
      return { request, availableMinor: await lockedAvailable(tx, spec.balanceOf?.(request, decision) ?? null) };
    },
    decide: (rows) => decideStaffReview(spec, rows, decision, who.staffId),
    refusal: (failure) => refused(failure, failure.rule === 'R2' ? spec.wrongState : spec.refusedWords?.(failure)),
    postingOf: (plan) => plan.posting,
    write: async (tx, { request, from, to }, posted) => {
      const change = { from, to, decision, staffId: who.staffId, transferId: posted[0]?.id ?? null };
      const audit = { staffId: who.staffId, ...spec.audit(request, change), ip };
      await together(spec.write(tx, request, change), insertAudit(tx, audit));
      return { userId: spec.userIdOf(request), status: to };
    },
    ...(spec.writeAfterPosting === true ? { writeAfterPosting: true } : {}),
  });
  if (isFailure(done)) return done;
  if (done.written === null) return fail(Code.ABNORMAL_DATA, fundsMessages.notFound);
  const { userId, status } = done.written;
  await announceDecision(deps, userId, { kind: spec.event, id, status }, spec.movesMoney(decision));
  const view = await spec.view(deps, id);
  if (view === undefined) throw new Error(`${spec.lifecycle.kind} ${id} vanished after its decision`);
  return ok(view);
}

/**
 * The available balance of `account`, its row locked after the request's and held for the ledger, so
 * the posting debits it without a lock or a read of its own; null when the kind reads none.
 */
async function lockedAvailable(tx: Tx, account: Account | null): Promise<ReturnType<typeof minor> | null> {
  if (account === null) return null;
  const rows = await lockUserAccounts(tx, [nameOf(account)]);
  holdLocked(tx, rows);
  return minor(rows[0]?.balanceMinor ?? 0n);
}
