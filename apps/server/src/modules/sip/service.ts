import {
  Code,
  type Locale,
  type Payload,
  pageWindow,
  type SipInstalment,
  type SipPlan,
  type sipCreate,
} from '@demo/contract';
import {
  type AccountSet,
  currencyDecimals,
  EXCHANGE_CODES,
  type ExchangeCode,
  firstInstalment,
  formatDay,
  formatMoney,
  minor,
  parseDay,
  parseMoney,
  SIP_PLAN_LIFECYCLE,
  type SipSchedule,
  type SipSkipReason,
  statusRule,
  tradingDayOf,
} from '@demo/core';
import type { Db } from '../../db/client';
import { inKeyedTransaction, type RequestKey } from '../../db/request-keys';
import { isFailure } from '../../db/transaction';
import { fail, localize, ok, type Result } from '../../lib/result';
import { type AiDeps, aiProductOnOffer } from '../ai-products';
import { catalogOf, localName, type ProductRow, type TradingDeps, tradingTerms } from '../trading';
import { sipMessages, skipWords } from './messages';
import type { SipInstalmentRow, SipPlanRow } from './store';
import * as store from './store';
import { planValues } from './value';

/**
 * Recurring investments (CONTRACT.md Wave 3 SIP; docs/SPEC.md SP1–SP9): the customer's calls. The
 * leader's pass that runs the instalments is in run.ts.
 */

export interface SipDeps {
  readonly trading: TradingDeps;
  readonly ai: AiDeps;
}

/** How far ahead a plan may start: a year is longer than any SIP app offers. */
const START_AHEAD_MAX_DAYS = 366;

type CreatePayload = Payload<typeof sipCreate>;

function exchangeOf(product: ProductRow): ExchangeCode {
  const exchange = EXCHANGE_CODES.find((e) => e === product.exchange);
  if (!exchange) throw new Error(`product ${product.code} names an unknown exchange ${product.exchange}`);
  return exchange;
}

/** The schedule a plan row holds, as core reads it. */
export function scheduleOf(plan: SipPlanRow): SipSchedule {
  return { frequency: plan.frequency, day: plan.day, startDay: plan.startDay, endDay: plan.endDay };
}

/** The instrument a plan buys (or the AI product trades) and its calendar, from the catalog. */
export async function planMarket(
  db: Db,
  code: string,
  nowMs: number,
): Promise<
  | {
      product: ProductRow;
      exchange: ExchangeCode;
      holidays: ReturnType<Awaited<ReturnType<typeof catalogOf>>['holidaysOf']>;
    }
  | undefined
> {
  const catalog = await catalogOf(db, nowMs);
  const product = catalog.productByCode(code);
  if (!product) return undefined;
  const exchange = exchangeOf(product);
  return { product, exchange, holidays: catalog.holidaysOf(exchange) };
}

/** What a plan buys: a product by code, or an AI product and the instrument it trades. */
async function targetOf(
  d: SipDeps,
  p: CreatePayload,
  nowMs: number,
): Promise<Result<{ code: string; aiProductId: number | null }>> {
  if (p.aiProductId !== undefined) {
    const found = await aiProductOnOffer(d.ai, p.aiProductId);
    const catalog = await catalogOf(d.trading.db, nowMs);
    const instrument = found ? catalog.productById(found.productId) : undefined;
    if (!found || !instrument) return fail(Code.ABNORMAL_DATA, sipMessages.aiProductUnknown);
    return ok({ code: instrument.code, aiProductId: found.id });
  }
  const catalog = await catalogOf(d.trading.db, nowMs);
  const product = catalog.productByCode(p.code ?? '');
  if (!product || product.suspended) return fail(Code.ABNORMAL_DATA, sipMessages.productUnknown);
  return ok({ code: product.code, aiProductId: null });
}

/** The plan's dates as day numbers, checked against today on the exchange's calendar (SP1). */
function datesOf(
  p: CreatePayload,
  exchange: ExchangeCode,
  nowMs: number,
): Result<{ startDay: number; endDay: number | null }> {
  const startDay = parseDay(p.startDate);
  if (startDay === null) return fail(Code.ABNORMAL_DATA, sipMessages.badDate('startDate'));
  const endDay = p.endDate === undefined ? null : parseDay(p.endDate);
  if (endDay === null && p.endDate !== undefined) return fail(Code.ABNORMAL_DATA, sipMessages.badDate('endDate'));
  const today = tradingDayOf(exchange, nowMs);
  if (startDay < today) return fail(Code.ABNORMAL_DATA, sipMessages.startInPast);
  if (startDay > today + START_AHEAD_MAX_DAYS) return fail(Code.ABNORMAL_DATA, sipMessages.startTooFar);
  return ok({ startDay, endDay });
}

/**
 * `sip/create` (SP1, SP3): the plan with its first instalment, the first date on or after its start
 * whose open is still ahead. A repeated requestId answers the first plan and makes nothing (E7).
 */
export async function createPlan(
  d: SipDeps,
  userId: number,
  p: CreatePayload,
  locale: Locale,
  key: RequestKey,
): Promise<Result<SipPlan>> {
  const nowMs = d.trading.now();
  const target = await targetOf(d, p, nowMs);
  if (!target.ok) return target;
  const market = await planMarket(d.trading.db, target.body.code, nowMs);
  if (!market) return fail(Code.ABNORMAL_DATA, sipMessages.productUnknown);
  const dates = datesOf(p, market.exchange, nowMs);
  if (!dates.ok) return dates;
  const set: AccountSet = p.accountType;
  const currency = (await tradingTerms(d.trading, nowMs)).currency(set);
  let amountMinor: bigint | null = null;
  if (p.amount !== undefined) {
    const parsed = parseMoney(p.amount, currencyDecimals(currency));
    if (!parsed.ok) return fail(Code.ABNORMAL_DATA, sipMessages.amountDecimals(currency, currencyDecimals(currency)));
    amountMinor = parsed.value;
  }
  const schedule: SipSchedule = { frequency: p.frequency, day: p.day ?? null, ...dates.body };
  const first = firstInstalment(market.exchange, schedule, nowMs, market.holidays);
  if (first === null) return fail(Code.ABNORMAL_DATA, sipMessages.noInstalment);
  const made = await inKeyedTransaction(d.trading.db, key, async (tx) => {
    const row = await store.insertPlan(tx, {
      userId,
      accountSet: set,
      requestId: p.requestId,
      kind: target.body.aiProductId === null ? 'product' : 'ai',
      code: target.body.code,
      aiProductId: target.body.aiProductId,
      amountMinor,
      hands: p.hands ?? null,
      currency,
      ...schedule,
      instalmentsMax: p.count ?? null,
      nextDay: first.day,
      nextAtMs: first.atMs,
    });
    const [view] = await viewPlans(d, [row], locale);
    if (!view) throw new Error('a new SIP plan has no view');
    return { reply: view, extra: null };
  });
  if (isFailure(made)) return made;
  return ok(made.reply);
}

/** `sip/list`: the customer's plans, newest first, with their totals and value now. */
export async function listPlans(
  d: SipDeps,
  userId: number,
  p: { page: number; size: number },
  locale: Locale,
): Promise<Result<{ list: SipPlan[]; total: number }>> {
  const { rows, total } = await store.plansOf(d.trading.db, userId, pageWindow(p.page, p.size));
  return ok({ list: await viewPlans(d, rows, locale), total });
}

/** The plans in the contract's shape: names from the catalog, totals from the instalments, value now. */
export async function viewPlans(d: SipDeps, rows: readonly SipPlanRow[], locale: Locale): Promise<SipPlan[]> {
  const nowMs = d.trading.now();
  const catalog = await catalogOf(d.trading.db, nowMs);
  const ids = rows.map((r) => r.id);
  const totals = await store.totalsOf(d.trading.db, ids);
  const values = await planValues(d.trading, rows, nowMs);
  return rows.map((row) => {
    const product = catalog.productByCode(row.code);
    const total = totals.get(row.id) ?? { investedMinor: 0n, filled: 0, skipped: 0 };
    const decimals = currencyDecimals(row.currency);
    return {
      id: row.id,
      kind: row.kind,
      code: row.code,
      name: product ? localName(product, locale) : row.code,
      aiProductId: row.aiProductId,
      amount: row.amountMinor === null ? null : formatMoney(minor(row.amountMinor), decimals),
      hands: row.hands,
      currency: row.currency,
      frequency: row.frequency,
      day: row.day,
      startDate: formatDay(row.startDay),
      endDate: row.endDay === null ? null : formatDay(row.endDay),
      count: row.instalmentsMax,
      accountType: row.accountSet,
      status: row.status,
      nextAt: row.status === 'ended' ? null : row.nextAtMs,
      invested: formatMoney(minor(total.investedMinor), decimals),
      value: formatMoney(minor(values.get(row.id) ?? 0n), decimals),
      filled: total.filled,
      skipped: total.skipped,
      skipsInARow: row.skipsInARow,
      createdAt: row.createdAt.getTime(),
    };
  });
}

/** `sip/pause` (SP8): an active plan stops running until resumed. */
export async function pausePlan(d: SipDeps, userId: number, id: number, locale: Locale): Promise<Result<SipPlan>> {
  const plan = await store.ownPlan(d.trading.db, userId, id);
  if (!plan) return fail(Code.ABNORMAL_DATA, sipMessages.planUnknown);
  const rule = statusRule(SIP_PLAN_LIFECYCLE, 'pause');
  const row = await store.updatePlan(d.trading.db, id, rule.from, { status: rule.to });
  if (!row) return fail(Code.ABNORMAL_DATA, plan.status === 'ended' ? sipMessages.ended : sipMessages.notActive);
  return await onePlan(d, row, locale);
}

/**
 * `sip/resume` (SP8): a paused plan runs again from its next date whose open is still ahead; dates
 * that passed while it was paused are not made up. A plan with no date left before its end ends.
 */
export async function resumePlan(d: SipDeps, userId: number, id: number, locale: Locale): Promise<Result<SipPlan>> {
  const plan = await store.ownPlan(d.trading.db, userId, id);
  if (!plan) return fail(Code.ABNORMAL_DATA, sipMessages.planUnknown);
  if (plan.status !== 'paused')
    return fail(Code.ABNORMAL_DATA, plan.status === 'ended' ? sipMessages.ended : sipMessages.notPaused);
  const nowMs = d.trading.now();
  const market = await planMarket(d.trading.db, plan.code, nowMs);
  if (!market) throw new Error(`SIP plan ${plan.id} names a product no longer listed: ${plan.code}`);
  const next = firstInstalment(market.exchange, scheduleOf(plan), nowMs, market.holidays);
  const rule = statusRule(SIP_PLAN_LIFECYCLE, next === null ? 'cancel' : 'resume');
  const row = await store.updatePlan(d.trading.db, id, ['paused'], {
    status: rule.to,
    skipsInARow: 0,
    nextDay: next?.day ?? null,
    nextAtMs: next?.atMs ?? null,
  });
  if (!row) return fail(Code.ABNORMAL_DATA, sipMessages.notPaused);
  return await onePlan(d, row, locale);
}

/** `sip/cancel` (SP8): the plan ends for good; what it bought stays where it is. */
export async function cancelPlan(d: SipDeps, userId: number, id: number, locale: Locale): Promise<Result<SipPlan>> {
  const plan = await store.ownPlan(d.trading.db, userId, id);
  if (!plan) return fail(Code.ABNORMAL_DATA, sipMessages.planUnknown);
  const rule = statusRule(SIP_PLAN_LIFECYCLE, 'cancel');
  const row = await store.updatePlan(d.trading.db, id, rule.from, { status: rule.to, nextDay: null, nextAtMs: null });
  if (!row) return fail(Code.ABNORMAL_DATA, sipMessages.ended);
  return await onePlan(d, row, locale);
}

async function onePlan(d: SipDeps, row: SipPlanRow, locale: Locale): Promise<Result<SipPlan>> {
  const [view] = await viewPlans(d, [row], locale);
  if (!view) throw new Error(`SIP plan ${row.id} has no view`);
  return ok(view);
}

/** One instalment in the contract's shape, its reason in the reader's language. */
export function viewInstalment(row: SipInstalmentRow, currency: string, locale: Locale): SipInstalment {
  const reason =
    row.reason === null ? null : localize(skipWords(row.reason as SipSkipReason, row.detail ?? null), locale);
  return {
    at: row.atMs,
    date: formatDay(row.day),
    status: row.status,
    reason,
    orderId: row.orderId ?? row.aiPurchaseId,
    hands: row.hands,
    amount: row.costMinor === null ? null : formatMoney(minor(row.costMinor), currencyDecimals(currency)),
  };
}

/** `sip/instalments`: a plan's history, newest first (SP7). */
export async function listInstalments(
  d: SipDeps,
  userId: number,
  p: { id: number; page: number; size: number },
  locale: Locale,
): Promise<Result<{ list: SipInstalment[]; total: number }>> {
  const plan = await store.ownPlan(d.trading.db, userId, p.id);
  if (!plan) return fail(Code.ABNORMAL_DATA, sipMessages.planUnknown);
  const { rows, total } = await store.instalmentsOf(d.trading.db, plan.id, pageWindow(p.page, p.size));
  return ok({ list: rows.map((r) => viewInstalment(r, plan.currency, locale)), total });
}
