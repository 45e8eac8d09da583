import { z } from 'zod';
import { defineCall } from '../call';
import { amount, decimalOut, epochMs, id, ignoredUserId, listOf, paging, requestId } from '../fields';

/**
 * UPI pay-in through a payment gateway (CONTRACT.md Wave 3, docs/SPEC.md UP1–UP8): the customer
 * approves in their UPI app and the gateway's signed webhook credits the account, with no staff review.
 */

export const upiStatus = z.enum(['pending', 'credited', 'failed', 'expired']);

export const upiCharge = z.object({
  id: z.number().int(),
  amount: decimalOut(),
  currency: z.string(),
  /** `upi://pay?…`: on a phone it opens the customer's UPI app. */
  intentUrl: z.string(),
  /** What the QR code encodes (the intent link); the app draws it. */
  qrCode: z.string(),
  /** A browser page of the gateway where the payment may be approved too (the simulated gateway's); null when the gateway has none. */
  checkoutUrl: z.string().nullable(),
  expiresAt: z.number().int(),
  status: upiStatus,
  /** Why it failed or expired. */
  reason: z.string().nullable(),
  /** The payer's UPI id, masked, once credited. */
  payer: z.string().nullable(),
  createdAt: epochMs(),
});

export const chargeUpiCreate = defineCall({
  path: 'charge/upi/create',
  access: 'user',
  summary:
    'Open a UPI payment of an amount at the gateway: an intent link and QR code, pending until the gateway confirms (15 minutes); a repeated requestId returns the first',
  payload: z.object({
    userId: ignoredUserId,
    amount: amount(),
    requestId: requestId(),
  }),
  body: upiCharge,
});

export const chargeUpiStatus = defineCall({
  path: 'charge/upi/status',
  access: 'user',
  summary: "One of the customer's UPI payments: pending, credited, failed (with the reason) or expired",
  payload: z.object({ userId: ignoredUserId, id: id() }),
  body: upiCharge,
});

export const chargeUpiList = defineCall({
  path: 'charge/upi/list',
  access: 'user',
  summary: "The customer's UPI payments, newest first: the one in progress and the history",
  payload: z.object({ userId: ignoredUserId, ...paging }),
  body: listOf(upiCharge),
});

/** A UPI payment of the customer changed (credited, failed or expired): the payment as `charge/upi/status` answers. */
export const upiEvent = upiCharge.extend({ type: z.literal('upi'), at: epochMs() });
