import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  formatIndiaTime,
  formatMoney,
  minor,
  SETTLEMENT_CSV_HEADER,
  SIM_GATEWAY_ORDER_LIFECYCLE,
  statusRule,
  upiIntentUrl,
} from '@demo/core';
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SimWebhookEvent, simGatewayOrders } from '../../db/schema';
import type { GatewayOrder, GatewayOrderRequest, PaymentGateway, WebhookReading } from './gateway';

/** The header the simulated gateway signs its webhooks in (Razorpay's is `X-Razorpay-Signature`). */
export const SIM_SIGNATURE_HEADER = 'x-sim-signature';
/** The merchant's UPI id and name the simulated gateway collects into. */
const SIM_PAYEE_VPA = 'demobroker@simbank';
const SIM_PAYEE_NAME = 'Demo Broker';
/** What a payer declining in their UPI app is reported as (the gateway's error description). */
const DECLINED_REASON = 'The payer declined the payment in their UPI app';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/**
 * UP9: after a failed try, the next comes this long later, as Razorpay retries for about a day with
 * growing waits; after the last the webhook is given up and only the settlement file tells of it.
 */
export const SIM_WEBHOOK_RETRY_WAITS_MS: readonly number[] = [
  MINUTE_MS / 2,
  2 * MINUTE_MS,
  10 * MINUTE_MS,
  30 * MINUTE_MS,
  60 * MINUTE_MS,
  4 * 60 * MINUTE_MS,
  12 * 60 * MINUTE_MS,
];
/** Owed webhooks retried in one pass at most; the rest wait for the next. */
const REDELIVER_BATCH_MAX = 100;

/** Delivers a signed webhook to our endpoint, as the real gateway's servers would; answers the HTTP status. */
export type WebhookDelivery = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/** UP1: the HMAC-SHA256 of a raw body with a secret, hex, as the gateways sign webhooks. */
export function signWebhook(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

function headerOf(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The simulated gateway (the embedded default): it keeps its orders in `sim_gateway_orders`, serves a
 * checkout page where the customer (or a test) approves or declines, and then delivers a signed
 * webhook to `/api/gateway/sim/webhook` and files the day's settlement, like Razorpay: event
 * `payment.captured` or `payment.failed`, amounts in paise, `created_at` in seconds, all signed.
 */
export class SimGateway implements PaymentGateway {
  readonly name = 'sim';
  readonly #db: Db;
  readonly #secret: string;
  #deliver: WebhookDelivery | null = null;

  constructor(db: Db, secret: string) {
    this.#db = db;
    this.#secret = secret;
  }

  /** Where the gateway's servers send webhooks (set once the server's routes exist). */
  deliverTo(delivery: WebhookDelivery): void {
    this.#deliver = delivery;
  }

  async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
    const orderId = `order_${randomBytes(9).toString('hex')}`;
    await this.#db.insert(simGatewayOrders).values({
      orderId,
      amountMinor: request.amountMinor,
      currency: request.currency,
      receipt: request.receipt,
      status: SIM_GATEWAY_ORDER_LIFECYCLE.initial,
    });
    return {
      orderId,
      intentUrl: upiIntentUrl({
        payeeVpa: SIM_PAYEE_VPA,
        payeeName: SIM_PAYEE_NAME,
        amount: formatMoney(minor(request.amountMinor)),
        reference: orderId,
        note: `Recharge ${request.receipt}`,
      }),
      checkoutUrl: `/api/gateway/sim/checkout/${orderId}`,
    };
  }

  verifyWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): WebhookReading {
    const given = Buffer.from(headerOf(headers, SIM_SIGNATURE_HEADER), 'utf8');
    const expected = Buffer.from(signWebhook(this.#secret, rawBody), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'signature' };
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    const payment = isRecord(body) && isRecord(body.payload) ? body.payload.payment : undefined;
    if (!isRecord(body) || !isRecord(payment)) return { ok: false, reason: 'malformed' };
    const { id: eventId, event, created_at: createdAt } = body;
    const { id: paymentId, order_id: orderId, amount, currency, vpa, error_description: reason } = payment;
    if (typeof eventId !== 'string' || typeof createdAt !== 'number' || typeof paymentId !== 'string')
      return { ok: false, reason: 'malformed' };
    if (typeof orderId !== 'string') return { ok: false, reason: 'malformed' };
    const base = { eventId, signedAtMs: createdAt * 1000, orderId };
    if (event === 'payment.failed')
      return {
        ok: true,
        webhook: { ...base, payment: { kind: 'failed', paymentId, reason: typeof reason === 'string' ? reason : '' } },
      };
    if (event !== 'payment.captured' || !Number.isSafeInteger(amount) || typeof currency !== 'string')
      return { ok: false, reason: 'malformed' };
    if (typeof vpa !== 'string') return { ok: false, reason: 'malformed' };
    return {
      ok: true,
      webhook: {
        ...base,
        payment: { kind: 'captured', paymentId, amountMinor: BigInt(amount as number), currency, payerVpa: vpa },
      },
    };
  }

  async settlementFile(day: string): Promise<string> {
    const startMs = Date.parse(`${day}T00:00:00+05:30`);
    const rows = await this.#db
      .select()
      .from(simGatewayOrders)
      .where(
        and(
          eq(simGatewayOrders.status, 'paid'),
          gte(simGatewayOrders.paidAt, new Date(startMs)),
          lt(simGatewayOrders.paidAt, new Date(startMs + DAY_MS)),
        ),
      )
      .orderBy(simGatewayOrders.paidAt);
    const lines = rows.map((r) =>
      [
        r.paymentId,
        r.orderId,
        formatMoney(minor(r.amountMinor)),
        r.currency,
        '0.00',
        '0.00',
        r.paidAt ? formatIndiaTime(r.paidAt.getTime(), 'YYYY-MM-DD HH:mm:ss') : '',
      ].join(','),
    );
    return [SETTLEMENT_CSV_HEADER, ...lines].join('\n');
  }

  /** An order as its checkout page shows it; undefined for an id the gateway never made. */
  async order(orderId: string) {
    const [row] = await this.#db.select().from(simGatewayOrders).where(eq(simGatewayOrders.orderId, orderId)).limit(1);
    return row;
  }

  /**
   * The payer answers in their UPI app: the order is paid (or declined) once, and the gateway
   * delivers the signed webhook to our endpoint, retrying a refusal as a real gateway would.
   * Answers false when the order was already answered.
   */
  async answer(orderId: string, answer: { approve: true; payerVpa: string } | { approve: false }): Promise<boolean> {
    const paymentId = `pay_${randomBytes(9).toString('hex')}`;
    const rule = statusRule(SIM_GATEWAY_ORDER_LIFECYCLE, answer.approve ? 'pay' : 'decline');
    const [row] = await this.#db
      .update(simGatewayOrders)
      .set({
        status: rule.to,
        paymentId,
        payerVpa: answer.approve ? answer.payerVpa : null,
        reason: answer.approve ? null : DECLINED_REASON,
        paidAt: answer.approve ? new Date() : null,
      })
      .where(and(eq(simGatewayOrders.orderId, orderId), inArray(simGatewayOrders.status, [...rule.from])))
      .returning();
    if (!row) return false;
    const payment = {
      id: paymentId,
      order_id: orderId,
      amount: Number(row.amountMinor),
      currency: row.currency,
      method: 'upi',
      ...(answer.approve ? { vpa: answer.payerVpa } : { error_description: DECLINED_REASON }),
    };
    const webhook: SimWebhookEvent = {
      id: `evt_${randomBytes(9).toString('hex')}`,
      event: answer.approve ? 'payment.captured' : 'payment.failed',
      payment,
    };
    await this.#db
      .update(simGatewayOrders)
      .set({ webhook, webhookNextAt: new Date() })
      .where(eq(simGatewayOrders.orderId, orderId));
    await this.#tryDelivery(orderId, Date.now());
    return true;
  }

  /**
   * UP9: tries every owed webhook whose next try is due, as the gateway's retry queue does; answers
   * how many were delivered. Run by the engine leader's pass.
   */
  async redeliverWebhooks(nowMs: number): Promise<number> {
    const due = await this.#db
      .select({ orderId: simGatewayOrders.orderId })
      .from(simGatewayOrders)
      .where(and(isNull(simGatewayOrders.webhookDeliveredAt), lte(simGatewayOrders.webhookNextAt, new Date(nowMs))))
      .orderBy(asc(simGatewayOrders.webhookNextAt))
      .limit(REDELIVER_BATCH_MAX);
    let delivered = 0;
    for (const { orderId } of due) if (await this.#tryDelivery(orderId, nowMs)) delivered += 1;
    return delivered;
  }

  /**
   * One try of an order's owed webhook: the try is claimed first (its count raised and the next one
   * scheduled), so two callers never send one try twice; the body is signed at the time of the try
   * with the same event id, so our endpoint's replay check sees every retry as the one event.
   */
  async #tryDelivery(orderId: string, nowMs: number): Promise<boolean> {
    if (!this.#deliver) throw new Error('the simulated gateway has nowhere to deliver webhooks');
    const attempts = sql`${simGatewayOrders.webhookAttempts}`;
    const waits = `{${SIM_WEBHOOK_RETRY_WAITS_MS.join(',')}}`;
    const [claimed] = await this.#db
      .update(simGatewayOrders)
      .set({
        webhookAttempts: sql`${attempts} + 1`,
        // The wait after this try, or none once the schedule is spent (bigint[] is 1-based).
        webhookNextAt: sql`case when ${attempts} + 1 <= ${SIM_WEBHOOK_RETRY_WAITS_MS.length}
          then ${new Date(nowMs)}::timestamptz + ((${waits}::bigint[])[${attempts} + 1] * interval '1 millisecond')
          else null end`,
      })
      .where(
        and(
          eq(simGatewayOrders.orderId, orderId),
          isNull(simGatewayOrders.webhookDeliveredAt),
          lte(simGatewayOrders.webhookNextAt, new Date(nowMs)),
        ),
      )
      .returning({ webhook: simGatewayOrders.webhook });
    if (!claimed?.webhook) return false;
    const { id, event, payment } = claimed.webhook;
    // Signed at the wall clock of the try: the time our endpoint checks for freshness (UP2).
    const rawBody = JSON.stringify({ id, event, created_at: Math.floor(Date.now() / 1000), payload: { payment } });
    const headers = { 'content-type': 'application/json', [SIM_SIGNATURE_HEADER]: signWebhook(this.#secret, rawBody) };
    const status = await this.#deliver(rawBody, headers).catch(() => 0);
    // 2xx is taken, and so is a 4xx: it will not change on a retry. A 5xx or no answer waits its turn.
    if (status < 200 || status >= 500) return false;
    await this.#db
      .update(simGatewayOrders)
      .set({ webhookDeliveredAt: new Date(nowMs), webhookNextAt: null })
      .where(eq(simGatewayOrders.orderId, orderId));
    return true;
  }
}
