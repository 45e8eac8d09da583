import { Code, type Order, type orderCreate, type Payload } from '@demo/contract';
import {
  type AccountSet,
  converts,
  formatRate,
  minor,
  type OrderRequest,
  parsePrice,
  postLimitHold,
  postOpenPosition,
  type Ticks,
  ticks,
  validateOrder,
} from '@demo/core';
import { post, userBalances } from '../../ledger/service';
import { fail, ok, type Result } from '../../lib/result';
import { publishOrderChanges } from './events';
import { orderMessages, ruleMessage } from './messages';
import { orderNumber } from './numbers';
import { findByRequestId, findProduct, insertOrder, type OrderRow, type ProductRow } from './store';
import { isTradable, quoteTicks, type TradingDeps, tradingTerms } from './terms';
import { inTransaction, isFailure, isUniqueViolation, lockAccount, Rollback } from './tx';
import { viewOrder } from './view';

type CreatePayload = Payload<typeof orderCreate>;

/** Reads a price field in the product's decimals; more decimals than the product has is off the tick (601). */
function readPrice(text: string | undefined, decimals: number, field: string): Ticks | null | Result<never> {
  if (text === undefined) return null;
  const parsed = parsePrice(text, decimals);
  if (!parsed.ok) return fail(Code.ABNORMAL_PRICE, orderMessages.offTick(field));
  return parsed.value;
}

function isResult(value: unknown): value is Result<never> {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

/**
 * Places an order (CONTRACT.md, `order/create`). A repeated requestId returns the first order and
 * creates nothing, also when repeats race: the account lock serialises them and the unique index on
 * (user, requestId) catches any that slip past. The checks run in core `validateOrder`'s order (O6:
 * 600, 601, 602, 407) against the balance read under the account lock, so two orders racing for the
 * same margin cannot both pass. A market order fills at once (O5: a buy at the ask, a sell at the
 * bid) and takes margin + fee + insurance (O2); a limit order holds its costs at the limit price.
 */
export async function createOrder(deps: TradingDeps, userId: number, p: CreatePayload): Promise<Result<Order>> {
  const repeat = await findByRequestId(deps.db, userId, p.requestId);
  if (repeat) return ok(await viewOne(deps, repeat));
  const product = await findProduct(deps.db, { id: p.productId, code: p.code });
  if (!product) return fail(Code.ABNORMAL_DATA, orderMessages.productUnknown);
  if (p.insurance && p.stopLoss === undefined) return fail(Code.ABNORMAL_DATA, orderMessages.insuranceNeedsStop);
  const limit = readPrice(p.priceType === 'limit' ? p.price : undefined, product.decimals, 'price');
  const stopLoss = readPrice(p.stopLoss, product.decimals, 'stopLoss');
  const takeProfit = readPrice(p.takeProfit, product.decimals, 'takeProfit');
  const nowMs = deps.now();
  const marketOpen = await isTradable(deps.db, product, nowMs);
  // O6: a closed market (600) answers before a price that is off the tick (601).
  if (!marketOpen) return fail(Code.MARKET_CLOSED);
  if (isResult(limit)) return limit;
  if (isResult(stopLoss)) return stopLoss;
  if (isResult(takeProfit)) return takeProfit;
  const request: OrderRequest = {
    direction: p.direction,
    priceType: p.priceType,
    limitPriceTicks: limit,
    hands: p.hands,
    lever: p.lever ?? null,
    stopLossTicks: stopLoss,
    takeProfitTicks: takeProfit,
    insurance: p.insurance,
  };
  const set: AccountSet = p.accountType;
  const terms = await tradingTerms(deps, nowMs);
  // X1: the order is priced in the product's currency and paid in the account's, at this instant's rate.
  const accountCurrency = terms.currency(set);
  const fx = terms.fx(product.currency, accountCurrency);
  if (fx === null) return fail(Code.ABNORMAL_PRICE, orderMessages.noRate(product.currency, accountCurrency));
  try {
    const placed = await inTransaction(deps.db, async (tx) => {
      await lockAccount(tx, userId, set);
      const first = await findByRequestId(tx, userId, p.requestId);
      if (first) return { row: first, fresh: false };
      const balances = await userBalances(tx, userId, set, terms.currency(set), { forUpdate: true });
      const quote = quoteTicks(deps.market.quote(product.code), product.decimals) ?? {
        bidTicks: ticks(0n),
        askTicks: ticks(0n),
      };
      const checked = validateOrder(request, {
        marketOpen,
        quote,
        product: { decimals: product.decimals, handCount: product.handCount, lever: product.lever },
        settings: terms.settings,
        availableMinor: balances.availableMinor,
        fx,
      });
      if (!checked.ok) throw new Rollback(fail(checked.code, ruleMessage(checked.code, checked.detail)));
      const { costs, converted, entryPriceTicks, handCount, lever } = checked.value;
      const converting = converts(fx);
      const market = p.priceType === 'market';
      const row = await insertOrder(tx, {
        orderNo: orderNumber(nowMs),
        userId,
        accountSet: set,
        currency: accountCurrency,
        instrumentCurrency: converting ? product.currency : null,
        openFxRate: converting ? formatRate(fx.pay) : null,
        productId: product.id,
        code: product.code,
        decimals: product.decimals,
        direction: p.direction,
        priceType: p.priceType,
        status: market ? 'BUILD' : 'CREATED',
        hands: p.hands,
        handCount,
        lever,
        limitPriceTicks: market ? null : entryPriceTicks,
        buildPriceTicks: market ? entryPriceTicks : null,
        stopLossTicks: stopLoss,
        takeProfitTicks: takeProfit,
        insurance: p.insurance,
        marginMinor: market ? costs.marginMinor : 0n,
        openingFeeMinor: market ? costs.openingFeeMinor : 0n,
        insuranceMinor: market ? costs.insuranceCostMinor : 0n,
        holdMinor: market ? 0n : costs.totalMinor,
        source: 'manual',
        requestId: p.requestId,
        commitTime: nowMs,
        buildTime: market ? nowMs : null,
        rolledAt: market ? nowMs : null,
      });
      const ctx = { userId, currency: accountCurrency, ref: `order:${row.id}`, eventId: `order:${row.id}:open` };
      const fxLegs =
        converting && converted !== null
          ? { fx: { openingFee: converted.openingFee.conversion, insurance: converted.insurance.conversion } }
          : {};
      const posting = market
        ? postOpenPosition(ctx, set, { ...costs, ...fxLegs })
        : postLimitHold({ ...ctx, eventId: `order:${row.id}:hold` }, set, minor(costs.totalMinor));
      const outcome = await post(tx, posting);
      if (!outcome.ok) {
        if (outcome.error.code === 'insufficient_funds') throw new Rollback(fail(Code.INSUFFICIENT_BALANCE));
        throw new Error(`placing order ${row.id} was refused: ${outcome.error.detail}`);
      }
      return { row, fresh: true };
    });
    if (isFailure(placed)) return placed;
    if (placed.fresh) await publishOrderChanges(deps, [placed.row]);
    return ok(viewOrder(placed.row, product, deps.market, terms));
  } catch (error) {
    // A repeat that raced past the lock (another node's transaction) meets the unique index.
    if (!isUniqueViolation(error)) throw error;
    const first = await findByRequestId(deps.db, userId, p.requestId);
    if (!first) throw error;
    return ok(await viewOne(deps, first));
  }
}

async function viewOne(deps: TradingDeps, row: OrderRow, product?: ProductRow): Promise<Order> {
  const terms = await tradingTerms(deps, deps.now());
  return viewOrder(row, product ?? (await findProduct(deps.db, { id: row.productId })), deps.market, terms);
}
