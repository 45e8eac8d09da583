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
  currencyDecimals,
  decideSipPlan,
  EXCHANGE_CODES,
  type ExchangeCode,
  firstInstalment,
  formatDay,
  formatMoney,
  minor,
  type RuleFailure,
  SIP_AMOUNT_DECIMALS,
  SIP_BAD_DATE,
  SIP_NO_INSTALMENT,
  SIP_PLAN_LIFECYCLE,
  SIP_START_IN_PAST,
  SIP_START_TOO_FAR,
  SIP_TARGET_UNKNOWN,
  type SipSchedule,
  type SipSkipReason,
  type SipTarget,
  statusRule,
} from '@demo/core';
import type { Db } from '../../db/client';
import type { RequestKey } from '../../db/request-keys';
import { isFailure } from '../../db/transaction';
import { executeKeyedWorkflow } from '../../ledger/money-workflow';
import { type Failure, fail, localize, ok, type Result } from '../../lib/result';
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

/**
 * What a plan buys, on offer, with its exchange's calendar (SP1): a product by code, or an AI product
 * and the instrument it trades; undefined when the payload names nothing on offer.
 */
async function targetOf(d: SipDeps, p: CreatePayload, nowMs: number): Promise<SipTarget | undefined> {
  const catalog = await catalogOf(d.trading.db, nowMs);
  let product: ProductRow | undefined;
  let aiProductId: number | null = null;
  if (p.aiProductId !== undefined) {
    const found = await aiProductOnOffer(d.ai, p.aiProductId);
    product = found ? catalog.productById(found.productId) : undefined;
    aiProductId = found?.id ?? null;
  } else {
    const named = catalog.productByCode(p.code ?? '');
    product = named?.suspended ? undefined : named;
  }
  if (!product) return undefined;
  const exchange = exchangeOf(product);
  return { code: product.code, aiProductId, exchange, holidays: catalog.holidaysOf(exchange) };
}

/** Core's refusal of a plan in the words of the reply, in both locales (404 naming the field, SP1). */
function planRefusal(failure: RuleFailure): Failure {
  const values = failure.values ?? {};
  switch (failure.message) {
    case SIP_TARGET_UNKNOWN:
      return fail(
        Code.ABNORMAL_DATA,
        failure.field === 'aiProductId' ? sipMessages.aiProductUnknown : sipMessages.productUnknown,
      );
    case SIP_BAD_DATE:
      return fail(Code.ABNORMAL_DATA, sipMessages.badDate(failure.field === 'endDate' ? 'endDate' : 'startDate'));
    case SIP_START_IN_PAST:
      return fail(Code.ABNORMAL_DATA, sipMessages.startInPast);
    case SIP_START_TOO_FAR:
      return fail(Code.ABNORMAL_DATA, sipMessages.startTooFar);
    case SIP_AMOUNT_DECIMALS:
      return fail(Code.ABNORMAL_DATA, sipMessages.amountDecimals(values.currency ?? '', Number(values.decimals)));
    case SIP_NO_INSTALMENT:
      return fail(Code.ABNORMAL_DATA, sipMessages.noInstalment);
    default:
      throw new Error(`a SIP plan refusal has no words: ${failure.rule} ${failure.message}`);
  }
}

/**
 * `sip/create` (SP1, SP3): the plan with its first instalment, the first date on or after its start
 * whose open is still ahead; core `decideSipPlan` decides and the keyed executor writes it
 * (docs/adr/0024). A repeated requestId answers the first plan and makes nothing (E7). A plan reads
 * nothing under a lock, so it is decided before BEGIN, and a refused one costs no round trip.
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
  const accountCurrency = (await tradingTerms(d.trading, nowMs)).currency(p.accountType);
  const rows = { target, accountCurrency };
  const decided = decideSipPlan(rows, { ...p, userId, accountSet: p.accountType }, nowMs);
  if (!decided.ok) return planRefusal(decided);
  const made = await executeKeyedWorkflow(
    d.trading.db,
    {
      read: async () => rows,
      // Decided before BEGIN, above: a pure decision answers the same for the same rows.
      decide: () => decided,
      refusal: planRefusal,
      postingOf: () => null,
      write: async (tx, plan) => {
        const row = await store.insertPlan(tx, plan);
        const [view] = await viewPlans(d, [row], locale);
        if (!view) throw new Error('a new SIP plan has no view');
        return view;
      },
    },
    { key, replyOf: (view) => view },
  );
  return isFailure(made) ? made : ok(made.reply);
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
