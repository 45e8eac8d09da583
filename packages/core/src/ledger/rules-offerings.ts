import { type Minor, minor } from '../money';
import { type AccountSet, platformAccount, userAccounts } from './accounts';
import { EntryType } from './entry-types';
import { PostingBuilder, type PostingContext } from './posting-builder';
import type { Posting } from './transfer';

/**
 * Posting rules for new shares, AI stock-picking products and group orders (PRODUCT.md). Money paid in
 * waits in an escrow account (ipo_escrow, ai_pool, group_escrow) until the event that settles it, so
 * the platform's books show at every moment what is owed back to subscribers. AI products take an
 * account set (the demo account practises them with demo money); the others run on the real set.
 */

/** A subscription to an IPO (type 8) or a placement / block trade (type 9): available → ipo_escrow. */
export function postSubscription(ctx: PostingContext, type: 8 | 9, amountMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  return new PostingBuilder(ctx)
    .move('subscribe', user.available, platformAccount('ipo_escrow', ctx.currency), amountMinor, type)
    .build();
}

/**
 * An allotment: the price of the won shares leaves escrow for the issuer, ipo_escrow → client_money
 * (type 12, the shares are then locked until listing), and the unallotted rest comes back (type 15).
 * `wonMinor` + `refundMinor` must equal what the subscription paid; the caller checks it against the
 * stored subscription.
 */
export function postAllotment(ctx: PostingContext, wonMinor: Minor, refundMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  const escrow = platformAccount('ipo_escrow', ctx.currency);
  return new PostingBuilder(ctx)
    .move('won', escrow, platformAccount('client_money', ctx.currency), wonMinor, EntryType.NEW_SHARE_LOCKED)
    .move('refund', escrow, user.available, refundMinor, EntryType.SUBSCRIPTION_REFUND)
    .build();
}

/**
 * The pool an AI product's amount waits in: `ai_pool` for real money, `virtual_issuance` for demo
 * money, which must never reach a real platform account (L5).
 */
function aiPool(set: AccountSet, currency: string) {
  return platformAccount(set === 'virtual' ? 'virtual_issuance' : 'ai_pool', currency);
}

/** Buying into an AI stock-picking product (type 10): available → ai_pool (demo: → virtual_issuance). */
export function postAiPurchase(ctx: PostingContext, amountMinor: Minor, set: AccountSet = 'real'): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  return new PostingBuilder(ctx)
    .move('buy', user.available, aiPool(set, ctx.currency), amountMinor, EntryType.AI_DEDUCTION)
    .build();
}

/**
 * Settling an AI product (type 11): the amount comes back from ai_pool with its P&L, a gain paid by
 * trading_pnl and a loss kept by it. The loss never exceeds the amount (PRODUCT.md), so a larger one
 * is capped at the amount: the user gets 0 back, never a debt.
 */
export function postAiSettlement(
  ctx: PostingContext,
  amountMinor: Minor,
  pnlMinor: Minor,
  set: AccountSet = 'real',
): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const pool = aiPool(set, ctx.currency);
  const lossMinor = minor(pnlMinor < 0n ? (-pnlMinor < amountMinor ? -pnlMinor : amountMinor) : 0n);
  const gainMinor = minor(pnlMinor > 0n ? pnlMinor : 0n);
  // Demo money has one counterpart for pool and P&L alike (virtual_issuance): one leg pays what is due.
  if (set === 'virtual') {
    return new PostingBuilder(ctx)
      .move('return', pool, user.available, minor(amountMinor - lossMinor + gainMinor), EntryType.AI_SETTLEMENT)
      .build();
  }
  const pnl = platformAccount('trading_pnl', ctx.currency);
  return new PostingBuilder(ctx)
    .move('loss', pool, pnl, lossMinor, EntryType.AI_SETTLEMENT)
    .move('return', pool, user.available, minor(amountMinor - lossMinor), EntryType.AI_SETTLEMENT)
    .move('gain', pnl, user.available, gainMinor, EntryType.AI_SETTLEMENT)
    .build();
}
