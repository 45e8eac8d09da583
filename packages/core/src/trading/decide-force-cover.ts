import { assert } from '../assert';
import type { Decision } from '../failure';
import { type Account, type AccountSet, accountKey, userAccounts } from '../ledger/accounts';
import type { Posting } from '../ledger/transfer';
import { type Minor, minor, type Ticks } from '../money';
import type { AccountFx } from './account-fx';
import { closeHeld } from './decide-close';
import type { OrderChangePlan } from './decide-fill';
import type { OrderLifecycle } from './lifecycle';
import { forceCoverPlan, type MarginLevel, type MarkedPosition, markPosition } from './margin';
import type { Position } from './position';
import { markPrice } from './prices';
import type { Quote, TradingSettings } from './settings';

/** A held (BUILD) order as a forced cover reads it: core's Position with its owner and lifecycle. */
export interface HeldOrderFacts extends Position, OrderLifecycle {
  readonly userId: number;
  readonly accountSet: AccountSet;
  /** The account's currency (the instrument's may differ, X1). */
  readonly currency: string;
  /** The overnight fees it has paid, part of its net P&L when it closes (BR4). */
  readonly overnightFeeMinor: bigint;
}

/**
 * One held order with what it is valued and closed at: its quote (null when the feed has none: valued
 * and closed at its build price), and the rates into the account's currency (undefined for an order in
 * its account's currency, null while the feed has none).
 */
export interface HeldOrderAt {
  readonly order: HeldOrderFacts;
  readonly quote: Quote | null;
  readonly fx: AccountFx | undefined | null;
}

/** The rows a forced cover is decided on, read under the user's trading lock with the positions and balances locked. */
export interface ForceCoverRows {
  /** The account set's available balance, read locked. */
  readonly availableMinor: Minor;
  /** Every open position of the account set. */
  readonly positions: readonly HeldOrderAt[];
  readonly settings: TradingSettings;
}

/** The fields a close writes besides the status and reason. */
export interface CoverPatch {
  readonly coverPriceTicks: Ticks;
  readonly coverTime: number;
  readonly closingFeeMinor: Minor;
  readonly profitMinor: Minor;
  /** What loss_absorption paid (M3); absent when nothing was absorbed. */
  readonly absorbedMinor?: Minor;
}

/** One close of a forced cover, and its net P&L for the India day's realised sum the brakes keep (BR4). */
export interface ForcedClose extends OrderChangePlan<CoverPatch> {
  readonly realised: { readonly dayStartMs: number; readonly netMinor: bigint };
}

/** A forced cover: the warning to raise (M4; null when none) and the closes, in the order they post (M3). */
export interface ForceCoverDecision {
  readonly warning: MarginLevel | null;
  readonly closes: readonly ForcedClose[];
}

/**
 * Values a held position at `quote` (its build price without one, P&L 0) and, when priced in another
 * currency, at the current rates (X5); without a rate to convert at, at P&L 0 and no closing fee, so a
 * missing FX quote never moves an account towards forced cover.
 */
export function markHeld(
  position: Position,
  quote: Quote | null,
  fx: AccountFx | undefined | null,
  settings: Pick<TradingSettings, 'tradeSaleFee'>,
): MarkedPosition {
  const at = quote ?? { bidTicks: position.buildPriceTicks, askTicks: position.buildPriceTicks };
  if (fx === undefined) return markPosition(position, at, settings.tradeSaleFee);
  if (fx === null)
    return { id: position.id, marginMinor: position.marginMinor, pnlMinor: minor(0n), closingFeeMinor: minor(0n) };
  return markPosition(position, at, settings.tradeSaleFee, fx);
}

/**
 * Decides an account's forced cover (M1, M2, M4): core `forceCoverPlan` on the positions marked by
 * `markHeld` picks the largest losses first until the level is back above `tradeForceCoverRate`, and
 * the closes post most profitable first, each whole at its closing side (its build price without a
 * quote), so open gains are in available before a loss takes from it and loss_absorption pays only
 * what is left (M3). Each close's absorption is decided on the available balance the closes before
 * it leave. Never refuses; a plan with no closes only carries the warning.
 */
export function decideForceCover(rows: ForceCoverRows, nowMs: number): Decision<ForceCoverDecision> {
  const marked = rows.positions.map((p) => markHeld(p.order, p.quote, p.fx, rows.settings));
  const plan = forceCoverPlan(rows.availableMinor, marked, rows.settings);
  let availableMinor = rows.availableMinor;
  const closes: ForcedClose[] = [];
  for (const id of plan.settleOrder) {
    const held = rows.positions.find((p) => p.order.id === id);
    assert(held !== undefined, `M2: forced cover chose order ${id}, which is not open`);
    const close = forcedClose(held, availableMinor, rows.settings, nowMs);
    closes.push(close);
    availableMinor = availableAfter(close.posting, held.order, availableMinor);
  }
  return { ok: true, value: { warning: plan.warning ? plan.marginLevel : null, closes } };
}

/** The whole close of one held order by forced cover (core `closeHeld`), its absorption decided on `availableMinor` (M3). */
function forcedClose(held: HeldOrderAt, availableMinor: Minor, settings: TradingSettings, nowMs: number): ForcedClose {
  const { order, quote, fx } = held;
  assert(fx !== null, `X1: order ${order.id} has no rate to settle at`);
  const priceTicks = quote ? markPrice(order.direction, quote.bidTicks, quote.askTicks) : order.buildPriceTicks;
  const terms = { hands: order.hands, priceTicks, reason: 'force_cover' as const, fx };
  return closeHeld(order, terms, availableMinor, settings, nowMs, null).close;
}

/** The owner's available balance after `posting`, as the ledger will leave it (L3: never below zero). */
export function availableAfter(
  posting: Posting,
  order: Pick<HeldOrderFacts, 'userId' | 'accountSet' | 'currency'>,
  beforeMinor: Minor,
): Minor {
  const afterMinor = balanceAfter(
    posting,
    userAccounts(order.userId, order.accountSet, order.currency).available,
    beforeMinor,
  );
  assert(afterMinor >= 0n, `L3: a posting would leave available at ${afterMinor}`);
  return afterMinor;
}

/** A user account's balance after `posting`: what it credits comes in, what it debits goes out. */
export function balanceAfter(posting: Posting, account: Account, beforeMinor: Minor): Minor {
  const key = accountKey(account);
  let afterMinor: bigint = beforeMinor;
  for (const transfer of posting) {
    if (accountKey(transfer.creditAccount) === key) afterMinor += transfer.amountMinor;
    if (accountKey(transfer.debitAccount) === key) afterMinor -= transfer.amountMinor;
  }
  return minor(afterMinor);
}
