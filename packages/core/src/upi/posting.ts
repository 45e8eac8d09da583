import { platformAccount, userAccounts } from '../ledger/accounts';
import { EntryType } from '../ledger/entry-types';
import { PostingBuilder } from '../ledger/posting-builder';
import type { Posting } from '../ledger/transfer';
import { minor } from '../money';

/**
 * UP3: a UPI payment credited: one type-1 (recharge) transfer from the platform's client money into
 * the customer's available balance, its idempotency id the gateway's payment id, its remark naming
 * the payment and the payer's masked UPI id. No staff review: the gateway's signed capture is the proof.
 */
export function postingOfUpiCredit(
  order: { readonly id: number; readonly userId: number; readonly currency: string; readonly amountMinor: bigint },
  paymentId: string,
  payerVpaMasked: string,
): Posting {
  const ctx = {
    userId: order.userId,
    currency: order.currency,
    ref: `upi:${order.id}`,
    eventId: `upi:${paymentId}:credit`,
  };
  const user = userAccounts(order.userId, 'real', order.currency);
  return new PostingBuilder(ctx)
    .move(
      'deposit',
      platformAccount('client_money', order.currency),
      user.available,
      minor(order.amountMinor),
      EntryType.RECHARGE,
      `UPI ${paymentId} from ${payerVpaMasked}`,
    )
    .build();
}
