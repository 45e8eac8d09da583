import type { CallDef } from '@demo/contract';
import type { CallLimit } from './implement';

/**
 * Calls of signed-in customers and staff that only read. Every other signed-in call counts as a
 * write: it gets the default write limits when it declares no per-account limit of its own, and
 * the tighter in-flight bound (E10). A call missing here is treated as a write, the safe side.
 * `ledger/reconcile` reads only, but a full proof is as heavy as any write, so it is left out.
 */
export const READ_CALL_PATHS: ReadonlySet<string> = new Set([
  // Customer calls.
  'balance/log/export',
  'balance/log/list',
  'balance/statement',
  'charge/list',
  'charge/upi/status',
  'collect/all',
  'collect/detail',
  'collect/lists',
  'collect/status',
  'feedback/list',
  'income_channel/available',
  'income_currency_channel/frontList',
  'notice/unread',
  'order/count',
  'order/cover/list',
  'order/list',
  'order/list/source',
  'outcome_channel/available',
  'outcome_currency/available',
  'support/thread',
  'alert/list',
  'user/analytics',
  'user/credit/info',
  'user/detail',
  'user/institution/status',
  'user/invite/info',
  'user/notice/list',
  'user/session/list',
  'user/statisticsWallet',
  'user_account/list',
  'user_bank/all',
  'user_product_chatgpt/list',
  'user_product_group/list',
  'user_product_new/list',
  'withdraw/list',
  // Console calls.
  'ai_product/list',
  'ai_product/members',
  'audit/list',
  'bank/list',
  'channel/income/list',
  'channel/income_currency/list',
  'channel/outcome/list',
  'content/news/list',
  'content/notice/list',
  'correction/list',
  'currency/outcome/list',
  'feedback/assignees',
  'group/list',
  'group/members',
  'holiday/list',
  'ledger/reconcile/last',
  'new_share/list',
  'new_share/subscriptions',
  'product/list',
  'review/institution/list',
  'review/kyc/list',
  'review/recharge/list',
  'review/withdraw/list',
  'setting/changes',
  'setting/list',
  'staff/list',
  'staff/me',
  'staff/notice/list',
  'support/inbox',
  'support/thread/detail',
  'upi/settlement/last',
  'user/list',
  'user/orders',
  'user/records',
  'user/sessions',
]);

/** Whether a signed-in call may change something (everything not listed as a read). */
export function isWriteCall(call: Pick<CallDef, 'path' | 'access'>): boolean {
  return call.access !== 'public' && !READ_CALL_PATHS.has(call.path);
}

/**
 * How many requests of one account (a customer or a staff member) one node runs at once (E10).
 * The app's busiest screen loads about six reads together; a seventh waits in the browser, never
 * here. Writes take transactions and row locks, so fewer of them may be in flight: a flood of one
 * account's writes can then hold at most `writesMax` of the request pool's connections.
 */
export interface InFlightBounds {
  callsMax: number;
  writesMax: number;
}
export const ACCOUNT_IN_FLIGHT: InFlightBounds = { callsMax: 8, writesMax: 4 };

const MINUTE_MS = 60_000;
/**
 * The limits of every signed-in call that writes (E10; docs/OPERATIONS.md lists them beside the
 * calls' own): each call at most 30 times in 10 s per account, and all of an account's writes
 * together, other than its order calls (O9 limits those, and the group commit makes them cheap), at
 * most 20 in 10 s and 120 a minute. A person taps far less; a flood from one account then costs the
 * platform a bounded amount of work, most of it cheap 429s.
 */
export const DEFAULT_WRITE_LIMITS: readonly CallLimit[] = [
  { name: 'write-burst', max: 30, windowMs: 10_000, per: 'account' },
];
export const ACCOUNT_WRITE_BUDGET: readonly CallLimit[] = [
  { name: 'writes-burst', max: 20, windowMs: 10_000, per: 'account', acrossCalls: true },
  { name: 'writes-minute', max: 120, windowMs: MINUTE_MS, per: 'account', acrossCalls: true },
];

/** Order calls: O9 limits each of them per account; they stay outside the defaults and the budget. */
const ORDER_CALL_PATHS: ReadonlySet<string> = new Set(['order/create', 'order/cover', 'order/cancel', 'order/update']);

/**
 * Per account, whatever addresses it uses: an AI purchase, a group join or a group payment every two
 * seconds is more than any customer makes, as for new-share subscriptions (N11).
 */
const OFFERING_LIMITS: Readonly<Record<string, readonly CallLimit[]>> = {
  'user_product_chatgpt/create': [{ name: 'ai-buy-minute', max: 30, windowMs: MINUTE_MS, per: 'account' }],
  'user_product_group/create': [{ name: 'group-join-minute', max: 30, windowMs: MINUTE_MS, per: 'account' }],
  'user_product_group/pay': [{ name: 'group-join-minute', max: 30, windowMs: MINUTE_MS, per: 'account' }],
};

export interface WriteLimits {
  /** Per account, for the calls named: the ones the outside flood used that had none. */
  calls: Readonly<Record<string, readonly CallLimit[]>>;
  /** Per call and account, for a writing call without a per-account limit of its own. */
  perCall: readonly CallLimit[];
  /** Shared by all of an account's writing calls other than its order calls. */
  budget: readonly CallLimit[];
}
export const WRITE_LIMITS: WriteLimits = {
  calls: OFFERING_LIMITS,
  perCall: DEFAULT_WRITE_LIMITS,
  budget: ACCOUNT_WRITE_BUDGET,
};
/** No write limits: for test suites that act faster than any person; bulkheads-bound-one-account.test.ts proves the real ones. */
export const NO_WRITE_LIMITS: WriteLimits = { calls: {}, perCall: [], budget: [] };

/**
 * The limits a call runs with: its own, the per-call default when it has no per-account one, and the
 * budget. The order calls keep only their own (O9, which a load generator may lift): the group commit
 * makes them cheap, and a trader's bursts of them are the product.
 */
export function limitsFor(
  call: Pick<CallDef, 'path' | 'access'>,
  own: readonly CallLimit[],
  writeLimits: WriteLimits = WRITE_LIMITS,
): readonly CallLimit[] {
  if (!isWriteCall(call) || ORDER_CALL_PATHS.has(call.path)) return own;
  const named = [...own, ...(writeLimits.calls[call.path] ?? [])];
  const perCall = named.some((limit) => limit.per === 'account') ? [] : writeLimits.perCall;
  return [...named, ...perCall, ...writeLimits.budget];
}

/**
 * Counts each account's requests in flight on this node. `enter` answers null when the account is at
 * its bound (the registrar then answers 429 at once) or a `leave` to call exactly once when done.
 */
export class InFlight {
  private readonly calls = new Map<string, number>();
  private readonly writes = new Map<string, number>();

  constructor(private readonly bounds: InFlightBounds = ACCOUNT_IN_FLIGHT) {}

  enter(account: string, writes: boolean): (() => void) | null {
    const calls = this.calls.get(account) ?? 0;
    const written = this.writes.get(account) ?? 0;
    if (calls >= this.bounds.callsMax || (writes && written >= this.bounds.writesMax)) return null;
    this.calls.set(account, calls + 1);
    if (writes) this.writes.set(account, written + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      decrement(this.calls, account);
      if (writes) decrement(this.writes, account);
    };
  }
}

function decrement(counts: Map<string, number>, account: string): void {
  const count = (counts.get(account) ?? 1) - 1;
  if (count <= 0) counts.delete(account);
  else counts.set(account, count);
}
