import { assert } from '../assert';
import type { Minor } from '../money';
import { withChanges } from '../shape';
import { type CloseSplit, type CloseTerms, closeHeld } from './decide-close';
import {
  availableAfter,
  type ForcedClose,
  type HeldOrderAt,
  type HeldOrderFacts,
  markHeld,
} from './decide-force-cover';
import { coverShortfallMinor } from './margin';
import { markPrice } from './prices';
import type { TradingSettings } from './settings';
import { coverAmounts, splitForCover } from './split';

/** What the close of one held order for the user or a stop is decided on, beside its terms (M3). */
export interface ProtectedCloseRows {
  readonly order: HeldOrderFacts;
  /** The available balance of the order's account set, read locked. */
  readonly availableMinor: Minor;
  readonly settings: Pick<TradingSettings, 'tradeSaleFee'>;
  /** The id a partial close's new order takes, drawn before the decision so its posting can name it; else null. */
  readonly childId: number | null;
  /** The account set's other open positions, locked and quoted: read only when `closeLeavesShortfall` says so. */
  readonly others: readonly HeldOrderAt[];
}

/** A close with its protection: the closes in the order they post (each on the available the ones before leave), the split of a partial one. */
export interface ProtectedClosePlan {
  /** The order the close answers: the order itself, or on a partial close its new COVER child. */
  readonly askedId: number;
  readonly split: CloseSplit | null;
  readonly closes: readonly ForcedClose[];
}

/**
 * Whether closing `terms.hands` of `order` at `terms.priceTicks` leaves a loss the account's available
 * balance and the order's margin cannot pay (M3), so its other positions must be read (locked) for
 * the decision; false for hands it does not hold or without a rate to settle at.
 */
export function closeLeavesShortfall(
  order: HeldOrderFacts,
  terms: Omit<CloseTerms, 'reason' | 'fx'> & { readonly fx: CloseTerms['fx'] | null },
  availableMinor: Minor,
  settings: Pick<TradingSettings, 'tradeSaleFee'>,
): boolean {
  const split = splitForCover(order, terms.hands);
  if (!split.ok || terms.fx === null) return false;
  const rest = split.value.remaining?.hands ?? 0;
  const amounts = coverAmounts(split.value.closed, rest, terms.priceTicks, settings.tradeSaleFee, terms.fx);
  return coverShortfallMinor(availableMinor, amounts) > 0n;
}

/**
 * Closes `asked` of a held order with negative-balance protection (M3), for the user's cover and the
 * engine's stop-loss and take-profit exit alike. When the close leaves a loss the account cannot pay
 * while it still holds other positions (or the rest of this one), everything closes: this order's
 * asked piece, then its rest, as one group at the asked price, and the others as force_cover at their
 * closing side (their build price without a quote), most profitable group first, so open gains are in
 * available before loss_absorption pays.
 */
export function closeProtected(rows: ProtectedCloseRows, asked: CloseTerms, nowMs: number): ProtectedClosePlan {
  const { order, settings } = rows;
  const short = closeLeavesShortfall(order, asked, rows.availableMinor, settings);
  const restHands = order.hands - asked.hands;
  if (!short || (rows.others.length === 0 && restHands === 0)) {
    const { close, split } = closeHeld(order, asked, rows.availableMinor, settings, nowMs, rows.childId);
    return { askedId: close.orderId, split, closes: [close] };
  }
  const own = closeHeld(order, asked, rows.availableMinor, settings, nowMs, rows.childId);
  const groups = [
    { pnlMinor: own.close.patch.profitMinor as bigint, held: null },
    ...rows.others.map((held) => ({
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
        const rest = withChanges(order, {
          hands: split.rest.hands,
          marginMinor: split.rest.marginMinor,
          openingFeeMinor: split.rest.openingFeeMinor,
          insuranceCostMinor: split.rest.insuranceMinor,
        });
        closing(rest, withChanges(asked, { hands: rest.hands, reason: 'force_cover' }), null);
      }
      continue;
    }
    const other = group.held;
    assert(other.fx !== null, `X1: order ${other.order.id} has no rate to settle at`);
    const otherPrice = other.quote
      ? markPrice(other.order.direction, other.quote.bidTicks, other.quote.askTicks)
      : other.order.buildPriceTicks;
    closing(
      other.order,
      { hands: other.order.hands, priceTicks: otherPrice, reason: 'force_cover', fx: other.fx },
      null,
    );
  }
  return { askedId: own.close.orderId, split, closes };
}
