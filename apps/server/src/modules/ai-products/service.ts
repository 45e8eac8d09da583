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
  AI_PURCHASE_LIFECYCLE,
  advanceLive,
  aiStatusChange,
  applyStatusEvent,
  DAY_MS,
  formatMoney,
  markLive,
  minor,
  parseMoney,
  pauseLive,
  postAiPurchase,
  postAiSettlement,
  startLive,
} from '@demo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { inKeyedTransaction, type RequestKey } from '../../db/request-keys';
import { inTransaction, isFailure, Rollback } from '../../db/transaction';
import { readCurrency } from '../../ledger/currency';
import { post, publishBalanceEvents } from '../../ledger/service';
import { type Bus, BusChannel } from '../../lib/bus';
import { fail, ok, type Result, refused } from '../../lib/result';
import { type AiMarket, barWindow, priceTicks, storedStrategy } from './market';
import { aiMessages } from './messages';
import {
  type AiProductRow,
  aiProductsByIds,
  findAiProduct,
  insertUserAi,
  listAiProducts,
  listUserAi,
  lockUserAi,
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

/** Checks an amount against a product's limits (I8): within [min, max] and a whole number of units. */
function checkAmount(product: AiProductRow, amountMinor: bigint): Result<null> {
  if (amountMinor < product.minAmountMinor)
    return fail(Code.ABNORMAL_DATA, aiMessages.belowMin(formatMoney(minor(product.minAmountMinor))));
  if (amountMinor > product.maxAmountMinor)
    return fail(Code.ABNORMAL_DATA, aiMessages.aboveMax(formatMoney(minor(product.maxAmountMinor))));
  if (amountMinor % product.unitMinor !== 0n)
    return fail(Code.ABNORMAL_DATA, aiMessages.notMultiple(formatMoney(minor(product.unitMinor))));
  return ok(null);
}

/**
 * Buys an AI product (type 10, I8): the amount leaves the chosen account's available balance into
 * the pool, and the product starts at the latest price with the position its strategy holds after
 * the last completed bar. With a request key, a repeat answers the first reply and buys nothing more
 * (E7); the route answers a committed key before these checks (`repeatOr`).
 */
export async function create(
  d: AiDeps,
  userId: number,
  p: Payload<typeof userProductChatgptCreate>,
  locale: Locale,
  key: RequestKey | null = null,
): Promise<Result<UserAi>> {
  const nowMs = d.now();
  const product = await findAiProduct(d.db, p.productId);
  if (!product?.enabled) return fail(Code.ABNORMAL_DATA, aiMessages.productUnknown);
  const parsed = parseMoney(p.amount);
  if (!parsed.ok) return fail(Code.ABNORMAL_DATA, aiMessages.notMultiple(formatMoney(minor(product.unitMinor))));
  const amountMinor: bigint = parsed.value;
  const limits = checkAmount(product, amountMinor);
  if (!limits.ok) return limits;
  const instrument = d.market.productById(product.productId);
  const price = instrument ? priceTicks(d.market, instrument) : null;
  if (!instrument || price === null) return fail(Code.MARKET_CLOSED, aiMessages.noPrice);
  const spec = storedStrategy(product.strategy, product.params);
  const window = await barWindow(d.market, instrument, nowMs);
  const state = startLive(amountMinor, price, window.bars, spec);
  const set: AccountSet = p.accountType;
  const currency = await readCurrency(d.db, set);
  const bought = await inKeyedTransaction(d.db, key, async (tx) => {
    const row = await insertUserAi(tx, {
      userId,
      aiProductId: product.id,
      accountSet: set,
      currency,
      amountMinor,
      strategy: product.strategy,
      params: product.params,
      productId: instrument.id,
      code: instrument.code,
      decimals: instrument.decimals,
      lever: product.lever,
      equityMinor: state.equityMinor,
      position: state.position,
      anchorPriceTicks: state.anchorPriceTicks,
      anchorBarMs: state.anchorBarMs,
      startAt: nowMs,
      endAt: nowMs + product.periodDays * DAY_MS,
    });
    const ctx = { userId, currency, ref: `ai:${row.id}`, eventId: `ai:${row.id}:buy` };
    const outcome = await post(tx, postAiPurchase(ctx, minor(amountMinor), set));
    if (!outcome.ok) {
      if (outcome.error.code === 'insufficient_funds') throw new Rollback(fail(Code.INSUFFICIENT_BALANCE));
      throw new Error(`buying AI product ${product.id} was refused: ${outcome.error.detail}`);
    }
    // The reply is written with the key before COMMIT, so it is made here (E7).
    const [view] = await viewPurchases(d, [row], locale);
    if (!view) throw new Error('a bought AI product has no view');
    return { reply: view, extra: row };
  });
  if (isFailure(bought)) return bought;
  if (bought.fresh) await publishAiChanges(d, [bought.extra], true);
  return ok(bought.reply);
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
 * Settles a locked, active purchase at `priceTicks` (I7): steps it through the completed bars, marks
 * it, and pays its equity back (amount + P&L, never below 0: I3) with one type-11 posting whose
 * idempotency id names the purchase, in the transaction that marks it ended.
 */
export async function settleLocked(
  tx: Tx,
  row: UserAiRow,
  market: AiMarket,
  priceTicks: bigint | null,
  nowMs: number,
): Promise<UserAiRow> {
  const ended = applyStatusEvent(AI_PURCHASE_LIFECYCLE, row.status, 'end');
  if (!ended.ok) throw new Error(`AI purchase ${row.id} is not active`);
  let equity = row.equityMinor;
  if (row.status === 'running' && priceTicks !== null) {
    const instrument = market.productById(row.productId);
    const window = instrument ? await barWindow(market, instrument, nowMs) : { bars: [] };
    const spec = storedStrategy(row.strategy, row.params);
    equity = markLive(advanceLive(stateOf(row), window.bars, spec, row.lever), priceTicks, row.lever);
  }
  const pnlMinor = equity - row.amountMinor;
  const ctx = { userId: row.userId, currency: row.currency, ref: `ai:${row.id}`, eventId: `ai:${row.id}:settle` };
  const outcome = await post(tx, postAiSettlement(ctx, minor(row.amountMinor), minor(pnlMinor), row.accountSet));
  if (!outcome.ok) throw new Error(`settling AI purchase ${row.id} was refused: ${outcome.error.detail}`);
  return await updateUserAi(tx, row.id, {
    status: ended.value,
    equityMinor: equity,
    position: 0,
    anchorPriceTicks: priceTicks ?? row.anchorPriceTicks,
    settledPnlMinor: pnlMinor,
    settledAt: nowMs,
    endAt: Math.min(row.endAt, nowMs),
  });
}

/** Pause, resume, stop (settle now) or unlock one of the caller's purchases (I6). */
export async function updateStatus(
  d: AiDeps,
  userId: number,
  p: Payload<typeof userProductChatgptUpdateStatus>,
  locale: Locale,
): Promise<Result<UserAi>> {
  const nowMs = d.now();
  const changed = await inTransaction(d.db, async (tx) => {
    const row = await lockUserAi(tx, p.id, userId);
    if (!row) return fail(Code.ABNORMAL_DATA, aiMessages.purchaseUnknown);
    const change = aiStatusChange(row.status, p.status);
    if (!change.ok) return refused(change, aiMessages.transition(row.status, p.status));
    if (change.value === 'unlocked')
      return { row: await updateUserAi(tx, row.id, { status: change.value }), money: false };
    const instrument = d.market.productById(row.productId);
    const price = instrument ? priceTicks(d.market, instrument) : null;
    if (p.status === 'ended') return { row: await settleLocked(tx, row, d.market, price, nowMs), money: true };
    if (!instrument || price === null) return fail(Code.MARKET_CLOSED, aiMessages.noPrice);
    const spec = storedStrategy(row.strategy, row.params);
    const window = await barWindow(d.market, instrument, nowMs);
    // Pausing commits the mark and goes flat; resuming takes the strategy's position at today's price.
    const next =
      p.status === 'paused'
        ? pauseLive(advanceLive(stateOf(row), window.bars, spec, row.lever), price, row.lever)
        : startLive(row.equityMinor, price, window.bars, spec);
    const updated = await updateUserAi(tx, row.id, {
      status: change.value,
      equityMinor: next.equityMinor,
      position: next.position,
      anchorPriceTicks: next.anchorPriceTicks,
      anchorBarMs: next.anchorBarMs,
    });
    return { row: updated, money: false };
  });
  if (isFailure(changed)) return changed;
  await publishAiChanges(d, [changed.row], changed.money);
  const [view] = await viewPurchases(d, [changed.row], locale);
  if (!view) throw new Error('an AI purchase has no view');
  return ok(view);
}
