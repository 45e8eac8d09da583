import { ok, type Result } from '../lib/result';
import type { Queryable, Tx } from './client';
import { namedStatement, type RidingRead, riding, ridingStatement, runNamed } from './prepared';
import { atCommit } from './transaction';

/**
 * Retry safety for calls that change money (CONTRACT.md, "Retry safety"; docs/SPEC.md E7). A call
 * that carries a `requestId` claims it as the first statement of the transaction that makes its
 * change (the keyed executor, ledger/money-workflow.ts) and writes its reply before COMMIT, so exactly one of any number of repeats changes
 * anything, and every repeat answers the reply of that one:
 *
 * - a repeat after the first committed finds the claim taken and reads the reply;
 * - a repeat racing the first (on this node or another) waits on the uncommitted key, then finds it
 *   taken when the first commits, or claims it itself when the first rolled back;
 * - a refused request (a Rollback or a returned Failure) rolls its claim back with everything else,
 *   so a retry of it runs again.
 */

/** One user's key for one call. */
export interface RequestKey {
  readonly userId: number;
  /** The contract path, e.g. `order/cover`: the same requestId on two calls is two keys. */
  readonly call: string;
  readonly requestId: string;
}

/** A key when the payload carries a requestId, else none (the call is then not retry safe). */
export function requestKeyOf(userId: number, call: string, requestId: string | undefined): RequestKey | null {
  return requestId === undefined ? null : { userId, call, requestId };
}

/** The claim of a key, to ride in BEGIN's round trip: a row when this request claimed it. */
const CLAIM = ridingStatement(
  'riding_claim_request_key',
  ['integer', 'text', 'text'],
  'insert into request_keys (user_id, call, request_id) values ($1, $2, $3) on conflict do nothing returning 1 as claimed',
);
const READ_REPLY = namedStatement(
  'request_keys_reply',
  'select reply from request_keys where user_id = $1 and call = $2 and request_id = $3',
);
/** The reply's write, sent with COMMIT (`atCommit`): nothing reads its answer. */
const WRITE_REPLY = ridingStatement(
  'riding_request_keys_write',
  ['integer', 'text', 'text', 'json'],
  'update request_keys set reply = $4 where user_id = $1 and call = $2 and request_id = $3',
);

function keyValues(key: RequestKey): [number, string, string] {
  return [key.userId, key.call, key.requestId];
}

/** The claim of `key`, to ride first in BEGIN's round trip: its rows hold one row when this request claimed it. */
export function claimRead(key: RequestKey): RidingRead {
  return riding(CLAIM, keyValues(key));
}

/** The first request's reply, for a transaction whose claim of `key` found it taken (and now committed). */
export async function claimedBefore<T>(tx: Tx, key: RequestKey): Promise<T> {
  const reply = await firstReply<T>(tx, key);
  if (reply === undefined) throw new Error(`request key ${key.call} ${key.requestId} has no reply`);
  return reply;
}

/** Stores the reply of the request that claimed `key`, riding in COMMIT's round trip ahead of COMMIT. */
export function storeReply(tx: Tx, key: RequestKey, reply: unknown): void {
  atCommit(tx, riding(WRITE_REPLY, [...keyValues(key), JSON.stringify(reply)]));
}

/** The stored reply of a key already used and committed, if any: a repeat's fast path. */
async function firstReply<T>(q: Queryable, key: RequestKey | null): Promise<T | undefined> {
  if (key === null) return undefined;
  const [row] = await runNamed<{ reply: T | null }>(q, READ_REPLY, keyValues(key));
  return row?.reply ?? undefined;
}

/**
 * Answers the first reply of a key already used, else runs `fresh`: the fast path for calls whose
 * checks before the transaction (a one-time code, a channel pass) would refuse a repeat that the
 * first request already passed.
 */
export async function repeatOr<T>(
  q: Queryable,
  key: RequestKey | null,
  fresh: () => Promise<Result<T>>,
): Promise<Result<T>> {
  const first = await firstReply<T>(q, key);
  return first === undefined ? await fresh() : ok(first);
}
