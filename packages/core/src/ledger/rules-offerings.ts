import { type Minor, minor } from '../money';
import { platformAccount, userAccounts } from './accounts';
import { EntryType } from './entry-types';
import { PostingBuilder, type PostingContext } from './posting-builder';
import type { Posting } from './transfer';

/**
 * Posting rules for new shares, AI stock-picking products and group orders (PRODUCT.md). Money paid in
 * waits in an escrow account (ipo_escrow, ai_pool, group_escrow) until the event that settles it, so
 * the platform's books show at every moment what is owed back to subscribers. These run on the real
 * account set only.
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

/** Buying into an AI stock-picking product (type 10): available → ai_pool. */
export function postAiPurchase(ctx: PostingContext, amountMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  return new PostingBuilder(ctx)
    .move('buy', user.available, platformAccount('ai_pool', ctx.currency), amountMinor, EntryType.AI_DEDUCTION)
    .build();
}

/**
 * Settling an AI product (type 11): the amount comes back from ai_pool with its P&L, a gain paid by
 * trading_pnl and a loss kept by it. The loss never exceeds the amount (PRODUCT.md), so a larger one
 * is capped at the amount: the user gets 0 back, never a debt.
 */
export function postAiSettlement(ctx: PostingContext, amountMinor: Minor, pnlMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  const pool = platformAccount('ai_pool', ctx.currency);
  const pnl = platformAccount('trading_pnl', ctx.currency);
  const lossMinor = minor(pnlMinor < 0n ? (-pnlMinor < amountMinor ? -pnlMinor : amountMinor) : 0n);
  return new PostingBuilder(ctx)
    .move('loss', pool, pnl, lossMinor, EntryType.AI_SETTLEMENT)
    .move('return', pool, user.available, minor(amountMinor - lossMinor), EntryType.AI_SETTLEMENT)
    .move('gain', pnl, user.available, minor(pnlMinor > 0n ? pnlMinor : 0n), EntryType.AI_SETTLEMENT)
    .build();
}

/** Joining a group order, or paying its rest (type 7): available → group_escrow. */
export function postGroupPayment(ctx: PostingContext, amountMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  return new PostingBuilder(ctx)
    .move('pay', user.available, platformAccount('group_escrow', ctx.currency), amountMinor, EntryType.GROUP_DEDUCTION)
    .build();
}

/**
 * A group order settles: the value of the allocated block leaves escrow for the seller, group_escrow
 * → client_money (type 7), and anything paid beyond it comes back (type 15). A lapsed order is the
 * case `allocatedMinor` = 0: its whole deposit comes back.
 */
export function postGroupSettlement(ctx: PostingContext, allocatedMinor: Minor, refundMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, 'real', ctx.currency);
  const escrow = platformAccount('group_escrow', ctx.currency);
  return new PostingBuilder(ctx)
    .move('allocated', escrow, platformAccount('client_money', ctx.currency), allocatedMinor, EntryType.GROUP_DEDUCTION)
    .move('refund', escrow, user.available, refundMinor, EntryType.SUBSCRIPTION_REFUND)
    .build();
}
