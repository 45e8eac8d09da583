import type { UpiPaymentEvent } from '@demo/core';

/**
 * A payment gateway as the UPI channel uses it (docs/SPEC.md UP1–UP8), shaped like Razorpay's and
 * Cashfree's: an order is made for an amount, the customer pays it through a UPI intent or the
 * gateway's checkout, the gateway tells us by a signed webhook, and each day it files the payments it
 * settles. The simulated gateway (`sim`) is the embedded default; a real one plugs in by
 * configuration (docs/OPERATIONS.md, "UPI gateway").
 */
export interface PaymentGateway {
  /** The name in `/api/gateway/<name>/webhook` and in `upi_payments.gateway`. */
  readonly name: string;
  /** Opens an order at the gateway for a recharge (`receipt` is our recharge's reference). */
  createOrder(order: GatewayOrderRequest): Promise<GatewayOrder>;
  /**
   * UP1: checks a webhook's signature over its raw body with the gateway's secret and reads it; a
   * wrong or missing signature, or a body that is not one of its events, is refused.
   */
  verifyWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): WebhookReading;
  /** UP7: the settlement file (CSV) of the payments the gateway settles for one India day (YYYY-MM-DD). */
  settlementFile(day: string): Promise<string>;
}

export interface GatewayOrderRequest {
  readonly receipt: string;
  readonly amountMinor: bigint;
  readonly currency: string;
  readonly expiresAtMs: number;
}

export interface GatewayOrder {
  readonly orderId: string;
  /** `upi://pay?…` for the customer's UPI app. */
  readonly intentUrl: string;
  /** A browser page where the payment may be approved, when the gateway has one. */
  readonly checkoutUrl: string | null;
}

/** A webhook the gateway signed: its event id (for replays), when it was signed, and what happened. */
export interface GatewayWebhook {
  readonly eventId: string;
  readonly signedAtMs: number;
  readonly orderId: string;
  readonly payment: UpiPaymentEvent;
}

export type WebhookReading =
  | { readonly ok: true; readonly webhook: GatewayWebhook }
  | { readonly ok: false; readonly reason: 'signature' | 'malformed' };
