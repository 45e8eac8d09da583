import type { Decision } from '../failure';
import { refuse } from '../failure';
import { postingOfUpiCredit } from './posting';

export * from './lifecycle';
export { postingOfUpiCredit } from './posting';
export * from './settlement';

/** UP6: an unpaid UPI order expires this long after it was made (the gateway's own order lifetime). */
export const UPI_ORDER_TTL_MS = 15 * 60_000;
/** UP2: a webhook whose signed timestamp is further than this from our clock is refused as stale. */
export const UPI_WEBHOOK_TOLERANCE_MS = 5 * 60_000;
/** NPCI's per-transaction limit for a UPI payment to a broker: ₹1,00,000 (in paise). */
export const UPI_AMOUNT_MAX_MINOR = 10_000_000n;

/**
 * UP3: a payer's UPI id as the ledger and the screens keep it: the first two characters of the handle,
 * the rest starred, the bank's suffix kept (`ravi.kumar@okaxis` → `ra********@okaxis`).
 */
export function maskUpiId(vpa: string): string {
  const at = vpa.lastIndexOf('@');
  const handle = at < 0 ? vpa : vpa.slice(0, at);
  const bank = at < 0 ? '' : vpa.slice(at);
  const shown = handle.slice(0, Math.min(2, Math.max(handle.length - 1, 0)));
  return `${shown}${'*'.repeat(Math.max(handle.length - shown.length, 1))}${bank}`;
}

/** A UPI id: a handle of letters, digits, dots, hyphens or underscores, an @, and the bank's name. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

/**
 * UP1: the `upi://pay` intent a UPI app opens (NPCI's linking specification): the merchant's UPI id
 * and name, the amount in rupees with two decimals, INR, and the gateway's order id as the reference.
 */
export function upiIntentUrl(intent: {
  payeeVpa: string;
  payeeName: string;
  amount: string;
  reference: string;
  note: string;
}): string {
  const params = new URLSearchParams({
    pa: intent.payeeVpa,
    pn: intent.payeeName,
    am: intent.amount,
    cu: 'INR',
    tr: intent.reference,
    tn: intent.note,
  });
  return `upi://pay?${params.toString().replaceAll('+', '%20')}`;
}

/** UP2: whether a webhook signed at `signedAtMs` may still be acted on at `nowMs`. */
export function webhookIsFresh(signedAtMs: number, nowMs: number): boolean {
  return Math.abs(nowMs - signedAtMs) <= UPI_WEBHOOK_TOLERANCE_MS;
}

/** A UPI order as the decision reads it. */
export interface UpiOrderView {
  readonly id: number;
  readonly userId: number;
  readonly currency: string;
  readonly amountMinor: bigint;
  readonly status: 'pending' | 'credited' | 'failed' | 'expired';
  readonly gatewayPaymentId: string | null;
}

/** What the gateway says happened to a payment of the order (its webhook, already verified). */
export type UpiPaymentEvent =
  | {
      readonly kind: 'captured';
      readonly paymentId: string;
      readonly amountMinor: bigint;
      readonly currency: string;
      readonly payerVpa: string;
    }
  | { readonly kind: 'failed'; readonly paymentId: string; readonly reason: string };

/** What a verified webhook does to its order. */
export type UpiPlan =
  | {
      readonly event: 'credit';
      readonly paymentId: string;
      readonly payerVpaMasked: string;
      readonly posting: ReturnType<typeof postingOfUpiCredit>;
    }
  | { readonly event: 'decline'; readonly paymentId: string; readonly reason: string };

/**
 * UP3–UP5: what a verified webhook does to its order. A capture of a pending order credits its amount
 * once (type 1, idempotency id `upi:<paymentId>:credit`), naming the payment and the masked payer; a
 * capture whose amount or currency differs from the order's is refused and credits nothing (UP4); a
 * failure marks the order failed with the gateway's reason (UP5). The same payment delivered again
 * changes nothing (null plan, UP3); an order already final refuses any other payment (UP5).
 */
export function decideUpiPayment(order: UpiOrderView, event: UpiPaymentEvent): Decision<UpiPlan | null> {
  if (order.gatewayPaymentId === event.paymentId && order.status !== 'pending') return { ok: true, value: null };
  if (order.status !== 'pending') {
    if (event.kind === 'failed') return { ok: true, value: null };
    return refuse('UP5', 'payment', 404, `the order is already ${order.status}`);
  }
  if (event.kind === 'failed')
    return { ok: true, value: { event: 'decline', paymentId: event.paymentId, reason: event.reason } };
  if (event.amountMinor !== order.amountMinor || event.currency !== order.currency)
    return refuse('UP4', 'amount', 404, 'the payment does not match the order');
  const payerVpaMasked = maskUpiId(event.payerVpa);
  return {
    ok: true,
    value: {
      event: 'credit',
      paymentId: event.paymentId,
      payerVpaMasked,
      posting: postingOfUpiCredit(order, event.paymentId, payerVpaMasked),
    },
  };
}
