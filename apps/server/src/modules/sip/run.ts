import { Code, type SipEvent } from '@demo/contract';
import {
  afterInstalment,
  currencyDecimals,
  dayCloseMs,
  formatMoney,
  instalmentAfter,
  minor,
  SIP_LEVER,
  SIP_PLAN_LIFECYCLE,
  type SipInstalmentStatus,
  type SipSkipReason,
  sameCurrency,
  sipLots,
  statusRule,
} from '@demo/core';
import { repeatOr, requestKeyOf } from '../../db/request-keys';
import { inTransaction, isFailure } from '../../db/transaction';
import { BusChannel } from '../../lib/bus';
import { type Failure, fail, localize } from '../../lib/result';
import { buyAiProduct } from '../ai-products';
import { createOrder, findByRequestId, quoteTicks, tradingTerms } from '../trading';
import { planMarket, type SipDeps, scheduleOf, viewInstalment } from './service';
import type { SipPlanRow } from './store';
import * as store from './store';

/**
 * The engine leader's SIP pass (docs/SPEC.md SP3, SP4, SP6, SP7): each due instalment runs at its
 * market's open through the customer's own order path, and is recorded once. The order (or AI
 * purchase) carries a request id made of the plan and the trading day, so a run repeated after a
 * crash, or by two leaders for a moment, answers the first order instead of placing another; the
 * instalment row's unique key (plan, day) then lets exactly one run record it and move the plan on.
 */

/** How often the leader looks for due instalments; an instalment runs within this of its open. */
export const SIP_PASS_INTERVAL_MS = 5_000;

/** What one instalment came to before it is recorded. */
interface Outcome {
  readonly status: SipInstalmentStatus;
  readonly reason: SipSkipReason | null;
  readonly detail: { en: string; hi: string } | null;
  readonly orderId: number | null;
  readonly aiPurchaseId: number | null;
  readonly hands: number | null;
  readonly costMinor: bigint | null;
}

const skipped = (reason: SipSkipReason, detail: { en: string; hi: string } | null = null): Outcome => ({
  status: 'skipped',
  reason,
  detail,
  orderId: null,
  aiPurchaseId: null,
  hands: null,
  costMinor: null,
});

/** The request id of an instalment's order: one per plan and trading day (SP4). */
export function instalmentRequestId(planId: number, day: number): string {
  return `sip-${planId}-${day}`;
}

/** Runs every instalment due by `nowMs`; a plan whose run throws is logged and tried again next pass. */
export async function runSipPass(d: SipDeps, nowMs: number): Promise<number> {
  let ran = 0;
  for (const plan of await store.duePlans(d.trading.db, nowMs)) {
    try {
      if (await runInstalment(d, plan, nowMs)) ran += 1;
    } catch (error) {
      d.trading.log.error({ err: error, planId: plan.id }, 'SIP instalment failed; the next pass tries again');
    }
  }
  return ran;
}

/**
 * One plan's due instalment: placed (or found, when an earlier run placed it), then recorded with the
 * plan moved to its next date in one transaction. Answers whether this run recorded it.
 */
export async function runInstalment(d: SipDeps, plan: SipPlanRow, nowMs: number): Promise<boolean> {
  const day = plan.nextDay;
  if (day === null || plan.nextAtMs === null) return false;
  const market = await planMarket(d.trading.db, plan.code, nowMs);
  if (!market) throw new Error(`SIP plan ${plan.id} names a product no longer listed: ${plan.code}`);
  const late = nowMs >= dayCloseMs(market.exchange, day, market.holidays);
  const outcome = await (plan.kind === 'ai' ? buyAi(d, plan, day, late) : buyLots(d, plan, day, late));
  // SP10: a plan with a count ends with its last instalment, whatever the calendar would give next.
  const done = plan.instalmentsDone + 1;
  const last = plan.instalmentsMax !== null && done >= plan.instalmentsMax;
  const next = last ? null : instalmentAfter(market.exchange, scheduleOf(plan), day, market.holidays);
  const recorded = await inTransaction(d.trading.db, async (tx) => {
    const row = await store.recordInstalment(tx, { planId: plan.id, day, atMs: nowMs, ...outcome });
    if (!row) return null;
    const run = afterInstalment(plan.skipsInARow, outcome.status);
    const event = next === null ? 'finish' : run.pause ? 'pause' : null;
    const rule = event === null ? null : statusRule(SIP_PLAN_LIFECYCLE, event);
    const moved = await store.updatePlan(
      tx,
      plan.id,
      ['active'],
      {
        ...(rule ? { status: rule.to } : {}),
        skipsInARow: run.skipsInARow,
        instalmentsDone: done,
        nextDay: next?.day ?? null,
        nextAtMs: next?.atMs ?? null,
      },
      day,
    );
    return moved ? { row, plan: moved } : null;
  });
  if (isFailure(recorded)) throw new Error(`recording SIP instalment ${plan.id}/${day} failed`);
  if (recorded === null) return false;
  await notify(d, recorded.plan, recorded.row);
  return true;
}

/** SP7: the instalment as a notice on the owner's open screens (the history keeps it for good). */
async function notify(d: SipDeps, plan: SipPlanRow, row: store.SipInstalmentRow): Promise<void> {
  try {
    const event: SipEvent = {
      type: 'sip',
      ...viewInstalment(row, plan.currency, 'en'),
      planId: plan.id,
      code: plan.code,
      planStatus: plan.status,
      sentAt: d.trading.now(),
    };
    await d.trading.bus.publish(BusChannel.user(plan.userId), event);
  } catch (error) {
    d.trading.log.error({ err: error, planId: plan.id }, 'SIP notice not sent');
  }
}

/** A refusal of the order path as a skip: its code says which kind, its words say exactly why. */
function skipOf(failure: Failure): Outcome {
  const words =
    failure.message === undefined ? null : { en: localize(failure.message, 'en'), hi: localize(failure.message, 'hi') };
  if (failure.code === Code.INSUFFICIENT_BALANCE) return skipped('insufficient_funds', words);
  if (failure.code === Code.MARKET_CLOSED) return skipped('market_closed', words);
  return skipped('refused', words);
}

/**
 * SP5: a product instalment: the plan's lots, or the whole lots its amount affords at the ask now,
 * bought at market through `order/create`'s own path, as the customer's order would be.
 */
async function buyLots(d: SipDeps, plan: SipPlanRow, day: number, late: boolean): Promise<Outcome> {
  const requestId = instalmentRequestId(plan.id, day);
  const placed = await findByRequestId(d.trading.db, plan.userId, requestId);
  if (placed) return filledOrder(d, placed.id, placed.hands);
  if (late) return skipped('missed');
  const hands = plan.hands ?? (await lotsOfAmount(d, plan));
  if (typeof hands === 'string') return skipped(hands);
  const order = await createOrder(d.trading, plan.userId, {
    code: plan.code,
    direction: 'buy',
    priceType: 'market',
    hands,
    lever: SIP_LEVER,
    insurance: false,
    validity: 'gtc',
    accountType: plan.accountSet,
    requestId,
  });
  if (!order.ok) return skipOf(order);
  return filledOrder(d, order.body.id, order.body.hands);
}

async function filledOrder(d: SipDeps, orderId: number, hands: number): Promise<Outcome> {
  const costMinor = await store.orderCostMinor(d.trading.db, orderId);
  return { status: 'filled', reason: null, detail: null, orderId, aiPurchaseId: null, hands, costMinor };
}

/** SP5: the lots an amount plan buys now, or why it cannot buy one. */
async function lotsOfAmount(d: SipDeps, plan: SipPlanRow): Promise<number | SipSkipReason> {
  const nowMs = d.trading.now();
  const market = await planMarket(d.trading.db, plan.code, nowMs);
  const quote = market ? quoteTicks(d.trading.market.quote(plan.code), market.product.decimals) : null;
  if (!market || quote === null || plan.amountMinor === null) return 'no_price';
  const terms = await tradingTerms(d.trading, nowMs);
  const fx =
    market.product.currency === plan.currency
      ? sameCurrency(plan.currency)
      : terms.fx(market.product.currency, plan.currency);
  if (fx === null) return 'no_price';
  const lots = sipLots({
    amountMinor: minor(plan.amountMinor),
    priceTicks: quote.askTicks,
    decimals: market.product.decimals,
    handCount: market.product.handCount,
    buyFeeRate: terms.settings.tradeBuyFee,
    defaultRate: terms.settings.tradeDefaultRate,
    insuranceRate: terms.settings.tradeInsuranceRate,
    fx,
  });
  return lots === 0 ? 'below_one_lot' : lots;
}

/** An AI instalment buys the product for the plan's amount, as `user_product_chatgpt/create` does (SP5). */
async function buyAi(d: SipDeps, plan: SipPlanRow, day: number, late: boolean): Promise<Outcome> {
  const requestId = instalmentRequestId(plan.id, day);
  const key = requestKeyOf(plan.userId, 'user_product_chatgpt/create', requestId);
  const amountMinor = plan.amountMinor ?? 0n;
  const bought = await repeatOr(d.ai.db, key, async () => {
    if (late) return fail(Code.MARKET_CLOSED);
    const amount = formatMoney(minor(amountMinor), currencyDecimals(plan.currency));
    return await buyAiProduct(
      d.ai,
      plan.userId,
      { productId: plan.aiProductId ?? 0, amount, accountType: plan.accountSet, requestId },
      'en',
      key,
    );
  });
  if (!bought.ok) return late && bought.message === undefined ? skipped('missed') : skipOf(bought);
  return {
    status: 'filled',
    reason: null,
    detail: null,
    orderId: null,
    aiPurchaseId: bought.body.id,
    hands: null,
    costMinor: amountMinor,
  };
}
