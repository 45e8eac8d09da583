import { Code, type upiCharge } from '@demo/contract';
import {
  decideUpiPayment,
  formatIndiaTime,
  formatMoney,
  minor,
  parseMoney,
  parseSettlementCsv,
  reconcileSettlement,
  type SettledPayment,
  startOfIndiaDayMs,
  statusRule,
  UPI_AMOUNT_MAX_MINOR,
  UPI_ORDER_TTL_MS,
  UPI_PAYMENT_LIFECYCLE,
  webhookIsFresh,
} from '@demo/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction, isFailure, isUniqueViolation } from '../../db/transaction';
import type { Deps } from '../../deps';
import { readCurrency } from '../../ledger/currency';
import { executeMoneyWorkflow } from '../../ledger/money-workflow';
import { publishBalanceEvents } from '../../ledger/service';
import { BusChannel } from '../../lib/bus';
import { fail, ok, type Result } from '../../lib/result';
import { readSettings } from '../../settings/service';
import { insertAudit } from '../audit';
import { tradingLock } from '../trading';
import type { GatewayWebhook, PaymentGateway } from './gateway';
import { EXPIRED_REASON, upiMessages } from './messages';
import {
  creditedForSettlement,
  insertSettlementRun,
  insertUpiPayment,
  latestSettlementRuns,
  lockUpiPayment,
  markSettled,
  overduePayments,
  recordWebhookEvent,
  replaceSettlementRun,
  resolveSettlementRun,
  settlementRunOf,
  settleUpiPayment,
  type UpiPaymentRow,
  upiPaymentByOrder,
  upiPaymentByRequest,
  upiPaymentOf,
  upiPaymentsOf,
} from './store';

/** What the UPI channel needs: the app's db, bus and log, the gateways by name, and the one new orders go to. */
export interface UpiDeps extends Pick<Deps, 'db' | 'bus' | 'log'> {
  readonly gateways: ReadonlyMap<string, PaymentGateway>;
  /** The gateway new orders are made at (`UPI_GATEWAY`, default `sim`). */
  readonly gateway: PaymentGateway;
}

type UpiCharge = z.infer<typeof upiCharge>;
const DAY_MS = 86_400_000;
const EXPIRE_BATCH_MAX = 200;

function viewOf(row: UpiPaymentRow): UpiCharge {
  return {
    id: row.id,
    amount: formatMoney(minor(row.amountMinor)),
    currency: row.currency,
    intentUrl: row.intentUrl,
    qrCode: row.intentUrl,
    checkoutUrl: row.checkoutUrl,
    expiresAt: row.expiresAt.getTime(),
    status: row.status,
    reason: row.reason,
    payer: row.payerVpaMasked,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * UP1: opens a UPI payment for an amount in the account's currency (rupees only): at least
 * `minChargeAmount`, at most UPI's per-payment limit (405 otherwise). The gateway's order gives the
 * intent link; the recharge is pending for 15 minutes. A repeated requestId answers the first (E7).
 */
export async function createUpiCharge(
  deps: UpiDeps,
  userId: number,
  input: { amount: string; requestId: string },
  nowMs: number,
): Promise<Result<UpiCharge>> {
  const first = await upiPaymentByRequest(deps.db, userId, input.requestId);
  if (first) return ok(viewOf(first));
  const currency = await readCurrency(deps.db, 'real');
  if (currency !== 'INR') return fail(Code.ABNORMAL_DATA, upiMessages.rupeesOnly);
  const amount = parseMoney(input.amount);
  // The contract's amount() admits only what parseMoney reads; a failure here is a bug.
  if (!amount.ok) throw new Error(`amount ${input.amount} passed the contract but not parseMoney`);
  const settings = await readSettings(deps.db);
  const min = parseMoney(settings.minChargeAmount);
  if (min.ok && amount.value < min.value)
    return fail(Code.RECHARGE_AMOUNT_INCORRECT, upiMessages.belowMin(formatMoney(min.value)));
  if (amount.value > UPI_AMOUNT_MAX_MINOR)
    return fail(Code.RECHARGE_AMOUNT_INCORRECT, upiMessages.aboveMax(formatMoney(minor(UPI_AMOUNT_MAX_MINOR))));
  const expiresAtMs = nowMs + UPI_ORDER_TTL_MS;
  const order = await deps.gateway.createOrder({
    receipt: `upi:${userId}:${input.requestId}`,
    amountMinor: amount.value,
    currency,
    expiresAtMs,
  });
  try {
    const row = await insertUpiPayment(deps.db, {
      userId,
      requestId: input.requestId,
      gateway: deps.gateway.name,
      gatewayOrderId: order.orderId,
      currency,
      amountMinor: amount.value,
      intentUrl: order.intentUrl,
      checkoutUrl: order.checkoutUrl,
      expiresAt: new Date(expiresAtMs),
    });
    return ok(viewOf(row));
  } catch (error) {
    // Two requests with one requestId at once: the second's order is left to expire at the gateway.
    const again = isUniqueViolation(error) ? await upiPaymentByRequest(deps.db, userId, input.requestId) : undefined;
    if (!again) throw error;
    return ok(viewOf(again));
  }
}

export async function upiChargeStatus(deps: UpiDeps, userId: number, id: number): Promise<Result<UpiCharge>> {
  const row = await upiPaymentOf(deps.db, userId, id);
  return row ? ok(viewOf(row)) : fail(Code.ABNORMAL_DATA, upiMessages.notFound);
}

/** `charge/upi/list`: the customer's UPI payments, newest first (the app's card and history read it). */
export async function listUpiCharges(
  deps: UpiDeps,
  userId: number,
  paging: { page: number; size: number },
): Promise<Result<{ list: UpiCharge[]; total: number }>> {
  const { rows, total } = await upiPaymentsOf(deps.db, userId, paging.page, paging.size);
  return ok({ list: rows.map(viewOf), total });
}

/** After commit: the payment's new state to the customer's screens, and their balance when money came in. */
async function announce(deps: UpiDeps, row: UpiPaymentRow, credited: boolean): Promise<void> {
  try {
    await deps.bus.publish(BusChannel.user(row.userId), { type: 'upi', at: Date.now(), ...viewOf(row) });
    if (credited) await publishBalanceEvents(deps, [row.userId]);
  } catch (error) {
    deps.log.error({ err: error, userId: row.userId, upiPayment: row.id }, 'UPI event not published');
  }
}

/** What the webhook endpoint answers the gateway: an HTTP status and a short JSON body. */
export interface WebhookAnswer {
  readonly status: number;
  readonly body: { readonly ok: boolean; readonly result: string };
}

const answer = (status: number, result: string): WebhookAnswer => ({ status, body: { ok: status === 200, result } });

/**
 * UP1–UP5: one webhook delivery. The signature over the raw body is checked first (401), then its
 * signed time (400 when stale, UP2); the event id is recorded in the same transaction as its effect,
 * so a delivery seen before is refused (409) and a failed effect leaves it to be retried. A capture
 * runs as a money workflow (docs/adr/0024) under the customer's trading lock: the order row locked,
 * core decides, one type-1 posting; a second payment id or amount check refused answers 422 and
 * credits nothing. A failure marks the order failed with the gateway's reason.
 */
export async function receiveWebhook(
  deps: UpiDeps,
  gatewayName: string,
  rawBody: Buffer,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  nowMs: number,
): Promise<WebhookAnswer> {
  const gateway = deps.gateways.get(gatewayName);
  if (!gateway) return answer(404, 'unknown gateway');
  const reading = gateway.verifyWebhook(rawBody, headers);
  if (!reading.ok) {
    deps.log.warn({ gateway: gatewayName, reason: reading.reason }, 'UPI webhook refused');
    return answer(reading.reason === 'signature' ? 401 : 400, reading.reason);
  }
  const webhook = reading.webhook;
  if (!webhookIsFresh(webhook.signedAtMs, nowMs)) {
    deps.log.warn({ gateway: gatewayName, eventId: webhook.eventId }, 'UPI webhook refused as stale');
    return answer(400, 'stale');
  }
  const order = await upiPaymentByOrder(deps.db, gatewayName, webhook.orderId);
  if (!order) return answer(404, 'unknown order');
  return webhook.payment.kind === 'captured'
    ? await credit(deps, gatewayName, order, webhook)
    : await decline(deps, gatewayName, order, webhook);
}

async function credit(
  deps: UpiDeps,
  gatewayName: string,
  order: UpiPaymentRow,
  webhook: GatewayWebhook,
): Promise<WebhookAnswer> {
  let replayed = false;
  const done = await executeMoneyWorkflow(deps.db, {
    lock: tradingLock(order.userId),
    read: async (tx) => {
      if (!(await recordWebhookEvent(tx, gatewayName, webhook.eventId))) {
        replayed = true;
        return null;
      }
      return (await lockUpiPayment(tx, order.id)) ?? null;
    },
    decide: (row) => {
      const decision = decideUpiPayment(row, webhook.payment);
      // A capture decides a credit or nothing; a decline plan here would be a bug of core.
      if (decision.ok && decision.value?.event === 'decline') throw new Error('UP3: a capture decided a decline');
      return decision;
    },
    refusal: (failure) => {
      deps.log.error(
        { gateway: gatewayName, eventId: webhook.eventId, rule: failure.rule, order: order.id },
        failure.message,
      );
      return fail(Code.ABNORMAL_DATA, failure.message);
    },
    postingOf: (plan) => {
      if (plan.event !== 'credit') throw new Error('UP3: only a credit posts');
      return plan.posting;
    },
    write: async (tx, plan) => {
      if (plan.event !== 'credit') throw new Error('UP3: only a credit posts');
      const row = await settleUpiPayment(tx, order.id, statusRule(UPI_PAYMENT_LIFECYCLE, 'credit'), {
        gatewayPaymentId: plan.paymentId,
        payerVpaMasked: plan.payerVpaMasked,
        at: new Date(),
      });
      if (!row) throw new Error(`UP3: recharge ${order.id} was locked pending but not updated`);
      return row;
    },
    publish: (row) => announce(deps, row, true),
  });
  if (!done.ok) return answer(422, 'payment does not match the order');
  if (replayed) return answer(409, 'replay');
  return answer(200, done.written === null ? 'duplicate' : 'credited');
}

async function decline(
  deps: UpiDeps,
  gatewayName: string,
  order: UpiPaymentRow,
  webhook: GatewayWebhook,
): Promise<WebhookAnswer> {
  const outcome = await inTransaction(deps.db, async (tx) => {
    if (!(await recordWebhookEvent(tx, gatewayName, webhook.eventId))) return 'replay' as const;
    const row = await lockUpiPayment(tx, order.id);
    if (!row) return 'duplicate' as const;
    const decision = decideUpiPayment(row, webhook.payment);
    if (!decision.ok || decision.value?.event !== 'decline') return 'duplicate' as const;
    const failed = await settleUpiPayment(tx, row.id, statusRule(UPI_PAYMENT_LIFECYCLE, 'decline'), {
      reason: decision.value.reason || 'The payment failed at the gateway',
      gatewayPaymentId: decision.value.paymentId,
      at: new Date(),
    });
    return failed ?? ('duplicate' as const);
  });
  if (isFailure(outcome)) return answer(503, 'retry');
  if (outcome === 'replay') return answer(409, 'replay');
  if (outcome === 'duplicate') return answer(200, 'duplicate');
  await announce(deps, outcome, false);
  return answer(200, 'failed');
}

/** UP6: the leader's pass: pending orders older than 15 minutes expire, each told to its customer. */
export async function expireUpiPayments(deps: UpiDeps, nowMs: number): Promise<number> {
  const overdue = await overduePayments(deps.db, new Date(nowMs), EXPIRE_BATCH_MAX);
  let expired = 0;
  for (const row of overdue) {
    const done = await settleUpiPayment(deps.db, row.id, statusRule(UPI_PAYMENT_LIFECYCLE, 'expire'), {
      reason: EXPIRED_REASON,
      at: new Date(nowMs),
    });
    if (!done) continue;
    expired += 1;
    await announce(deps, done, false);
  }
  return expired;
}

/** The India day before the one `nowMs` is in, YYYY-MM-DD: the day a settlement file is due for. */
export function settlementDayBefore(nowMs: number): string {
  return formatIndiaTime(startOfIndiaDayMs(nowMs) - 1, 'YYYY-MM-DD');
}

const sideOf = (p: SettledPayment | null) =>
  p === null ? null : { orderId: p.orderId, amount: formatMoney(p.amountMinor), currency: p.currency };

type SettlementRunRow = Awaited<ReturnType<typeof replaceSettlementRun>>;

/**
 * UP7, UP9: one gateway's file for one India day against the recharges credited through it: the
 * difference with both sides. Undefined when the file can't be read (logged; tried again later).
 */
async function checkSettlement(deps: UpiDeps, gateway: PaymentGateway, day: string) {
  const startMs = Date.parse(`${day}T00:00:00+05:30`);
  const file = parseSettlementCsv(await gateway.settlementFile(day));
  if (!file.ok) {
    deps.log.error({ gateway: gateway.name, day, error: file.error }, 'UPI settlement file unreadable');
    return undefined;
  }
  const listed = file.value.map((p) => p.paymentId);
  const window = { from: new Date(startMs), to: new Date(startMs + DAY_MS), day };
  const credited = await creditedForSettlement(deps.db, gateway.name, window, listed);
  const ours: SettledPayment[] = credited.map((r) => ({
    paymentId: r.gatewayPaymentId ?? '',
    orderId: r.gatewayOrderId,
    amountMinor: minor(r.amountMinor),
    currency: r.currency,
  }));
  const differences = reconcileSettlement(file.value, ours);
  const differing = new Set(differences.map((d) => d.paymentId));
  await markSettled(
    deps.db,
    gateway.name,
    day,
    ours.map((p) => p.paymentId).filter((id) => listed.includes(id) && !differing.has(id)),
  );
  const detail = differences.map((d) => ({ paymentId: d.paymentId, gateway: sideOf(d.gateway), ours: sideOf(d.ours) }));
  if (differences.length > 0)
    deps.log.error({ gateway: gateway.name, day, differences: detail }, 'UPI settlement does not reconcile');
  return { gateway: gateway.name, day, payments: file.value.length, differences: differences.length, detail };
}

/**
 * UP7: reconciles each gateway's settlement file for `day` (the India day before now by default)
 * against the recharges credited through it that day, once per gateway and day. A difference is
 * kept with both sides for the console's alert and logged as an error.
 */
export async function reconcileUpiSettlements(
  deps: UpiDeps,
  nowMs: number,
  day: string = settlementDayBefore(nowMs),
): Promise<void> {
  for (const gateway of deps.gateways.values()) {
    if (await settlementRunOf(deps.db, gateway.name, day)) continue;
    const run = await checkSettlement(deps, gateway, day);
    if (run) await insertSettlementRun(deps.db, run);
  }
}

function runView(r: SettlementRunRow) {
  return {
    gateway: r.gateway,
    day: r.day,
    payments: r.payments,
    differences: r.differences,
    detail: r.detail,
    checkedAt: r.checkedAt.getTime(),
    resolved:
      r.resolvedAt && r.resolvedBy !== null
        ? { at: r.resolvedAt.getTime(), staffId: r.resolvedBy, reason: r.resolution ?? '' }
        : null,
  };
}

/** The latest settlement run of each gateway, for the console's alert (UP7). */
export async function lastSettlementRuns(db: Db) {
  return ok((await latestSettlementRuns(db)).map(runView));
}

interface SettlementAction {
  readonly gateway: string;
  readonly day: string;
  readonly reason: string;
}

/**
 * UP9: `upi/settlement/recheck`: the day's file checked again now, replacing the run before (and
 * opening it again); what retried webhooks have credited since no longer differs. Audited.
 */
export async function recheckSettlement(
  deps: UpiDeps,
  actor: { staffId: number },
  p: SettlementAction,
  ip: string,
): Promise<Result<ReturnType<typeof runView>>> {
  const gateway = deps.gateways.get(p.gateway);
  if (!gateway) return fail(Code.ABNORMAL_DATA, upiMessages.unknownGateway);
  if (!(await settlementRunOf(deps.db, p.gateway, p.day))) return fail(Code.ABNORMAL_DATA, upiMessages.noSettlementRun);
  const run = await checkSettlement(deps, gateway, p.day);
  if (!run) return fail(Code.ABNORMAL_DATA, upiMessages.settlementUnreadable);
  const row = await inTransaction(deps.db, async (tx) => {
    const replaced = await replaceSettlementRun(tx, run);
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'upi.settlement.recheck',
      target: `${p.gateway}:${p.day}`,
      reason: p.reason,
      detail: { differences: run.differences },
      ip,
    });
    return replaced;
  });
  if (isFailure(row)) return fail(Code.ABNORMAL_DATA, upiMessages.settlementUnreadable);
  return ok(runView(row));
}

/** UP10: `upi/settlement/resolve`: the day's differences marked explained with the reason. Audited. */
export async function resolveSettlement(
  deps: UpiDeps,
  actor: { staffId: number },
  p: SettlementAction,
  ip: string,
): Promise<Result<ReturnType<typeof runView>>> {
  const row = await inTransaction(deps.db, async (tx) => {
    const resolved = await resolveSettlementRun(tx, p.gateway, p.day, {
      staffId: actor.staffId,
      reason: p.reason,
      at: new Date(),
    });
    if (!resolved) return null;
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'upi.settlement.resolve',
      target: `${p.gateway}:${p.day}`,
      reason: p.reason,
      detail: { differences: resolved.differences, detail: resolved.detail },
      ip,
    });
    return resolved;
  });
  if (isFailure(row) || row === null) return fail(Code.ABNORMAL_DATA, upiMessages.noSettlementRun);
  return ok(runView(row));
}
