import { assert } from '../assert';
import { type Decision, refuse } from '../failure';
import type { Minor } from '../money';
import type { AccountFx } from './account-fx';
import type { HeldOrderAt, HeldOrderFacts } from './decide-force-cover';
import { closeLeavesShortfall, closeProtected, type ProtectedClosePlan } from './decide-protected-close';
import { isSaneQuote, markPrice } from './prices';
import type { Quote, TradingSettings } from './settings';

/** The rows a user's cover is decided on, read under the user's trading lock with the order and balances locked. */
export interface CoverRows {
  readonly order: HeldOrderFacts;
  /** Whether the order's product trades now (known, not suspended, its market open). */
  readonly tradable: boolean;
  /** The product's quote now, or null when the feed has none. */
  readonly quote: Quote | null;
  /** The rates into the account's currency now (X1); undefined for an order in its account's currency. */
  readonly fx: AccountFx | undefined | null;
  /** The available balance of the order's account set, read locked. */
  readonly availableMinor: Minor;
  readonly settings: TradingSettings;
  /** The id a partial cover's new order takes, drawn before the decision so its posting can name it; else null. */
  readonly childId: number | null;
  /** The account set's other open positions, locked and quoted: read only when `coverNeedsOthers` says so. */
  readonly others: readonly HeldOrderAt[];
}

/** What a cover does (core `closeProtected`): the order the reply shows is `askedId`. */
export type CoverPlan = ProtectedClosePlan;

/** Why a cover is refused, said of the `orderId` field (the server translates it as it stands). */
export const NOT_HELD = 'is not an open position';

/** The checks of a cover before any money, in order: a held order (404), a tradable product (600), the hands (602), a quote (601). */
export function checkCover(rows: Omit<CoverRows, 'others' | 'childId'>, hands: number): Decision<Quote> {
  const { order, quote } = rows;
  if (order.status !== 'BUILD') return refuse('O1', 'orderId', 404, NOT_HELD);
  if (!rows.tradable) return refuse('O5', 'orderId', 600);
  if (!Number.isSafeInteger(hands) || hands < 1 || hands > order.hands)
    return refuse('O3', 'hands', 602, `hands must be in 1..${order.hands}`);
  if (!quote || !isSaneQuote(quote)) return refuse('O5', '', 601, 'no tradable quote');
  return { ok: true, value: quote };
}

/**
 * Whether a cover of `hands` would leave a loss the account cannot pay (M3), so its other positions
 * must be read (locked) for the decision; false for a cover the checks refuse. The read asks it.
 */
export function coverNeedsOthers(rows: Omit<CoverRows, 'others' | 'childId'>, hands: number): boolean {
  const checked = checkCover(rows, hands);
  if (!checked.ok) return false;
  const priceTicks = markPrice(rows.order.direction, checked.value.bidTicks, checked.value.askTicks);
  return closeLeavesShortfall(rows.order, { hands, priceTicks, fx: rows.fx }, rows.availableMinor, rows.settings);
}

/**
 * Decides a user's cover of `hands` of a held order at the closing side of the quote (O5; O3 for a
 * partial one, whose covered hands become a new COVER order and whose parent keeps the rest and its
 * stops), with negative-balance protection (core `closeProtected`, M3). Refusals: `checkCover`.
 */
export function decideCover(rows: CoverRows, request: { readonly hands: number }, nowMs: number): Decision<CoverPlan> {
  const checked = checkCover(rows, request.hands);
  if (!checked.ok) return checked;
  const { order, fx } = rows;
  assert(fx !== null, `X1: order ${order.id} has no rate to settle at`);
  const priceTicks = markPrice(order.direction, checked.value.bidTicks, checked.value.askTicks);
  return { ok: true, value: closeProtected(rows, { hands: request.hands, priceTicks, reason: 'user', fx }, nowMs) };
}
