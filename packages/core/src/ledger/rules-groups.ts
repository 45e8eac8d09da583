import { assert } from '../assert';
import { type Minor, minor } from '../money';
import { type AccountSet, type PlatformAccount, platformAccount, userAccounts } from './accounts';
import { EntryType } from './entry-types';
import { PostingBuilder, type PostingContext } from './posting-builder';
import type { Posting } from './transfer';

/**
 * Posting rules for group orders (PRODUCT.md, "Group orders"; docs/SPEC.md G4–G6), in either account
 * set. Money paid in waits in escrow until the allocation decides it: `group_escrow` for real money,
 * `virtual_issuance` for demo money (L5). A held group position's value sits in the user's margin
 * account like any position's, so covering it later returns it through the ordinary cover rules.
 */

/** Where a set's group money waits: `group_escrow`, or `virtual_issuance` for demo money (L5). */
export function groupEscrow(set: AccountSet, currency: string): PlatformAccount {
  return platformAccount(set === 'virtual' ? 'virtual_issuance' : 'group_escrow', currency);
}

/** Joining a group: the deposit leaves available for escrow (type 7). */
export function postGroupJoin(ctx: PostingContext, set: AccountSet, depositMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  return new PostingBuilder(ctx)
    .move('deposit', user.available, groupEscrow(set, ctx.currency), depositMinor, EntryType.GROUP_DEDUCTION)
    .build();
}

/**
 * An allotment becomes a held position: its value moves from escrow to the user's margin (type 7),
 * and what escrow holds for the order beyond it comes back (type 15). `escrowedMinor` is all the
 * order paid in (the deposit, plus the rest when paid in the same transaction); it must be at least
 * `allottedMinor` (a bug otherwise).
 */
export function postGroupHolding(
  ctx: PostingContext,
  set: AccountSet,
  escrowedMinor: Minor,
  allottedMinor: Minor,
): Posting {
  assert(escrowedMinor >= allottedMinor, `G6: ${ctx.eventId}: escrow ${escrowedMinor} < allotted ${allottedMinor}`);
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const escrow = groupEscrow(set, ctx.currency);
  return new PostingBuilder(ctx)
    .move('hold', escrow, user.margin, allottedMinor, EntryType.GROUP_DEDUCTION, 'group allotment held')
    .move('refund', escrow, user.available, minor(escrowedMinor - allottedMinor), EntryType.SUBSCRIPTION_REFUND)
    .build();
}

/**
 * Paying the rest of a PAYING order: the rest leaves available (type 7), and the whole allotted value
 * (deposit + rest) moves from escrow to margin as a held position.
 */
export function postGroupPayRest(
  ctx: PostingContext,
  set: AccountSet,
  depositMinor: Minor,
  unpaidMinor: Minor,
): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const escrow = groupEscrow(set, ctx.currency);
  const allottedMinor = minor(depositMinor + unpaidMinor);
  return [
    ...new PostingBuilder(ctx).move('rest', user.available, escrow, unpaidMinor, EntryType.GROUP_DEDUCTION).build(),
    ...postGroupHolding(ctx, set, allottedMinor, allottedMinor),
  ];
}

/** A lapse, or an allocation that gave nothing: exactly the deposit comes back from escrow (type 15). */
export function postGroupLapse(ctx: PostingContext, set: AccountSet, depositMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  return new PostingBuilder(ctx)
    .move('refund', groupEscrow(set, ctx.currency), user.available, depositMinor, EntryType.SUBSCRIPTION_REFUND)
    .build();
}
