import { assert } from '../assert';
import { type Decision, refuse } from '../failure';
import type { Minor } from '../money';
import type { AccountFx } from './account-fx';
import { type CloseSplit, type CloseTerms, closeHeld } from './decide-close';
import {
  availableAfter,
  type ForcedClose,
  type HeldOrderAt,
  type HeldOrderFacts,
  markHeld,
} from './decide-force-cover';
import { coverShortfallMinor } from './margin';
import { isSaneQuote, markPrice } from './prices';
import type { Quote, TradingSettings } from './settings';
import { coverAmounts, splitForCover } from './split';

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

/** What a cover does: the closes in the order they post (each on the available the ones before leave), the split of a partial one. */
export interface CoverPlan {
  /** The order the reply shows: the order itself, or on a partial cover its new COVER child. */
  readonly askedId: number;
  readonly split: CloseSplit | null;
  readonly closes: readonly ForcedClose[];
}

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
  if (!checked.ok || rows.fx === null) return false;
  const split = splitForCover(rows.order, hands);
  if (!split.ok) return false;
  const priceTicks = markPrice(rows.order.direction, checked.value.bidTicks, checked.value.askTicks);
  const rest = split.value.remaining?.hands ?? 0;
  const amounts = coverAmounts(split.value.closed, rest, priceTicks, rows.settings.tradeSaleFee, rows.fx);
  return coverShortfallMinor(rows.availableMinor, amounts) > 0n;
}

/**
 * Decides a user's cover of `hands` of a held order at the closing side of the quote (O5; O3 for a
 * partial one, whose covered hands become a new COVER order and whose parent keeps the rest and its
 * stops). When the close would leave a loss the account cannot pay while the account still holds
 * other positions (or the rest of this one), everything closes (M3): this order's asked piece, then
 * its rest, as one group at the asked price, and the others as force_cover at their closing side
 * (their build price without a quote), most profitable group first, so open gains are in available
 * before loss_absorption pays. Refusals: `checkCover`.
 */
export function decideCover(rows: CoverRows, request: { readonly hands: number }, nowMs: number): Decision<CoverPlan> {
  const checked = checkCover(rows, request.hands);
  if (!checked.ok) return checked;
  const { order, fx, settings } = rows;
  assert(fx !== null, `X1: order ${order.id} has no rate to settle at`);
  const priceTicks = markPrice(order.direction, checked.value.bidTicks, checked.value.askTicks);
  const asked: CloseTerms = { hands: request.hands, priceTicks, reason: 'user', fx };
  const short = coverNeedsOthers(rows, request.hands);
  const restHands = order.hands - request.hands;
  if (!short || (rows.others.length === 0 && restHands === 0)) {
    const { close, split } = closeHeld(order, asked, rows.availableMinor, settings, nowMs, rows.childId);
    return { ok: true, value: { askedId: close.orderId, split, closes: [close] } };
  }
  const own = closeHeld(order, asked, rows.availableMinor, settings, nowMs, rows.childId);
  const groups = [
    { own: true, pnlMinor: own.close.patch.profitMinor as bigint, held: null },
    ...rows.others.map((held) => ({
      own: false,
      pnlMinor: markHeld(held.order, held.quote, held.fx, settings).pnlMinor as bigint,
      held,
    })),
  ];
  groups.sort((a, b) => (a.pnlMinor === b.pnlMinor ? 0 : a.pnlMinor > b.pnlMinor ? -1 : 1));
  let availableMinor = rows.availableMinor;
  const closes: ForcedClose[] = [];
  let split: CloseSplit | null = null;
  const closing = (held: HeldOrderFacts, terms: CloseTerms, childId: number | null) => {
    const done = closeHeld(held, terms, availableMinor, settings, nowMs, childId);
    closes.push(done.close);
    availableMinor = availableAfter(done.close.posting, held, availableMinor);
    return done;
  };
  for (const group of groups) {
    if (group.held === null) {
      split = closing(order, asked, rows.childId).split;
      if (split !== null) {
        const rest = { ...order, ...split.rest, insuranceCostMinor: split.rest.insuranceMinor };
        closing(rest, { ...asked, hands: rest.hands, reason: 'force_cover' }, null);
      }
      continue;
    }
    const other = group.held;
    assert(other.fx !== null, `X1: order ${other.order.id} has no rate to settle at`);
    const otherPrice = other.quote
      ? markPrice(other.order.direction, other.quote.bidTicks, other.quote.askTicks)
      : other.order.buildPriceTicks;
    const terms = { hands: other.order.hands, priceTicks: otherPrice, reason: 'force_cover' as const, fx: other.fx };
    closing(other.order, terms, null);
  }
  return { ok: true, value: { askedId: own.close.orderId, split, closes } };
}
