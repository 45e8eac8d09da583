import { type Minor, minor } from '../money';
import { type AccountSet, counterpart, userAccounts } from './accounts';
import { EntryType } from './entry-types';
import { PostingBuilder, type PostingContext } from './posting-builder';
import type { Posting } from './transfer';

/**
 * Posting rules for trading. The real set's counterparts are fee_income, trading_pnl and
 * loss_absorption; the demo set's counterpart for all three is virtual_issuance (L5).
 */

/** What opening a position costs, in minor units (see trading `orderCosts`). */
export interface OpeningCosts {
  readonly marginMinor: Minor;
  readonly openingFeeMinor: Minor;
  readonly insuranceCostMinor: Minor;
}

/**
 * A market order fills (type 3): available → margin for the margin, available → fee_income for the
 * opening fee and for the insurance premium.
 */
export function postOpenPosition(ctx: PostingContext, set: AccountSet, costs: OpeningCosts): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const fees = counterpart('fee_income', set, ctx.currency);
  return new PostingBuilder(ctx)
    .move('margin', user.available, user.margin, costs.marginMinor, EntryType.TRADE)
    .move('fee', user.available, fees, costs.openingFeeMinor, EntryType.TRADE, 'opening fee')
    .move('insurance', user.available, fees, costs.insuranceCostMinor, EntryType.TRADE, 'insurance')
    .build();
}

/** A limit order is placed (type 3): its costs at the limit price are held, available → locked. */
export function postLimitHold(ctx: PostingContext, set: AccountSet, holdMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  return new PostingBuilder(ctx).move('hold', user.available, user.locked, holdMinor, EntryType.TRADE).build();
}

/**
 * A limit order fills (type 3): the hold pays the margin, the opening fee and the insurance at the
 * fill price; what is left of the hold goes back to available. When the fill costs more than the hold
 * (a sell limit filled above its limit price needs more margin), the difference is taken from
 * available first, and `applyPosting` rejects the fill if available cannot pay it.
 */
export function postLimitFill(ctx: PostingContext, set: AccountSet, heldMinor: Minor, costs: OpeningCosts): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const fees = counterpart('fee_income', set, ctx.currency);
  const totalMinor = costs.marginMinor + costs.openingFeeMinor + costs.insuranceCostMinor;
  const shortMinor = totalMinor > heldMinor ? totalMinor - heldMinor : 0n;
  const refundMinor = heldMinor > totalMinor ? heldMinor - totalMinor : 0n;
  return new PostingBuilder(ctx)
    .move('top-up', user.available, user.locked, minor(shortMinor), EntryType.TRADE, 'fill above hold')
    .move('margin', user.locked, user.margin, costs.marginMinor, EntryType.TRADE)
    .move('fee', user.locked, fees, costs.openingFeeMinor, EntryType.TRADE, 'opening fee')
    .move('insurance', user.locked, fees, costs.insuranceCostMinor, EntryType.TRADE, 'insurance')
    .move('refund', user.locked, user.available, minor(refundMinor), EntryType.TRADE, 'hold difference returned')
    .build();
}

/** A pending limit order is cancelled (type 5): exactly its hold comes back, locked → available. */
export function postLimitCancel(ctx: PostingContext, set: AccountSet, heldMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  return new PostingBuilder(ctx)
    .move('release', user.locked, user.available, heldMinor, EntryType.CANCEL_TRADE)
    .build();
}

/** What closing (all or part of) a position settles. */
export interface CloseSettlement {
  /** The margin of the hands being closed, returned from the margin account. */
  readonly marginMinor: Minor;
  /** Signed P&L of those hands at the close price: positive is the user's gain. */
  readonly pnlMinor: Minor;
  readonly closingFeeMinor: Minor;
  /** The user's available balance before this posting, read under the same lock that applies it. */
  readonly availableMinor: Minor;
}

export interface ClosePosting {
  readonly posting: Posting;
  /** What negative-balance protection paid: the loss and fee beyond margin + available; 0 usually. */
  readonly absorbedMinor: Minor;
}

/**
 * A position (or part of it) closes (type 4): margin back, plus the gain or minus the loss, minus the
 * closing fee. Legs are ordered so no user balance-after dips below zero: the margin comes back and any
 * gain is paid in before the loss and the fee leave. If loss + fee exceed margin + available, the excess
 * comes from loss_absorption (type 4, remark "negative-balance protection") so the user ends at exactly
 * zero and the platform's payment is on the ledger (M3). Absorption is for what the whole account cannot
 * pay: the caller closes the account's other positions first (see trading `coverShortfallMinor` and
 * `forceCoverPlan`), otherwise an open gain elsewhere would be kept while the platform paid the loss.
 */
export function postClosePosition(ctx: PostingContext, set: AccountSet, close: CloseSettlement): ClosePosting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const gainMinor = close.pnlMinor > 0n ? close.pnlMinor : 0n;
  const lossMinor = close.pnlMinor < 0n ? -close.pnlMinor : 0n;
  const payableMinor = close.availableMinor + close.marginMinor + gainMinor;
  const owedMinor = lossMinor + close.closingFeeMinor;
  const absorbedMinor = minor(owedMinor > payableMinor ? owedMinor - payableMinor : 0n);
  const posting = new PostingBuilder(ctx)
    .move('margin', user.margin, user.available, close.marginMinor, EntryType.COVER)
    .move('gain', counterpart('trading_pnl', set, ctx.currency), user.available, minor(gainMinor), EntryType.COVER)
    .move(
      'absorbed',
      counterpart('loss_absorption', set, ctx.currency),
      user.available,
      absorbedMinor,
      EntryType.COVER,
      'negative-balance protection',
    )
    .move('loss', user.available, counterpart('trading_pnl', set, ctx.currency), minor(lossMinor), EntryType.COVER)
    .move(
      'fee',
      user.available,
      counterpart('fee_income', set, ctx.currency),
      close.closingFeeMinor,
      EntryType.COVER,
      'closing fee',
    )
    .build();
  return { posting, absorbedMinor };
}

export interface OvernightFeePosting {
  readonly posting: Posting;
  /** The part of the fee that available could not pay and that is therefore not collected. */
  readonly waivedMinor: Minor;
}

/**
 * The overnight holding fee of one position at the daily roll (type 14), available → fee_income. A
 * fee is never allowed to push available below zero (L3), and taking it from margin would break the
 * position's margin record, so the part available cannot pay is waived and reported; such an account
 * is at or near its forced-cover level, which the engine checks on the same roll.
 */
export function postOvernightFee(
  ctx: PostingContext,
  set: AccountSet,
  feeMinor: Minor,
  availableMinor: Minor,
): OvernightFeePosting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const paidMinor = minor(feeMinor <= availableMinor ? feeMinor : availableMinor > 0n ? availableMinor : 0n);
  const posting = new PostingBuilder(ctx)
    .move('fee', user.available, counterpart('fee_income', set, ctx.currency), paidMinor, EntryType.OVERNIGHT_FEE)
    .build();
  return { posting, waivedMinor: minor(feeMinor - paidMinor) };
}
