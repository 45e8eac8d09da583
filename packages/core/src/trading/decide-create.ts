import { type BrakeFacts, checkBrakes } from '../brakes/brakes';
import { type Decision, type RuleFailure, refuse } from '../failure';
import { formatRate } from '../fx/rates';
import { type PostingContext, postLimitHold, postOpenPosition } from '../ledger';
import type { AccountSet } from '../ledger/accounts';
import type { Posting } from '../ledger/transfer';
import { isMarketOpen } from '../market/calendar';
import { type DepthBook, walkDepth } from '../market/depth';
import type { CalendarHoliday } from '../market/holidays';
import { EXCHANGE_CODES, type ExchangeCode } from '../market/markets';
import { formatPrice, type Minor, minor, parsePrice, type Ticks } from '../money';
import { type Halt, refuseHalted } from '../risk/halts';
import { checkRiskLimits, type RiskLimitFacts } from '../risk/limits';
import { withChanges } from '../shape';
import { type AccountFx, converts } from './account-fx';
import type { OrderCosts } from './costs';
import { type OrderEvent, placementState } from './lifecycle';
import type { MarkedPosition } from './margin';
import { trailStop } from './prices';
import type { Direction, Quote, TradingSettings } from './settings';
import { accountForceCoverTicks, checkStopInsideForceCover } from './stop-vs-force-cover';
import { type AcceptedOrder, HANDS_MAX, type OrderRequest, validateOrder } from './validate-order';
import { type OrderValidity, orderExpiryMs } from './validity';

/** The product facts an order is decided on (a products row has these and more). */
export interface ProductFacts {
  readonly id: number;
  readonly code: string;
  readonly exchange: string;
  readonly currency: string;
  readonly decimals: number;
  readonly handCount: number;
  readonly lever: number;
  readonly suspended: boolean;
}

/** An `order/create` payload, prices as the decimal strings of the wire. */
export interface OrderCreateRequest {
  readonly userId: number;
  readonly accountType: AccountSet;
  readonly productId?: number | undefined;
  readonly code?: string | undefined;
  readonly direction: Direction;
  readonly priceType: 'market' | 'limit';
  readonly price?: string | undefined;
  readonly hands: number;
  readonly lever?: number | undefined;
  readonly stopLoss?: string | undefined;
  readonly takeProfit?: string | undefined;
  readonly trailingDistance?: string | undefined;
  readonly validity: OrderValidity;
  readonly validUntil?: number | undefined;
  readonly insurance: boolean;
  readonly requestId: string;
}

/** The rows an order is decided on, read by the executor by name under the user's trading lock. */
export interface OrderCreateRows {
  /** The product the payload names; undefined when none matches. */
  readonly product: ProductFacts | undefined;
  readonly holidays: readonly CalendarHoliday[];
  /** The product's quote now, or null when the feed has none. */
  readonly quote: Quote | null;
  /** The instrument's currency against the account's now; null when the feed cannot price the pair. */
  readonly fx: AccountFx | null;
  readonly settings: TradingSettings;
  readonly accountCurrency: string;
  /** The available balance of the account set, read locked. */
  readonly availableMinor: Minor;
  /** The user's other open positions in the set, marked now; read only for an order with a stop loss. */
  readonly otherPositions: readonly MarkedPosition[];
  /** The id the new order takes, drawn before the decision so its posting can name it. */
  readonly orderId: number;
  /** The risk limits that apply to this order with the book they bound; absent when none do (RL1). */
  readonly limits?: RiskLimitFacts | undefined;
  /** The user's brakes of the set (BR3, BR6, BR8); absent when the user has none. */
  readonly brakes?: BrakeFacts | undefined;
  /** The halt the product trades under (core `haltOn`), if any: its orders are refused (HL1). */
  readonly halt?: Halt | null | undefined;
  /** The product's book at `quote` (core `depthBook`); a market order walks it (DP4). Absent: it fills at the quote. */
  readonly depth?: DepthBook | undefined;
}

/** The money of a freshly filled order: what it paid, at what price and when (O2); one writer of these fields. */
export interface FilledFields {
  readonly buildPriceTicks: Ticks;
  readonly marginMinor: Minor;
  readonly openingFeeMinor: Minor;
  readonly insuranceMinor: Minor;
  readonly buildTime: number;
  readonly rolledAt: number;
}

/**
 * The fields of an order filled at `priceTicks` with `costs` at `nowMs` (O2): margin, fee and insurance
 * paid; its overnight fee counts from the fill (O8). Every fill writes them through here.
 */
export function filledFields(
  priceTicks: Ticks,
  costs: Pick<OrderCosts, 'marginMinor' | 'openingFeeMinor' | 'insuranceCostMinor'>,
  nowMs: number,
): FilledFields {
  return {
    buildPriceTicks: priceTicks,
    marginMinor: costs.marginMinor,
    openingFeeMinor: costs.openingFeeMinor,
    insuranceMinor: costs.insuranceCostMinor,
    buildTime: nowMs,
    rolledAt: nowMs,
  };
}

/** A new order's row as decided, less what the executor adds: its number and its status (from `events`). */
export interface PlannedOrder {
  readonly id: number;
  readonly userId: number;
  readonly accountSet: AccountSet;
  readonly currency: string;
  readonly instrumentCurrency: string | null;
  readonly openFxRate: string | null;
  readonly productId: number;
  readonly code: string;
  readonly decimals: number;
  readonly direction: Direction;
  readonly priceType: 'market' | 'limit';
  readonly hands: number;
  readonly handCount: number;
  readonly lever: number | null;
  readonly limitPriceTicks: Ticks | null;
  readonly buildPriceTicks: Ticks | null;
  readonly stopLossTicks: Ticks | null;
  readonly takeProfitTicks: Ticks | null;
  readonly trailingDistanceTicks: Ticks | null;
  readonly validUntil: number | null;
  readonly validity: OrderValidity;
  readonly insurance: boolean;
  readonly marginMinor: Minor;
  readonly openingFeeMinor: Minor;
  readonly insuranceMinor: Minor;
  readonly holdMinor: Minor;
  readonly source: 'manual';
  readonly requestId: string;
  readonly commitTime: number;
  readonly buildTime: number | null;
  readonly rolledAt: number | null;
}

/** What placing an order does: the row to insert, born in `born` and moved by `events`, and its posting. */
export interface OrderCreatePlan {
  readonly order: PlannedOrder;
  readonly born: 'CREATED' | 'QUEUED';
  readonly events: readonly OrderEvent[];
  readonly posting: Posting;
}

/** The payload's parsed prices and the order's birth, before any balance is looked at. */
interface CheckedRequest {
  readonly product: ProductFacts;
  readonly order: OrderRequest;
  readonly validUntil: number | null;
  readonly marketOpen: boolean;
  readonly born: 'CREATED' | 'QUEUED';
}

/**
 * Decides an `order/create` (O1, O2, O5, O6, O10, O11, AMO1, LV3, X1): the checks in O6's order — an
 * unknown product, an insured order without a stop loss or a validity that cannot be kept (404), a
 * suspended product or a market order on a shut market (600; a limit order there is born QUEUED),
 * a price off the tick (601), no rate for the currencies (601), then core `validateOrder` against the
 * locked balance (601, 602, 407) and a stop loss beyond the forced-cover price (601, LV3). Accepted, a
 * market order fills at once (CREATED → BUILD, paying margin + fee + insurance) and a limit order holds
 * its costs at its limit price.
 */
export function decideOrderCreate(
  rows: OrderCreateRows,
  request: OrderCreateRequest,
  nowMs: number,
): Decision<OrderCreatePlan> {
  const halted = refuseHalted(rows.halt);
  if (halted) return halted;
  const checked = checkRequest(rows, request, nowMs);
  if (!checked.ok) return checked;
  const { product, order } = checked.value;
  const braked = rows.brakes ? checkBrakes(rows.brakes, request.lever ?? product.lever, nowMs) : null;
  if (braked) return braked;
  // X1: the order is priced in the product's currency and paid in the account's, at this instant's rate.
  const fx = rows.fx;
  if (fx === null)
    return refuse('X1', 'code', 601, 'no exchange rate', { from: product.currency, to: rows.accountCurrency });
  const quote = rows.quote ?? { bidTicks: 0n as Ticks, askTicks: 0n as Ticks };
  const accepted = validateOrder(order, {
    marketOpen: checked.value.marketOpen,
    quote,
    product: { decimals: product.decimals, handCount: product.handCount, lever: product.lever },
    settings: rows.settings,
    availableMinor: rows.availableMinor,
    fx,
    ...marketFill(rows.depth, request),
  });
  if (!accepted.ok) return accepted;
  const beyond = stopBeyondForceCover(rows, request, product, order, accepted.value, fx);
  if (beyond) return beyond;
  // RL1: after every rule of the order itself, so a refusal names a limit only for an order that is otherwise sound.
  const { entryPriceTicks: priceTicks, handCount } = accepted.value;
  const limited =
    rows.limits &&
    checkRiskLimits(rows.limits, {
      code: product.code,
      currency: product.currency,
      decimals: product.decimals,
      handCount,
      direction: request.direction,
      hands: request.hands,
      priceTicks,
    });
  if (limited && !limited.ok) return limited;
  return { ok: true, value: planOrder(rows, request, checked.value, accepted.value, fx, quote, nowMs) };
}

/**
 * DP4: a market order whose lots exceed the book's best level fills at the price walked through the
 * book; within it (or with no book, or with lots `validateOrder` will refuse) nothing changes.
 */
function marketFill(depth: DepthBook | undefined, request: OrderCreateRequest): { marketFillTicks?: Ticks } {
  if (!depth || request.priceType !== 'market') return {};
  if (!Number.isSafeInteger(request.hands) || request.hands < 1 || request.hands > HANDS_MAX) return {};
  const walk = walkDepth(depth, request.direction, request.hands);
  return walk.walked ? { marketFillTicks: walk.priceTicks } : {};
}

/** LV3: a stop loss beyond the forced-cover price would never act; refused, naming the level. */
function stopBeyondForceCover(
  rows: OrderCreateRows,
  request: OrderCreateRequest,
  product: ProductFacts,
  order: OrderRequest,
  accepted: AcceptedOrder,
  fx: AccountFx,
): RuleFailure | null {
  if (order.stopLossTicks === null) return null;
  const level = accountForceCoverTicks({
    position: {
      direction: request.direction,
      buildPriceTicks: accepted.entryPriceTicks,
      hands: request.hands,
      handCount: accepted.handCount,
      decimals: product.decimals,
      marginMinor: accepted.costs.marginMinor,
    },
    availableMinor: minor(rows.availableMinor - accepted.costs.totalMinor),
    others: rows.otherPositions,
    settings: rows.settings,
    fx,
  });
  const inside = checkStopInsideForceCover({
    direction: request.direction,
    stopLossTicks: order.stopLossTicks,
    forceCoverTicks: level,
  });
  if (inside.ok || level === null) return null;
  const levelText = `${formatPrice(level, product.decimals)} ${product.currency}`;
  return refuse('LV3', 'stopLoss', 601, `must be inside the forced-cover price ${levelText}`, {
    direction: request.direction,
    level: levelText,
  });
}

/** The order's row and posting once every check passed (O1, O2, O11, X1). */
function planOrder(
  rows: OrderCreateRows,
  request: OrderCreateRequest,
  checked: CheckedRequest,
  accepted: AcceptedOrder,
  fx: AccountFx,
  quote: Quote,
  nowMs: number,
): OrderCreatePlan {
  const { product, order } = checked;
  const { costs, converted, entryPriceTicks } = accepted;
  const market = request.priceType === 'market';
  const converting = converts(fx);
  const id = rows.orderId;
  const ctx: PostingContext = {
    userId: request.userId,
    currency: rows.accountCurrency,
    ref: `order:${id}`,
    eventId: `order:${id}:open`,
  };
  // Own keys first, then the spread: one shape per kind of object (docs/adr/0026).
  const opening =
    converting && converted !== null
      ? { fx: { openingFee: converted.openingFee.conversion, insurance: converted.insurance.conversion }, ...costs }
      : costs;
  const posting = market
    ? postOpenPosition(ctx, request.accountType, opening)
    : postLimitHold(withChanges(ctx, { eventId: `order:${id}:hold` }), request.accountType, minor(costs.totalMinor));
  // O11: a market order's trailing stop starts at once from the closing side; a limit order's at its fill.
  const trailing = order.trailingDistanceTicks ?? null;
  const stopLossTicks =
    market && trailing !== null
      ? trailStop(
          { direction: request.direction, stopLossTicks: null, trailingDistanceTicks: trailing },
          quote.bidTicks,
          quote.askTicks,
        )
      : order.stopLossTicks;
  const money = market
    ? { holdMinor: minor(0n), ...filledFields(entryPriceTicks, costs, nowMs) }
    : pendingFields(costs);
  return {
    born: checked.born,
    // O1: an order is born CREATED (or QUEUED for the open, AMO1) and a market order fills at once.
    events: market ? [{ type: 'fill' }] : [],
    posting,
    order: {
      id,
      userId: request.userId,
      accountSet: request.accountType,
      currency: rows.accountCurrency,
      instrumentCurrency: converting ? product.currency : null,
      openFxRate: converting ? formatRate(fx.pay) : null,
      productId: product.id,
      code: product.code,
      decimals: product.decimals,
      direction: request.direction,
      priceType: request.priceType,
      hands: request.hands,
      handCount: accepted.handCount,
      lever: accepted.lever,
      limitPriceTicks: market ? null : entryPriceTicks,
      stopLossTicks,
      takeProfitTicks: order.takeProfitTicks,
      trailingDistanceTicks: trailing,
      validUntil: checked.validUntil,
      validity: request.validity,
      insurance: request.insurance,
      source: 'manual',
      requestId: request.requestId,
      commitTime: nowMs,
      ...money,
    },
  };
}

/** A pending order's money: nothing paid yet, its costs at the limit price held (O4). */
function pendingFields(costs: OrderCosts): Omit<FilledFields, 'buildPriceTicks' | 'buildTime' | 'rolledAt'> & {
  readonly buildPriceTicks: null;
  readonly holdMinor: Minor;
  readonly buildTime: null;
  readonly rolledAt: null;
} {
  const zero = minor(0n);
  return {
    buildPriceTicks: null,
    marginMinor: zero,
    openingFeeMinor: zero,
    insuranceMinor: zero,
    holdMinor: minor(costs.totalMinor),
    buildTime: null,
    rolledAt: null,
  };
}

function isExchange(text: string): text is ExchangeCode {
  return (EXCHANGE_CODES as readonly string[]).includes(text);
}

/** A price field in the product's decimals, null when absent; more decimals than the product has is off the tick (601). */
function readPrice(text: string | undefined, decimals: number, field: string): Ticks | null | RuleFailure {
  if (text === undefined) return null;
  const parsed = parsePrice(text, decimals);
  return parsed.ok ? parsed.value : refuse('O6', field, 601, OFF_TICK);
}

/** The reasons of `checkRequest` that name their field: the server translates them as they stand. */
export const PRODUCT_UNKNOWN = 'does not match any product';
export const INSURANCE_NEEDS_STOP = 'is required when the order is insured';
export const OFF_TICK = 'has more decimals than the product allows';

/**
 * The payload's checks that need no balance, in O6's order: an unknown product, an insured order
 * without a stop loss or a validity that cannot be kept (404), a suspended product or a market order
 * on a shut market (600; a limit order there queues for the open, AMO1), a price off the tick (601).
 */
function checkRequest(rows: OrderCreateRows, p: OrderCreateRequest, nowMs: number): Decision<CheckedRequest> {
  const product = rows.product;
  if (!product) return refuse('O6', 'code', 404, PRODUCT_UNKNOWN);
  if (p.insurance && p.stopLoss === undefined) return refuse('O6', 'stopLoss', 404, INSURANCE_NEEDS_STOP);
  // O10: a day order ends with its exchange's session; a dated one within VALID_UNTIL_MAX_MS.
  if (!isExchange(product.exchange)) return refuse('O6', 'code', 600);
  const expiry = orderExpiryMs({
    validity: p.validity,
    validUntilMs: p.validUntil ?? null,
    exchange: product.exchange,
    holidays: rows.holidays,
    nowMs,
  });
  if (!expiry.ok) return expiry;
  // O6: a suspended product or a market order on a shut market (600) answers before a price off the tick.
  if (product.suspended) return refuse('O6', 'code', 600);
  const marketOpen = isMarketOpen(product.exchange, nowMs, rows.holidays);
  const placement = placementState(p.priceType, marketOpen);
  if (!placement.ok) return placement;
  const prices = {
    price: readPrice(p.priceType === 'limit' ? p.price : undefined, product.decimals, 'price'),
    stopLoss: readPrice(p.stopLoss, product.decimals, 'stopLoss'),
    takeProfit: readPrice(p.takeProfit, product.decimals, 'takeProfit'),
    trailingDistance: readPrice(p.trailingDistance, product.decimals, 'trailingDistance'),
  };
  for (const value of Object.values(prices)) if (isFailed(value)) return value;
  const ticksOf = (value: Ticks | null | RuleFailure): Ticks | null => (isFailed(value) ? null : value);
  return {
    ok: true,
    value: {
      product,
      marketOpen,
      born: placement.value,
      validUntil: expiry.value,
      order: {
        direction: p.direction,
        priceType: p.priceType,
        limitPriceTicks: ticksOf(prices.price),
        hands: p.hands,
        lever: p.lever ?? null,
        stopLossTicks: ticksOf(prices.stopLoss),
        takeProfitTicks: ticksOf(prices.takeProfit),
        trailingDistanceTicks: ticksOf(prices.trailingDistance),
        insurance: p.insurance,
      },
    },
  };
}

function isFailed(value: Ticks | null | RuleFailure): value is RuleFailure {
  return typeof value === 'object' && value !== null;
}
