import type { Locale, Order, orderCreate, Payload } from '@demo/contract';
import {
  type AccountSet,
  assert,
  decideOrderCreate,
  HALT_RULE,
  INSURANCE_NEEDS_STOP,
  OFF_TICK,
  type OrderCreatePlan,
  type OrderCreateRequest,
  type OrderCreateRows,
  orderAfter,
  PRODUCT_UNKNOWN,
  type RuleFailure,
  startOfIndiaDayMs,
  userAccounts,
} from '@demo/core';
import type { Tx } from '../../../db/client';
import { nameOf } from '../../../ledger/accounts';
import { executeMoneyWorkflow, type NamedRows } from '../../../ledger/money-workflow';
import { userBalances } from '../../../ledger/service';
import { accountRowsOf, userAccountsRead } from '../../../ledger/store';
import { walletOf, walletRead } from '../../../ledger/wallet';
import { type Failure, fail, ok, type Result } from '../../../lib/result';
import {
  brakeFactsOf,
  brakeRefusal,
  brakeRowOf,
  isBrakeRefusal,
  logBrakeRefusal,
  needsTodayLoss,
  userBrakesRead,
} from '../../brakes';
import { type Catalog, catalogOf } from './catalog';
import { publishOrderChanges } from './events';
import { openStamp } from './fill-stamp';
import { announceLargeTrade } from './large-trade';
import { orderMessages, ruleMessage } from './messages';
import { orderNumber } from './numbers';
import { markRow } from './settle';
import {
  findByRequestId,
  insertOrderWithId,
  nextOrderIdOf,
  nextOrderIdRead,
  type OrderRow,
  openPositions,
  type ProductRow,
} from './store';
import {
  isExchange,
  type OrderRiskLimits,
  quoteTicks,
  type TimedQuote,
  type TradingDeps,
  type TradingTerms,
  tradingTerms,
} from './terms';
import { tradingLock } from './trading-lock';
import { viewOrder } from './view';

type CreatePayload = Payload<typeof orderCreate>;

/**
 * Places an order (CONTRACT.md, `order/create`) through the money executor (docs/adr/0024): core
 * `decideOrderCreate` decides on rows read under the user's trading lock (O6's checks against the
 * locked balance, so two orders racing for the same margin cannot both pass); a repeated requestId
 * answers the first order and creates nothing (E7). The session, settings, products and holidays
 * come from the node's short-lived caches; the balances' lock and the order's id ride with BEGIN.
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
  const accounts = userAccounts(userId, set, accountCurrency);
  const request = orderRequest(userId, p);
  const product = productOf(catalog, p);
  // RL4: the limits and the house's book come from the node's copies, read before the lock is taken.
  const limits = product && deps.riskLimits ? await deps.riskLimits({ set, userId, code: product.code }) : undefined;
  let braked: RuleFailure | undefined;
  // The rows the order was decided on: a market order's fill records their quote and rates (RC2).
  let decidedOn: CreateRows | undefined;
  const placed = await executeMoneyWorkflow(deps.db, {
    lock: tradingLock(userId),
    // docs/adr/0009: other users' orders arriving at the same moment share BEGIN and COMMIT.
    groupCommit: true,
    withBegin: {
      balances: userAccountsRead([accounts.available, accounts.locked, accounts.margin].map(nameOf), {
        forUpdate: true,
      }),
      nextOrderId: nextOrderIdRead(),
      // RL5: the customer's own book rides with BEGIN, under the lock, only when a per-customer limit binds.
      ownBook: limits?.own?.read ?? null,
      // BR3, BR6, BR8: the user's own brakes, under their trading lock, in the same round trip.
      brakes: userBrakesRead(userId, set, nowMs),
    },
    lockedAccounts: 'balances',
    read: async (tx, began) => {
      decidedOn = await readCreateRows(
        tx,
        { deps, terms, catalog, p, userId, accountCurrency, product, limits, nowMs },
        began,
      );
      return decidedOn;
    },
    decide: (rows) => decideOrderCreate(rows, request, nowMs),
    refusal: (failure) => {
      if (isBrakeRefusal(failure)) braked = failure;
      return createRefusal(failure);
    },
    postingOf: (plan) => plan.posting,
    write: (tx, plan) => insertPlanned(tx, plan, nowMs, decidedOn),
    repeat: (q) => findByRequestId(q, userId, p.requestId),
    withCommit: [walletRead(userId, walletSettings)],
    publish: async (row, [walletRows = []]) => {
      const wallets = new Map([[userId, walletOf(userId, walletSettings, accountRowsOf(walletRows))]]);
      await publishOrderChanges(deps, [row], wallets);
      await announceLargeTrade(deps, terms, row, nowMs);
    },
  });
  if (!placed.ok) {
    if (braked) await logBrakeRefusal(deps, userId, set, braked, p, nowMs);
    return placed;
  }
  const row = placed.written;
  assert(row !== null, 'E7: an order create answers the order it placed or the first of its request id');
  return ok(viewOrder(row, catalog.productById(row.productId), deps.market, terms, locale));
}

/**
 * The request core decides on, field by field: the token's user, never a `userId` the payload carried
 * (the contract accepts and ignores one), and one shape for every order (docs/adr/0026).
 */
function orderRequest(userId: number, p: CreatePayload): OrderCreateRequest {
  return {
    userId,
    accountType: p.accountType,
    productId: p.productId,
    code: p.code,
    direction: p.direction,
    priceType: p.priceType,
    price: p.price,
    hands: p.hands,
    lever: p.lever,
    stopLoss: p.stopLoss,
    takeProfit: p.takeProfit,
    trailingDistance: p.trailingDistance,
    validity: p.validity,
    validUntil: p.validUntil,
    insurance: p.insurance,
    requestId: p.requestId,
  };
}

/** The rows an order is decided on, its quote with the instant it was taken (RC2). */
type CreateRows = OrderCreateRows & { readonly quote: TimedQuote | null };

interface CreateContext {
  readonly deps: TradingDeps;
  readonly terms: TradingTerms;
  readonly catalog: Catalog;
  readonly p: CreatePayload;
  readonly userId: number;
  readonly accountCurrency: string;
  readonly product: ProductRow | undefined;
  readonly limits: OrderRiskLimits | undefined;
  readonly nowMs: number;
}

/** The product an order's payload names, by id or by code. */
function productOf(catalog: Catalog, p: CreatePayload): ProductRow | undefined {
  return p.productId !== undefined ? catalog.productById(p.productId) : catalog.productByCode(p.code ?? '');
}

/**
 * The rows an order is decided on, by name: the product and its holidays from the catalog, its quote
 * and rates from the node's book, the balance locked in BEGIN (`userBalances` creates any missing
 * row), and, only for an order with a stop loss, the other open positions marked as the engine
 * marks them (LV2, LV3), also when a loss limit is in force (today's unrealised part, BR4).
 */
async function readCreateRows(
  tx: Tx,
  { deps, terms, catalog, p, userId, accountCurrency, product, limits, nowMs }: CreateContext,
  began: NamedRows<'balances' | 'nextOrderId' | 'ownBook' | 'brakes'>,
): Promise<CreateRows> {
  const exchange = product && isExchange(product.exchange) ? product.exchange : undefined;
  const balances = await userBalances(tx, userId, p.accountType, accountCurrency, { forUpdate: true });
  const brakeRow = brakeRowOf(began.brakes);
  const marking = product && (p.stopLoss !== undefined || needsTodayLoss(brakeRow, nowMs));
  const others = marking ? await openPositions(tx, userId, p.accountType, { forUpdate: false }) : [];
  const marked = others.map((row) => markRow(row, quoteTicks(deps.market.quote(row.code), row.decimals), terms));
  const unrealisedMinor = marked.reduce((sum, m) => sum + m.pnlMinor, 0n);
  const at = { nowMs, dayStartMs: startOfIndiaDayMs(nowMs), unrealisedMinor, currency: accountCurrency };
  const quote = product ? quoteTicks(deps.market.quote(product.code), product.decimals) : null;
  // DP4: a market order walks the book of the very quote it is decided on.
  const depth =
    product && quote && p.priceType === 'market'
      ? deps.market.depth?.(product.code, { code: product.code, time: quote.timeMs, ...quote })
      : undefined;
  return {
    product,
    holidays: exchange ? catalog.holidaysOf(exchange) : [],
    quote,
    depth,
    fx: product ? terms.fx(product.currency, accountCurrency) : null,
    settings: terms.settings,
    accountCurrency,
    availableMinor: balances.availableMinor,
    otherPositions: marked,
    orderId: nextOrderIdOf(began.nextOrderId),
    limits: limits && { own: limits.own?.parse(began.ownBook) ?? [], ...limits.facts },
    brakes: product ? brakeFactsOf(brakeRow, { market: product.market, ...at }) : undefined,
    halt: product ? (deps.halts?.haltOn(product) ?? null) : null,
  };
}

/** The planned order as a row: its number drawn now, its status by applying the plan's events (O1). */
async function insertPlanned(
  tx: Tx,
  plan: OrderCreatePlan,
  nowMs: number,
  rows: CreateRows | undefined,
): Promise<OrderRow> {
  const { status } = orderAfter({ status: plan.born, closeReason: null }, plan.events);
  // RC2: a market order fills on the quote it was decided on; a pending order records its fill later.
  const filled = plan.order.buildPriceTicks !== null && rows !== undefined;
  const stamp = filled ? openStamp(rows.quote, rows.fx) : {};
  // Own keys first, then the spreads: one shape for every order row written (docs/adr/0026).
  return await insertOrderWithId(tx, { orderNo: orderNumber(nowMs), status, ...plan.order, ...stamp });
}

/** Core's refusal of an order in the words of the reply, in both locales (also a group join's, RL10). */
export function createRefusal(failure: RuleFailure): Failure {
  if (isBrakeRefusal(failure)) return brakeRefusal(failure);
  const code = failure.code as Failure['code']; // Sound: core answers codes of the contract's table.
  const values = failure.values ?? {};
  if (failure.rule === 'LV3')
    return fail(
      code,
      orderMessages.stopBeyondForceCover(values.direction === 'sell' ? 'sell' : 'buy', values.level ?? ''),
    );
  if (failure.rule === 'RL1') return fail(code, orderMessages.riskLimit(values));
  if (failure.rule === 'X1') return fail(code, orderMessages.noRate(values.from ?? '', values.to ?? ''));
  if (failure.rule === 'AMO1') return fail(code, orderMessages.marketOrderClosed);
  if (failure.rule === HALT_RULE) return fail(code, orderMessages.halted(values.reason ?? '', values.reasonHi ?? ''));
  if (failure.message === PRODUCT_UNKNOWN) return fail(code, orderMessages.productUnknown);
  if (failure.message === INSURANCE_NEEDS_STOP) return fail(code, orderMessages.insuranceNeedsStop);
  if (failure.message === OFF_TICK) return fail(code, orderMessages.offTick(failure.field));
  if (failure.message === '') return fail(code);
  return fail(code, ruleMessage(code, failure.message));
}
