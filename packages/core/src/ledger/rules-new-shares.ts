import type { Minor } from '../money';
import { type AccountSet, counterpart, platformAccount, type UserAccount, userAccounts } from './accounts';
import { EntryType } from './entry-types';
import { PostingBuilder, type PostingContext } from './posting-builder';
import type { Conversion, Posting, Transfer } from './transfer';

/**
 * Posting rules for new-share subscriptions (docs/SPEC.md N9), in either account set. The money of a
 * subscription waits in escrow — `ipo_escrow` for real money, `virtual_issuance` for demo money (L5)
 * — in the account's currency, at the rate of the moment the customer paid. At the allotment the won
 * part moves to the user's `locked` account (type 12: new shares won and locked) and the rest comes
 * back (type 15); at the listing the locked amount becomes the margin of a held lever-1 position, so
 * the position is then valued and covered like any other (X5). A won amount priced in another
 * currency records its conversion at the subscription's rate (X1), so it recomputes exactly.
 */

/** Where subscription money waits: the platform's escrow, or the demo issuance for demo money. */
export function subscriptionEscrow(set: AccountSet, currency: string) {
  return platformAccount(set === 'virtual' ? 'virtual_issuance' : 'ipo_escrow', currency);
}

/** The subscription type of an offering kind: 9 for a placement, 8 for the others (PRODUCT.md). */
export function subscriptionEntryType(kind: 'ipo' | 'placement' | 'dazong' | 'limit'): 8 | 9 {
  return kind === 'placement' ? EntryType.PLACING_DEDUCTION : EntryType.NEW_SHARE_DEDUCTION;
}

function withConversion(
  ctx: PostingContext,
  leg: string,
  from: UserAccount | ReturnType<typeof subscriptionEscrow>,
  to: UserAccount | ReturnType<typeof subscriptionEscrow>,
  amountMinor: Minor,
  type: Transfer['type'],
  conversion: Conversion | null,
  remark: string,
): Transfer[] {
  if (amountMinor <= 0n) return [];
  return [
    {
      idempotencyId: `${ctx.eventId}/${leg}`,
      debitAccount: from,
      creditAccount: to,
      amountMinor,
      type,
      ref: ctx.ref,
      remark,
      ...(conversion === null ? {} : { conversion }),
    },
  ];
}

/** What a subscription pays, in the account's currency, and how each part was converted (null: no conversion). */
export interface SubscriptionPayment {
  readonly amountMinor: Minor;
  readonly conversion: Conversion | null;
  /** The offering's application fee, if any, paid to fee income (through the fx desks when converted). */
  readonly feeMinor: Minor;
  readonly feeConversion: Conversion | null;
}

/** A subscription (type 8 or 9): available → escrow for the shares, and the fee to fee income. */
export function postNewShareSubscription(
  ctx: PostingContext,
  set: AccountSet,
  type: 8 | 9,
  payment: SubscriptionPayment,
): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const transfers = withConversion(
    ctx,
    'pay',
    user.available,
    subscriptionEscrow(set, ctx.currency),
    payment.amountMinor,
    type,
    payment.conversion,
    'subscription',
  );
  const fee = new PostingBuilder(ctx);
  if (payment.feeConversion)
    fee.convert(
      'fee',
      user.available,
      counterpart('fee_income', set, payment.feeConversion.instrumentCurrency),
      payment.feeConversion,
      type,
      'application fee',
    );
  else
    fee.move(
      'fee',
      user.available,
      counterpart('fee_income', set, ctx.currency),
      payment.feeMinor,
      type,
      'application fee',
    );
  return [...transfers, ...fee.build()];
}

/**
 * An allotment: the won shares' amount leaves escrow for the user's `locked` account (type 12) and
 * the unallotted rest returns to available (type 15). `wonMinor + refundMinor` must be what the
 * subscription paid into escrow (without its fee); the caller derives the refund as that difference.
 */
export function postNewShareAllotment(
  ctx: PostingContext,
  set: AccountSet,
  won: { readonly amountMinor: Minor; readonly conversion: Conversion | null },
  refundMinor: Minor,
): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const escrow = subscriptionEscrow(set, ctx.currency);
  return [
    ...withConversion(
      ctx,
      'won',
      escrow,
      user.locked,
      won.amountMinor,
      EntryType.NEW_SHARE_LOCKED,
      won.conversion,
      'new shares won and locked',
    ),
    ...withConversion(
      ctx,
      'refund',
      escrow,
      user.available,
      refundMinor,
      EntryType.SUBSCRIPTION_REFUND,
      null,
      'unallotted amount returned',
    ),
  ];
}

/** The listing: the locked amount of the won shares becomes the margin of the held position (type 12). */
export function postNewShareListing(ctx: PostingContext, set: AccountSet, lockedMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  return new PostingBuilder(ctx)
    .move('list', user.locked, user.margin, lockedMinor, EntryType.NEW_SHARE_LOCKED, 'listed: held position')
    .build();
}
