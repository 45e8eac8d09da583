import type { Minor } from '../money';
import { type AccountSet, platformAccount, userAccount, userAccounts } from './accounts';
import { EntryType, InternalEntryType } from './entry-types';
import { PostingBuilder, type PostingContext } from './posting-builder';
import type { Conversion, Posting } from './transfer';

/**
 * Posting rules for money in and out of the platform and for the demo account. Each returns the
 * transfers of one business event; `applyPosting` decides whether they fit the balances.
 */

/** An approved recharge (type 1): client_money → the user's real available. */
export function postDeposit(ctx: PostingContext, amountMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  return new PostingBuilder(ctx)
    .move('deposit', platformAccount('client_money', ctx.currency), user.available, amountMinor, EntryType.RECHARGE)
    .build();
}

/**
 * An approved recharge paid in another currency than the account's (type 1, X1, X2): the platform's
 * client_money of the paid currency (USDT) takes the transfer in, and the account is credited its
 * conversion at the rate quoted before the customer confirmed, through the fx accounts of both
 * currencies. Both legs record the rate and both amounts.
 */
export function postConvertedDeposit(ctx: PostingContext, conversion: Conversion): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  return new PostingBuilder(ctx)
    .convert(
      'deposit',
      platformAccount('client_money', conversion.instrumentCurrency),
      user.available,
      conversion,
      EntryType.RECHARGE,
    )
    .build();
}

/**
 * A withdrawal paid out in another currency (type 2, X1, X2): the held amount of the account's
 * currency leaves through the fx accounts and the paid currency's client_money pays the payout, at the
 * rate quoted when it was requested. `conversion.accountAmountMinor` is exactly the held amount.
 */
export function postConvertedWithdrawPaid(
  ctx: PostingContext,
  conversion: Conversion,
  payoutReference?: string,
): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  return new PostingBuilder(ctx)
    .convert(
      'paid',
      user.locked,
      platformAccount('client_money', conversion.instrumentCurrency),
      conversion,
      EntryType.WITHDRAW,
      payoutReference,
    )
    .build();
}

/** A withdrawal request (type 2): the amount is held at once, available → locked. */
export function postWithdrawRequest(ctx: PostingContext, amountMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  return new PostingBuilder(ctx).move('hold', user.available, user.locked, amountMinor, EntryType.WITHDRAW).build();
}

/** A withdrawal marked paid (type 2): the held amount leaves the platform, locked → client_money. */
export function postWithdrawPaid(ctx: PostingContext, amountMinor: Minor, payoutReference?: string): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  return new PostingBuilder(ctx)
    .move(
      'paid',
      user.locked,
      platformAccount('client_money', ctx.currency),
      amountMinor,
      EntryType.WITHDRAW,
      payoutReference,
    )
    .build();
}

/** A rejected withdrawal (type 13): exactly the held amount comes back, locked → available. */
export function postWithdrawRejected(ctx: PostingContext, amountMinor: Minor, reason?: string): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  return new PostingBuilder(ctx)
    .move('returned', user.locked, user.available, amountMinor, EntryType.WITHDRAW_RETURNED, reason)
    .build();
}

/**
 * A manual balance correction (type 16) approved by a second staff member: the platform's
 * `adjustments` account pays a credit or takes a debit, into or out of the user's available balance
 * of one set. In the demo set the counterpart is `virtual_issuance`, so demo money stays demo (L5).
 */
export function postAdjustment(
  ctx: PostingContext,
  set: AccountSet,
  direction: 'credit' | 'debit',
  amountMinor: Minor,
  reason: string,
): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const platform = platformAccount(set === 'virtual' ? 'virtual_issuance' : 'adjustments', ctx.currency);
  const [from, to] = direction === 'credit' ? [platform, user.available] : [user.available, platform];
  return new PostingBuilder(ctx).move('adjustment', from, to, amountMinor, EntryType.ADJUSTMENT, reason).build();
}

/** The demo account's starting balance (type 6, virtual only): virtual_issuance → virtual_available. */
export function postSignupBonus(ctx: PostingContext, amountMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, 'virtual', ctx.currency);
  return new PostingBuilder(ctx)
    .move(
      'bonus',
      platformAccount('virtual_issuance', ctx.currency),
      user.available,
      amountMinor,
      EntryType.SIGN_UP_BONUS,
    )
    .build();
}

/** The user's current demo balances, as read under lock by the caller. */
export interface DemoBalances {
  readonly virtualAvailableMinor: Minor;
  readonly virtualLockedMinor: Minor;
  readonly virtualMarginMinor: Minor;
}

/**
 * Resets the demo account: every virtual balance goes back to virtual_issuance (internal type
 * DEMO_RESET) and the starting balance is issued again (type 6). The caller first voids the demo
 * orders and positions whose money this sweeps, in the same transaction.
 */
export function postDemoReset(ctx: PostingContext, current: DemoBalances, startingBalanceMinor: Minor): Posting {
  const issuance = platformAccount('virtual_issuance', ctx.currency);
  const at = (kind: 'virtual_available' | 'virtual_locked' | 'virtual_margin') =>
    userAccount(ctx.userId, kind, ctx.currency);
  return new PostingBuilder(ctx)
    .move(
      'sweep-available',
      at('virtual_available'),
      issuance,
      current.virtualAvailableMinor,
      InternalEntryType.DEMO_RESET,
    )
    .move('sweep-locked', at('virtual_locked'), issuance, current.virtualLockedMinor, InternalEntryType.DEMO_RESET)
    .move('sweep-margin', at('virtual_margin'), issuance, current.virtualMarginMinor, InternalEntryType.DEMO_RESET)
    .move('reissue', issuance, at('virtual_available'), startingBalanceMinor, EntryType.SIGN_UP_BONUS, 'demo reset')
    .build();
}
