import {
  type AiSourceRecord,
  Code,
  type Locale,
  type Payload,
  pageWindow,
  type productChatgptDetail,
  type UserAi,
  type userProductChatgptCreate,
  type userProductChatgptList,
  type userProductChatgptUpdateStatus,
} from '@demo/contract';
import {
  type AccountSet,
  type AiBuyTermsRows,
  type AiPurchaseFacts,
  type AiSettleRows,
  advanceLive,
  aiSettleMarks,
  aiStatusChange,
  decideAiBuy,
  decideAiBuyTerms,
  decideAiSettle,
  pauseLive,
  type RuleFailure,
  startLive,
  userAccounts,
} from '@demo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { drawnId } from '../../db/next-id';
import type { RequestKey } from '../../db/request-keys';
import { inTransaction, isFailure } from '../../db/transaction';
import { nameOf } from '../../ledger/accounts';
import { readCurrency } from '../../ledger/currency';
import { executeKeyedWorkflow, executeMoneyWorkflow } from '../../ledger/money-workflow';
import { publishBalanceEvents } from '../../ledger/service';
import { userAccountsRead } from '../../ledger/store';
import { type Bus, BusChannel } from '../../lib/bus';
import { type Failure, fail, ok, type Result, refused } from '../../lib/result';
import { type AiMarket, barWindow, priceTicks, storedStrategy } from './market';
import { aiMessages } from './messages';
import {
  aiProductsByIds,
  findAiProduct,
  insertUserAi,
  listAiProducts,
  listUserAi,
  lockUserAi,
  nextPurchaseIdRead,
  type UserAiRow,
  updateUserAi,
} from './store';
import { curveOf, stateOf, type ViewContext, viewProduct, viewUserAi } from './view';

/**
 * AI stock-picking products (CONTRACT.md, "New shares, AI, groups"; docs/SPEC.md I1–I9): the
 * published products with their backtests, a customer's purchase (type 10), pause and resume, and
 * the settlement (type 11) on a stop or at the end of the period, each a transaction of its own with
 * the purchase's row locked, so the runner and the customer never settle one product twice.
 */

export interface AiDeps {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  market: AiMarket;
  now: () => number;
}

async function viewContext(d: AiDeps, locale: Locale, set: AccountSet = 'real'): Promise<ViewContext> {
  return { market: d.market, nowMs: d.now(), locale, currency: await readCurrency(d.db, set) };
}

export async function front(d: AiDeps, p: { page: number; size: number }, locale: Locale) {
  const all = p.size === -1;
  const { rows, total } = await listAiProducts(d.db, {
    enabledOnly: true,
    ...(all ? {} : { limit: p.size, offset: (p.page - 1) * p.size }),
  });
  const v = await viewContext(d, locale);
  const list = [];
  for (const row of rows) list.push((await viewProduct(row, v)).product);
  return ok({ list, total });
}

export async function detail(d: AiDeps, p: Payload<typeof productChatgptDetail>, locale: Locale) {
  const id = /^\d{1,9}$/.test(p.key) ? Number(p.key) : 0;
  const row = id > 0 ? await findAiProduct(d.db, id) : undefined;
  if (!row?.enabled) return fail(Code.ABNORMAL_DATA, aiMessages.productUnknown);
  const view = await viewProduct(row, await viewContext(d, locale));
  return ok({ ...view.product, equityCurve: curveOf(view.backtest) });
}

/** An AI product on offer by id, with the instrument it trades (a SIP plan buys it, SP1); else undefined. */
export async function aiProductOnOffer(d: AiDeps, id: number): Promise<{ id: number; productId: number } | undefined> {
  const row = await findAiProduct(d.db, id);
  return row?.enabled ? { id: row.id, productId: row.productId } : undefined;
}

/** Purchases in the contract's shape, with their products as published now. */
async function viewPurchases(d: AiDeps, rows: readonly UserAiRow[], locale: Locale): Promise<UserAi[]> {
  const products = await aiProductsByIds(
    d.db,
    rows.map((r) => r.aiProductId),
  );
  const v = await viewContext(d, locale);
  const out: UserAi[] = [];
  for (const row of rows) {
    const product = products.get(row.aiProductId);
    if (!product) throw new Error(`AI purchase ${row.id} names a missing product`);
    out.push(await viewUserAi(row, (await viewProduct(product, v)).product, v));
  }
  return out;
}

/** Tells the owner what changed, after the commit: the purchase as an `ai` event, then the balances. */
export async function publishAiChanges(d: AiDeps, rows: readonly UserAiRow[], balances: boolean): Promise<void> {
  try {
    for (const view of await viewPurchases(d, rows, 'en')) {
      const row = rows.find((r) => r.id === view.id);
      if (row) await d.bus.publish(BusChannel.user(row.userId), { type: 'ai', ...view });
    }
    if (balances) await publishBalanceEvents(d, [...new Set(rows.map((r) => r.userId))]);
  } catch (error) {
    d.log.error({ err: error }, 'publishing AI product events failed');
  }
}

/**
 * Buys an AI product (type 10, I8): the amount leaves the chosen account's available balance into
 * the pool, and the product starts at the latest price with the position its strategy holds after
 * the last completed bar. Core decides (`decideAiBuy`) and the keyed executor runs it (docs/adr/0024):
 * the purchase's id is drawn with BEGIN, so its row and its posting go out together. Its terms need
 * no lock and refuse before any transaction. With a request key, a repeat answers the first reply
 * and buys nothing more (E7); the route answers a committed key before these checks (`repeatOr`).
 */
export async function create(
  d: AiDeps,
  userId: number,
  p: Payload<typeof userProductChatgptCreate>,
  locale: Locale,
  key: RequestKey | null = null,
): Promise<Result<UserAi>> {
  const nowMs = d.now();
  const request = { userId, accountSet: p.accountType, amount: p.amount };
  const terms = await aiBuyRows(d, p.productId, p.accountType, nowMs);
  const early = decideAiBuyTerms(terms, request);
  if (!early.ok) return aiBuyRefusal(early);
  const bought = await executeKeyedWorkflow(
    d.db,
    {
      // The available row the posting debits is locked with BEGIN, so the ledger posts without a lock of its own.
      withBegin: {
        available: userAccountsRead([nameOf(userAccounts(userId, p.accountType, terms.accountCurrency).available)], {
          forUpdate: true,
        }),
        purchaseId: nextPurchaseIdRead(),
      },
      lockedAccounts: 'available',
      read: async (_tx, began) => ({ ...terms, purchaseId: drawnId(began.purchaseId) }),
      decide: (rows) => decideAiBuy(rows, request, nowMs),
      refusal: aiBuyRefusal,
      postingOf: (plan) => plan.posting,
      write: async (tx, { row: { startAtMs, endAtMs, ...values } }) => {
        const row = await insertUserAi(tx, { ...values, startAt: startAtMs, endAt: endAtMs });
        // The reply is stored with the key before COMMIT, so it is made here (E7).
        const [view] = await viewPurchases(d, [row], locale);
        if (!view) throw new Error('a bought AI product has no view');
        return { row, view };
      },
      publish: async ({ row }) => await publishAiChanges(d, [row], true),
    },
    { key, replyOf: ({ view }) => view },
  );
  return isFailure(bought) ? bought : ok(bought.reply);
}

/** The rows a purchase's terms are decided on: the product, its instrument's price and bars, the account's currency. */
async function aiBuyRows(d: AiDeps, productId: number, set: AccountSet, nowMs: number): Promise<AiBuyTermsRows> {
  const [product, accountCurrency] = await Promise.all([findAiProduct(d.db, productId), readCurrency(d.db, set)]);
  const instrument = product?.enabled ? d.market.productById(product.productId) : undefined;
  const priceTicksNow = instrument ? priceTicks(d.market, instrument) : null;
  const window = instrument && priceTicksNow !== null ? await barWindow(d.market, instrument, nowMs) : undefined;
  return {
    product,
    instrument,
    priceTicks: priceTicksNow,
    completedBars: window?.bars ?? [],
    accountCurrency,
  };
}

/** A refusal of core's as the reply it has always been, in both locales. */
function aiBuyRefusal(failure: RuleFailure): Failure {
  const values = failure.values ?? {};
  if (failure.field === 'productId') return fail(Code.ABNORMAL_DATA, aiMessages.productUnknown);
  if (failure.code === Code.MARKET_CLOSED) return fail(Code.MARKET_CLOSED, aiMessages.noPrice);
  if (values.min !== undefined) return fail(Code.ABNORMAL_DATA, aiMessages.belowMin(values.min));
  if (values.max !== undefined) return fail(Code.ABNORMAL_DATA, aiMessages.aboveMax(values.max));
  return fail(Code.ABNORMAL_DATA, aiMessages.notMultiple(values.unit ?? ''));
}

export async function list(
  d: AiDeps,
  userId: number,
  p: Payload<typeof userProductChatgptList>,
  locale: Locale,
): Promise<Result<{ list: UserAi[]; total: number }>> {
  const all = p.size === -1;
  const { rows, total } = await listUserAi(d.db, userId, {
    status: p.status,
    accountSet: p.accountType,
    offset: all ? 0 : (p.page - 1) * p.size,
    ...(all ? {} : { limit: p.size }),
  });
  return ok({ list: await viewPurchases(d, rows, locale), total });
}

/**
 * The caller's AI purchases as rows of "Order source" (`order/list/source` with source `ai`, I10): every
 * purchase in both accounts, newest first, each with its account, amount, status and P&L as
 * `user_product_chatgpt/list` shows it. `size=-1` ("all") is capped like every list (R5).
 */
export async function listAsOrderSource(
  d: AiDeps,
  userId: number,
  p: { page: number; size: number },
  locale: Locale,
): Promise<Result<{ list: AiSourceRecord[]; total: number }>> {
  const { offset, limit } = pageWindow(p.page, p.size);
  const { rows, total } = await listUserAi(d.db, userId, { offset, limit });
  const list = (await viewPurchases(d, rows, locale)).map(
    (view): AiSourceRecord => ({ ...view, source: 'ai', record: 'ai_product' }),
  );
  return ok({ list, total });
}

/**
 * Settles one purchase (I7) through the money executor (docs/adr/0024): its row locked (the owner's
 * only, when `ownerId` is given), the bars read when core marks it (`aiSettleMarks`), then core's
 * `decideAiSettle` at the price `priceOf` gives: the status from the lifecycle's `end`, the patch and
 * one type-11 posting named after the purchase, in the transaction that marks it ended. The runner
 * (no `ownerId`) leaves alone a purchase another writer settled (null); the owner's stop of one that
 * is not active is LC3's refusal. Publishes the purchase and balances after COMMIT.
 */
export async function settlePurchase(
  d: AiDeps,
  purchaseId: number,
  ownerId: number | undefined,
  priceOf: (row: UserAiRow) => bigint | null,
  nowMs: number,
): Promise<UserAiRow | null | Failure> {
  const done = await executeMoneyWorkflow(d.db, {
    read: async (tx): Promise<AiSettleRows | null> => {
      const row = await lockUserAi(tx, purchaseId, ownerId);
      if (!row || (ownerId === undefined && row.status !== 'running' && row.status !== 'paused')) return null;
      const purchase: AiPurchaseFacts = { ...row, ...stateOf(row), endAtMs: row.endAt };
      const priceTicks = priceOf(row);
      const instrument = aiSettleMarks(purchase, priceTicks) ? d.market.productById(row.productId) : undefined;
      const window = instrument ? await barWindow(d.market, instrument, nowMs) : { bars: [] };
      return { purchase, priceTicks, completedBars: window.bars };
    },
    decide: (rows: AiSettleRows) => decideAiSettle(rows, nowMs),
    ...(ownerId === undefined
      ? {}
      : {
          refusal: (failure: RuleFailure, rows: AiSettleRows) =>
            refused(failure, aiMessages.transition(rows.purchase.status, 'ended')),
        }),
    postingOf: (plan) => plan.posting,
    write: async (tx, { status, patch: { settledAtMs, endAtMs, ...patch } }) =>
      await updateUserAi(tx, purchaseId, { status, ...patch, settledAt: settledAtMs, endAt: endAtMs }),
    publish: async (row) => await publishAiChanges(d, [row], true),
  });
  return isFailure(done) ? done : done.written;
}

/** Pause, resume, stop (settle now, `settlePurchase`) or unlock one of the caller's purchases (I6). */
export async function updateStatus(
  d: AiDeps,
  userId: number,
  p: Payload<typeof userProductChatgptUpdateStatus>,
  locale: Locale,
): Promise<Result<UserAi>> {
  const nowMs = d.now();
  const changed =
    p.status === 'ended'
      ? ((await settlePurchase(d, p.id, userId, (row) => latestPrice(d, row), nowMs)) ??
        fail(Code.ABNORMAL_DATA, aiMessages.purchaseUnknown))
      : await pauseOrUnlock(d, userId, p, nowMs);
  if (isFailure(changed)) return changed;
  // A stop published its purchase and the balances after its COMMIT (`settlePurchase`).
  if (p.status !== 'ended') await publishAiChanges(d, [changed], false);
  const [view] = await viewPurchases(d, [changed], locale);
  if (!view) throw new Error('an AI purchase has no view');
  return ok(view);
}

/** The latest price of a purchase's instrument in whole ticks; null without one. */
function latestPrice(d: AiDeps, row: UserAiRow): bigint | null {
  const instrument = d.market.productById(row.productId);
  return instrument ? priceTicks(d.market, instrument) : null;
}

/** Pause, resume or unlock: no money moves, the purchase's row locked in a transaction of its own (I6). */
async function pauseOrUnlock(
  d: AiDeps,
  userId: number,
  p: Payload<typeof userProductChatgptUpdateStatus>,
  nowMs: number,
): Promise<UserAiRow | Failure> {
  return await inTransaction(d.db, async (tx) => {
    const row = await lockUserAi(tx, p.id, userId);
    if (!row) return fail(Code.ABNORMAL_DATA, aiMessages.purchaseUnknown);
    const change = aiStatusChange(row.status, p.status);
    if (!change.ok) return refused(change, aiMessages.transition(row.status, p.status));
    if (change.value === 'unlocked') return await updateUserAi(tx, row.id, { status: change.value });
    const instrument = d.market.productById(row.productId);
    const price = instrument ? priceTicks(d.market, instrument) : null;
    if (!instrument || price === null) return fail(Code.MARKET_CLOSED, aiMessages.noPrice);
    const spec = storedStrategy(row.strategy, row.params);
    const window = await barWindow(d.market, instrument, nowMs);
    // Pausing commits the mark and goes flat; resuming takes the strategy's position at today's price.
    const next =
      p.status === 'paused'
        ? pauseLive(advanceLive(stateOf(row), window.bars, spec, row.lever), price, row.lever)
        : startLive(row.equityMinor, price, window.bars, spec);
    return await updateUserAi(tx, row.id, {
      status: change.value,
      equityMinor: next.equityMinor,
      position: next.position,
      anchorPriceTicks: next.anchorPriceTicks,
      anchorBarMs: next.anchorBarMs,
    });
  });
}
