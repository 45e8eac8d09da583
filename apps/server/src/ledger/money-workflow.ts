import { Code } from '@demo/contract';
import type { Decision, Posting, RuleFailure } from '@demo/core';
import type pg from 'pg';
import type { Queryable, Tx } from '../db/client';
import { inGroupedTransaction } from '../db/group-commit';
import type { RidingRead } from '../db/prepared';
import { claimedBefore, claimRead, type RequestKey, storeReply } from '../db/request-keys';
import { isFailure, isUniqueViolation, Rollback, together } from '../db/transaction';
import { type Failure, fail } from '../lib/result';
import { holdLocked, type PostedTransfer, type PostOutcome, post } from './service';
import { accountRowsOf } from './store';

/** Rows answered by name: one array of rows per named read. */
export type NamedRows<Name extends string> = Readonly<Record<Name, readonly pg.QueryResultRow[]>>;

/**
 * Several postings of one plan, each its own (its own first id, replayed on its own), posted one after
 * another in this order so each sees the balances the one before left: a forced cover's closes (M3),
 * the overnight fees of the days a roll catches up (O8).
 */
export interface PostingsInOrder {
  readonly inOrder: readonly Posting[];
}

/**
 * One money workflow for the executor (docs/adr/0024): what it reads, how core decides, and how
 * the plan's rows are written. Everything else — the lock, BEGIN with its named reads, the locked
 * balances handed to the ledger, the one idempotency check, the posting, COMMIT and publishing after
 * it — is the executor's, the same for every workflow.
 */
export interface MoneyWorkflow<Began extends string, Rows, Plan, Written> {
  /**
   * The serialising advisory lock (the user's trading lock), taken with BEGIN; absent when `read`
   * takes it itself (the engine learns the user from the order it locks).
   */
  readonly lock?: readonly [number, number];
  /** The unit may share BEGIN and COMMIT with other users' units of the same moment (docs/adr/0009). */
  readonly groupCommit?: boolean;
  /** Reads sent in BEGIN's round trip after the lock (docs/adr/0004), by name; one left null is not sent and has no rows. */
  readonly withBegin?: Readonly<Record<Began, RidingRead | null>>;
  /** The named BEGIN read whose rows are the user's account rows locked FOR UPDATE, held for the ledger. */
  readonly lockedAccounts?: NoInfer<Began>;
  /**
   * Completes the rows the decision takes, from BEGIN's rows and any read of its own, by name; null
   * when there is nothing to decide (the engine's order is gone or has moved on).
   */
  readonly read: (tx: Tx, began: NamedRows<Began>) => Promise<Rows | null>;
  /** The pure core decision; a null plan changes nothing. */
  readonly decide: (rows: Rows) => Decision<Plan | null>;
  /**
   * A refusal of core as the reply's failure (its translation), given the rows it was decided on;
   * absent for a decision that never refuses (the engine's), whose refusal is then a bug and throws.
   */
  readonly refusal?: (failure: RuleFailure, rows: Rows) => Failure;
  /**
   * The plan's posting, or its postings in order (the first rides with the rows, each next after the
   * one before); null for a step that moves no money (a request filed for review).
   */
  readonly postingOf: (plan: Plan) => Posting | PostingsInOrder | null;
  /**
   * Writes the plan's rows (a status only by applying the plan's lifecycle events). Its statements go
   * out before the posting's, in the same step; a request id already used fails its insert. With
   * `writeAfterPosting` they go out after it, given the transfers it posted (else none).
   */
  readonly write: (tx: Tx, plan: Plan, posted: readonly PostedTransfer[]) => Promise<Written>;
  /**
   * The rows store an id of the posting's transfers, which the ledger assigns at their insert (a
   * correction's `transfer_id`, C1): they are written after the posting, which is then not the last.
   */
  readonly writeAfterPosting?: boolean;
  /**
   * The idempotency check (E7): what this request's id answered before, if anything. Asked only when
   * the request does not place afresh: when the decision refuses or the request id's insert fails.
   */
  readonly repeat?: (q: Queryable) => Promise<Written | undefined>;
  /** The posting is the transaction's last statement: its ids are new by construction (ledger `post`). */
  readonly postLast?: boolean;
  /** Reads sent in COMMIT's round trip, after it; their rows go to `publish`. */
  readonly withCommit?: readonly RidingRead[];
  /** Tells the users what changed, only after COMMIT; a failure there is logged, never a failed reply. */
  readonly publish?: (written: Written, committed: ReadonlyArray<readonly pg.QueryResultRow[]>) => Promise<void>;
}

/**
 * What the executor answers: the rows written (fresh), those a repeated request id wrote before, or
 * null when there was nothing to do.
 */
export interface Executed<Written> {
  readonly ok: true;
  readonly written: Written | null;
  readonly fresh: boolean;
}

/** The answer when there was nothing to do. */
const NOTHING = { ok: true, written: null, fresh: false } as const;

/**
 * A workflow keyed by the request key of its call (E7, db/request-keys.ts): the key is claimed first
 * in BEGIN's round trip, and the reply is stored with COMMIT for repeats to answer.
 */
export interface KeyedReply<Written, Reply> {
  /** The call's key; null when the payload carried no requestId (the call is then not retry safe). */
  readonly key: RequestKey | null;
  /** What the request answers, from the rows written: stored for repeats, so plain JSON. Asked once. */
  readonly replyOf: (written: Written) => Reply;
}

/** A keyed workflow's answer: its fresh reply, or the reply of the request that claimed the key first. */
export interface KeyedExecuted<Reply> {
  readonly ok: true;
  readonly reply: Reply;
  readonly fresh: boolean;
}

/** The key-claim answer inside the transaction: a repeat's first reply, never a written row. */
interface Repeated {
  readonly repeated: unknown;
}

/**
 * Runs a money workflow in one transaction (docs/adr/0024): BEGIN with the lock and the named reads;
 * the locked balances held for the ledger (no second lock or read); `read`, then core's `decide`;
 * a refusal rolls back unless the request id placed before (the first answer is the reply, E7);
 * else the plan's rows and its posting go out together, the posting last so COMMIT may ride with it
 * (docs/adr/0013), and a plan of several postings posts them in order (`PostingsInOrder`); after
 * COMMIT, `publish`. A posting refused for funds answers 407; any other
 * refusal of the ledger is a bug and throws.
 */
export async function executeMoneyWorkflow<Began extends string, Rows, Plan, Written>(
  db: Parameters<typeof inGroupedTransaction>[0],
  flow: MoneyWorkflow<Began, Rows, Plan, Written>,
): Promise<Executed<Written> | Failure> {
  const running = runUnit(db, flow, null);
  // A repeat whose checks pass again meets the request id's unique index at its insert: nothing of
  // it committed, and the first answer is the reply (the same check as a refused repeat's, E7).
  const done = await running.catch(async (error: unknown): Promise<Ran<Written>> => {
    const first = isUniqueViolation(error) ? await flow.repeat?.(db) : undefined;
    if (first === undefined) throw error;
    return { done: { ok: true, written: first, fresh: false }, committed: [] };
  });
  if (isFailure(done)) return done;
  const executed = done.done as Executed<Written>; // Sound: an unkeyed unit never answers Repeated.
  if (executed.fresh && executed.written !== null) await flow.publish?.(executed.written, done.committed);
  return executed;
}

/**
 * Runs a money workflow keyed by its call's request key (E7): the same unit as `executeMoneyWorkflow`,
 * with the key claimed first in BEGIN's round trip instead of `repeat`. A key already claimed answers
 * the first request's stored reply and runs nothing; a refusal rolls the claim back with everything
 * else, so a retry runs afresh; a fresh reply is stored in COMMIT's round trip, ahead of COMMIT (so
 * the posting is not the last statement).
 */
export async function executeKeyedWorkflow<Began extends string, Rows, Plan, Written, Reply>(
  db: Parameters<typeof inGroupedTransaction>[0],
  flow: Omit<MoneyWorkflow<Began, Rows, Plan, Written>, 'repeat' | 'postLast'>,
  keyed: KeyedReply<Written, Reply>,
): Promise<KeyedExecuted<Reply> | Failure> {
  const done = await runUnit(db, flow, keyed, keyed.key === null);
  if (isFailure(done)) return done;
  if ('repeated' in done.done) return { ok: true, reply: done.done.repeated as Reply, fresh: false }; // Sound: stored from replyOf.
  const { written } = done.done;
  // A keyed request always decides: its read and its decision refuse rather than answer nothing.
  if (written === null) throw new Error('a keyed money workflow had nothing to do');
  await flow.publish?.(written, done.committed);
  // The reply stored with COMMIT is the one answered: it was made once, from the rows written.
  return { ok: true, reply: done.reply as Reply, fresh: true }; // Sound: made by this call's replyOf.
}

interface Ran<Written> {
  readonly done: Executed<Written> | Repeated;
  /** A fresh keyed unit's reply, as stored with its key. */
  readonly reply?: unknown;
  readonly committed: ReadonlyArray<readonly pg.QueryResultRow[]>;
}

/** The one transaction of a workflow, keyed or not; the callers publish after it. */
async function runUnit<Began extends string, Rows, Plan, Written>(
  db: Parameters<typeof inGroupedTransaction>[0],
  flow: MoneyWorkflow<Began, Rows, Plan, Written>,
  keyed: KeyedReply<Written, unknown> | null,
  postLast = flow.postLast ?? true,
): Promise<Ran<Written> | Failure> {
  const key = keyed?.key ?? null;
  const withBegin: RidingRead[] = key === null ? [] : [claimRead(key)];
  const claimed = withBegin.length;
  const reads = flow.withBegin ?? ({} as Record<Began, RidingRead | null>); // Sound: no names, no reads.
  const named = Object.keys(reads) as Began[]; // Sound: the keys of a Record<Began, …>.
  for (const name of named) {
    const read = reads[name];
    if (read !== null) withBegin.push(read);
  }
  let committed: ReadonlyArray<readonly pg.QueryResultRow[]> = [];
  let reply: unknown;
  const done = await inGroupedTransaction(
    db,
    async (tx, beganRows): Promise<Executed<Written> | Repeated> => {
      if (key !== null && (beganRows[0] ?? []).length === 0) return { repeated: await claimedBefore(tx, key) };
      // Each name's rows in the order its read was sent; a name without a read has none.
      const began = {} as Record<Began, readonly pg.QueryResultRow[]>;
      let sent = claimed;
      for (const name of named) began[name] = reads[name] === null ? [] : (beganRows[sent++] ?? []);
      if (flow.lockedAccounts !== undefined) holdLocked(tx, accountRowsOf(began[flow.lockedAccounts]));
      const rows = await flow.read(tx, began);
      if (rows === null) return NOTHING;
      const decision = flow.decide(rows);
      if (!decision.ok) {
        const first = await flow.repeat?.(tx);
        if (first !== undefined) return { ok: true, written: first, fresh: false };
        if (flow.refusal === undefined)
          throw new Error(`${decision.rule}: ${decision.message} (from a decision that never refuses)`);
        throw new Rollback(flow.refusal(decision, rows));
      }
      const plan = decision.value;
      if (plan === null) return NOTHING;
      const ran = await writeAndPost(tx, flow, plan, postLast);
      if ('refused' in ran) {
        const outcome = ran.refused;
        if (outcome.error.code === 'insufficient_funds') throw new Rollback(fail(Code.INSUFFICIENT_BALANCE));
        throw new Error(`a money workflow's posting was refused: ${outcome.error.detail}`);
      }
      const { written } = ran;
      if (keyed !== null) {
        reply = keyed.replyOf(written);
        if (key !== null) storeReply(tx, key, reply);
      }
      return { ok: true, written, fresh: true };
    },
    {
      groupCommit: flow.groupCommit ?? false,
      withBegin,
      withCommit: flow.withCommit ?? [],
      onCommitted: (rows) => {
        committed = rows;
      },
      ...(flow.lock === undefined ? {} : { advisoryLock: flow.lock }),
    },
  );
  return isFailure(done) ? done : { done, committed, reply };
}

/** A plan's rows and its postings, the rows beside the postings or (`writeAfterPosting`) after them. */
async function writeAndPost<Plan, Written>(
  tx: Tx,
  flow: Pick<MoneyWorkflow<string, unknown, Plan, Written>, 'postingOf' | 'write' | 'writeAfterPosting'>,
  plan: Plan,
  postLast: boolean,
): Promise<{ readonly written: Written } | { readonly refused: Extract<PostOutcome, { ok: false }> }> {
  const postings = flow.postingOf(plan);
  if (flow.writeAfterPosting !== true) {
    const [written, outcome] = await together(flow.write(tx, plan, []), postInOrder(tx, postings, postLast));
    return outcome.ok ? { written } : { refused: outcome };
  }
  const outcome = await postInOrder(tx, postings, false);
  return outcome.ok ? { written: await flow.write(tx, plan, outcome.value) } : { refused: outcome };
}

/**
 * Posts a plan's posting, or its postings one after another (each must see the balances the one before
 * left, so they never overlap); the first refusal ends it. `last` marks only the final one.
 */
async function postInOrder(tx: Tx, postings: Posting | PostingsInOrder | null, last: boolean): Promise<PostOutcome> {
  const all = postings === null ? [] : 'inOrder' in postings ? postings.inOrder : [postings];
  let outcome: PostOutcome = { ok: true, value: [] };
  for (const [index, posting] of all.entries()) {
    const posted = await post(tx, posting, { last: last && index === all.length - 1 });
    if (!posted.ok) return posted;
    outcome = { ok: true, value: [...outcome.value, ...posted.value] };
  }
  return outcome;
}
