import { Code, type Locale, type Order, type orderCreate, type Payload } from '@demo/contract';
import {
  type AccountSet,
  converts,
  formatRate,
  isMarketOpen,
  minor,
  type OrderRequest,
  orderExpiryMs,
  orderTransition,
  parsePrice,
  placementState,
  postLimitHold,
  postOpenPosition,
  type Ticks,
  ticks,
  trailStop,
  userAccounts,
  validateOrder,
} from '@demo/core';
import { inGroupedTransaction } from '../../db/group-commit';
import { isFailure, isUniqueViolation, Rollback, together } from '../../db/transaction';
import { nameOf } from '../../ledger/accounts';
import { holdLocked, post, userBalances } from '../../ledger/service';
import { accountRowsOf, userAccountsRead } from '../../ledger/store';
import { type Wallet, walletOf, walletRead } from '../../ledger/wallet';
import { type Failure, fail, ok, type Result } from '../../lib/result';
import { type Catalog, catalogOf } from './catalog';
import { publishOrderChanges } from './events';
import { stopBeyondForceCover } from './force-cover-level';
import { orderMessages, ruleMessage } from './messages';
import { orderNumber } from './numbers';
import {
  findByRequestId,
  insertOrderWithId,
  nextOrderIdOf,
  nextOrderIdRead,
  type OrderRow,
  type ProductRow,
} from './store';
import { isExchange, quoteTicks, type TradingDeps, tradingTerms } from './terms';
import { tradingLock } from './trading-lock';
import { viewOrder } from './view';

type CreatePayload = Payload<typeof orderCreate>;

/** An order the request placed (fresh), or the first order of a repeated request id. */
interface Placed {
  readonly row: OrderRow;
  readonly fresh: boolean;
}

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
 * creates nothing, also when repeats race: the user's trading lock, taken with BEGIN, serialises
 * them, and the order's insert is the requestId check (the unique index on (user, requestId): a
 * repeat's insert fails, and its transaction with it); a request refused before that asks for a
 * first order before it answers the refusal. The checks run in core `validateOrder`'s order (O6:
 * 600, 601, 602, 407) against the balance read under the lock, so two orders racing for the same
 * margin cannot both pass. A market order fills at once (O5: a buy at the ask, a sell at the bid; O1: CREATED → BUILD)
 * and takes margin + fee + insurance (O2); a limit order holds its costs at the limit price. While the
 * product's market is shut a limit order is an after-market order: born QUEUED, held the same way, and
 * released at the open by the engine (AMO1–AMO3); a market order is refused (600).
 * A stop loss beyond the position's forced-cover price is refused with 601 naming that price (LV3).
 *
 * Round trips (docs/adr/0004, 0007, 0012, 0013, 0014): BEGIN with the lock, the balances locked and
 * the order's id drawn; then the order, its posting, COMMIT and the balance event's fresh read
 * together, two in all, alone or in a group. Under load both are shared with other users' orders of
 * the same moment (a group commit, docs/adr/0009). The session, settings, products and holidays come
 * from the node's short-lived caches.
 */
export async function createOrder(
  deps: TradingDeps,
  userId: number,
  p: CreatePayload,
  locale: Locale = 'en',
): Promise<Result<Order>> {
  const nowMs = deps.now();
  const [terms, catalog] = [await tradingTerms(deps, nowMs), await catalogOf(deps.db, nowMs)];
  const set: AccountSet = p.accountType;
  const accountCurrency = terms.currency(set);
  const walletSettings = { defaultCurrency: terms.currency('real') };
  const setAccounts = userAccounts(userId, set, accountCurrency);
  let wallets: Map<number, Wallet> | undefined;
  const placing = inGroupedTransaction(
    deps.db,
    async (tx, [lockedRows = [], nextIdRows = []]) => {
      // A refusal before anything is written first asks whether this is a repeat of an order that
      // was placed (E7): the repeat answers the first order, though it might not pass the checks now.
      const refuse = async (failure: Failure): Promise<Placed> => {
        const first = await findByRequestId(tx, userId, p.requestId);
        if (first) return { row: first, fresh: false };
        throw new Rollback(failure);
      };
      // The balances were locked in BEGIN's round trip; `userBalances` creates any still missing.
      holdLocked(tx, accountRowsOf(lockedRows));
      const request = checkRequest(catalog, p, nowMs);
      if (!request.ok) return await refuse(request);
      const { product, order, validUntil, marketOpen, born: bornStatus } = request.body;
      // X1: the order is priced in the product's currency and paid in the account's, at this instant's rate.
      const fx = terms.fx(product.currency, accountCurrency);
      if (fx === null)
        return await refuse(fail(Code.ABNORMAL_PRICE, orderMessages.noRate(product.currency, accountCurrency)));
      const balances = await userBalances(tx, userId, set, terms.currency(set), { forUpdate: true });
      const quote = quoteTicks(deps.market.quote(product.code), product.decimals) ?? {
        bidTicks: ticks(0n),
        askTicks: ticks(0n),
      };
      const checked = validateOrder(order, {
        marketOpen,
        quote,
        product: { decimals: product.decimals, handCount: product.handCount, lever: product.lever },
        settings: terms.settings,
        availableMinor: balances.availableMinor,
        fx,
      });
      if (!checked.ok) return await refuse(fail(checked.code, ruleMessage(checked.code, checked.detail)));
      const { costs, converted, entryPriceTicks, handCount, lever } = checked.value;
      // LV3: a stop loss beyond the forced-cover price would never act; refused, naming the level.
      const beyond = await stopBeyondForceCover(tx, deps, terms, {
        userId,
        set,
        position: {
          direction: p.direction,
          buildPriceTicks: entryPriceTicks,
          hands: p.hands,
          handCount,
          decimals: product.decimals,
          marginMinor: costs.marginMinor,
        },
        availableMinor: minor(balances.availableMinor - costs.totalMinor),
        stopLossTicks: order.stopLossTicks,
        currency: product.currency,
        orderId: null,
        fx,
      });
      if (beyond) return await refuse(beyond);
      const converting = converts(fx);
      const market = p.priceType === 'market';
      // O1: an order is born CREATED and a market order fills at once; a limit order placed while the
      // market is shut is born QUEUED for the open, its costs held as any pending order's (AMO1, AMO2).
      const born = { status: bornStatus, closeReason: null };
      const lifecycle = market ? orderTransition(born, { type: 'fill' }) : { ok: true as const, value: born };
      if (!lifecycle.ok) throw new Error(lifecycle.detail);
      // docs/adr/0012: the id was drawn in BEGIN's round trip, so the posting names the order before
      // it is written and both go to PostgreSQL together (one group step).
      const id = nextOrderIdOf(nextIdRows);
      const ctx = { userId, currency: accountCurrency, ref: `order:${id}`, eventId: `order:${id}:open` };
      const fxLegs =
        converting && converted !== null
          ? { fx: { openingFee: converted.openingFee.conversion, insurance: converted.insurance.conversion } }
          : {};
      const posting = market
        ? postOpenPosition(ctx, set, { ...costs, ...fxLegs })
        : postLimitHold({ ...ctx, eventId: `order:${id}:hold` }, set, minor(costs.totalMinor));
      const placing = insertOrderWithId(tx, {
        id,
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
        status: lifecycle.value.status,
        hands: p.hands,
        handCount,
        lever,
        limitPriceTicks: market ? null : entryPriceTicks,
        buildPriceTicks: market ? entryPriceTicks : null,
        // O11: a market order's trailing stop starts at once from the closing side; a limit order's
        // at its fill (engine/fills.ts).
        stopLossTicks:
          market && order.trailingDistanceTicks != null
            ? trailStop(
                { direction: p.direction, stopLossTicks: null, trailingDistanceTicks: order.trailingDistanceTicks },
                quote.bidTicks,
                quote.askTicks,
              )
            : order.stopLossTicks,
        takeProfitTicks: order.takeProfitTicks,
        trailingDistanceTicks: order.trailingDistanceTicks ?? null,
        validUntil,
        validity: p.validity,
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
      // A request id already used fails the insert, and the transaction with it (answered below). The
      // posting is the work's last statement, sent after the insert: in a group, COMMIT may ride with
      // both (docs/adr/0013).
      const [row, outcome] = await together(placing, post(tx, posting, { last: true }));
      if (!outcome.ok) {
        if (outcome.error.code === 'insufficient_funds') throw new Rollback(fail(Code.INSUFFICIENT_BALANCE));
        throw new Error(`placing order ${row.id} was refused: ${outcome.error.detail}`);
      }
      return { row, fresh: true };
    },
    {
      advisoryLock: tradingLock(userId),
      // docs/adr/0009: other users' orders arriving at the same moment share BEGIN and COMMIT.
      groupCommit: true,
      // docs/adr/0004: the balances' lock rides with BEGIN, the balance event's fresh read with COMMIT.
      withBegin: [
        userAccountsRead([setAccounts.available, setAccounts.locked, setAccounts.margin].map(nameOf), {
          forUpdate: true,
        }),
        nextOrderIdRead(),
      ],
      withCommit: [walletRead(userId, walletSettings)],
      onCommitted: ([walletRows = []]) => {
        wallets = new Map([[userId, walletOf(userId, walletSettings, accountRowsOf(walletRows))]]);
      },
    },
  );
  // A repeat of an order placed before that passed the checks again: its insert met the request id
  // (the unique index is the check, so a new request costs no read), nothing of it committed, and the
  // first order is the answer (E7). A repeat the checks refuse is answered by `refuse` above.
  const placed = await placing.catch(async (error: unknown): Promise<Placed> => {
    const first = isUniqueViolation(error) ? await findByRequestId(deps.db, userId, p.requestId) : undefined;
    if (!first) throw error;
    return { row: first, fresh: false };
  });
  if (isFailure(placed)) return placed;
  if (placed.fresh) await publishOrderChanges(deps, [placed.row], wallets);
  return ok(viewOrder(placed.row, catalog.productById(placed.row.productId), deps.market, terms, locale));
}

/**
 * The payload's checks that need no balance, in O6's order: an unknown product, an insured order
 * without a stop loss or a validity that cannot be kept (404), a suspended product or a market order
 * on a shut market (600; a limit order there queues for the open, AMO1), a price off the product's
 * tick (601). Pure: products and holidays come from the catalog.
 */
function checkRequest(
  catalog: Catalog,
  p: CreatePayload,
  nowMs: number,
): Result<{
  product: ProductRow;
  order: OrderRequest;
  validUntil: number | null;
  marketOpen: boolean;
  born: 'CREATED' | 'QUEUED';
}> {
  const product = p.productId !== undefined ? catalog.productById(p.productId) : catalog.productByCode(p.code ?? '');
  if (!product) return fail(Code.ABNORMAL_DATA, orderMessages.productUnknown);
  if (p.insurance && p.stopLoss === undefined) return fail(Code.ABNORMAL_DATA, orderMessages.insuranceNeedsStop);
  // O10: a day order ends with its exchange's session; a dated one within VALID_UNTIL_MAX_MS.
  if (!isExchange(product.exchange)) return fail(Code.MARKET_CLOSED);
  const expiry = orderExpiryMs({
    validity: p.validity,
    validUntilMs: p.validUntil ?? null,
    exchange: product.exchange,
    holidays: catalog.holidaysOf(product.exchange),
    nowMs,
  });
  if (!expiry.ok) return fail(Code.ABNORMAL_DATA, ruleMessage(Code.ABNORMAL_DATA, expiry.detail));
  // O6: a suspended product or a market order on a shut market (600) answers before a price that is
  // off the tick (601); a limit order on a shut market is accepted to queue for the open (AMO1).
  if (product.suspended) return fail(Code.MARKET_CLOSED);
  const marketOpen = isMarketOpen(product.exchange, nowMs, catalog.holidaysOf(product.exchange));
  const placement = placementState(p.priceType, marketOpen);
  if (!placement.ok) return fail(Code.MARKET_CLOSED, orderMessages.marketOrderClosed);
  const limit = readPrice(p.priceType === 'limit' ? p.price : undefined, product.decimals, 'price');
  const stopLoss = readPrice(p.stopLoss, product.decimals, 'stopLoss');
  const takeProfit = readPrice(p.takeProfit, product.decimals, 'takeProfit');
  const trailingDistance = readPrice(p.trailingDistance, product.decimals, 'trailingDistance');
  if (isResult(limit)) return limit;
  if (isResult(stopLoss)) return stopLoss;
  if (isResult(takeProfit)) return takeProfit;
  if (isResult(trailingDistance)) return trailingDistance;
  return ok({
    product,
    marketOpen,
    born: placement.value,
    validUntil: expiry.value,
    order: {
      direction: p.direction,
      priceType: p.priceType,
      limitPriceTicks: limit,
      hands: p.hands,
      lever: p.lever ?? null,
      stopLossTicks: stopLoss,
      takeProfitTicks: takeProfit,
      trailingDistanceTicks: trailingDistance,
      insurance: p.insurance,
    },
  });
}
