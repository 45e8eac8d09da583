import { assert } from '../assert';
import { type Decision, refuse } from '../failure';
import { currencyDecimals } from '../fx/currencies';
import { formatRate } from '../fx/rates';
import type { AccountSet } from '../ledger/accounts';
import { type OpeningCosts, postLimitCancel, postLimitFill } from '../ledger/rules-trading';
import type { Posting } from '../ledger/transfer';
import { type Minor, minor, type Ticks, ticks } from '../money';
import { type AccountFx, convertCosts } from './account-fx';
import { type OrderCosts, orderCosts } from './costs';
import { type FilledFields, filledFields } from './decide-create';
import { isPendingState, type OrderEvent, type OrderLifecycle, orderAfter } from './lifecycle';
import { fillPrice, limitCrossed, trailStop } from './prices';
import type { Direction, Quote, TradingSettings } from './settings';
import { isExpired } from './validity';

/** A placed order as the engine's decisions read it (an orders row has these and more). */
export interface PlacedOrderFacts extends OrderLifecycle {
  readonly id: number;
  readonly userId: number;
  readonly accountSet: AccountSet;
  readonly currency: string;
  readonly direction: Direction;
  readonly decimals: number;
  readonly hands: number;
  readonly handCount: number;
  readonly lever: number | null;
  readonly insurance: boolean;
  readonly limitPriceTicks: bigint | null;
  readonly trailingDistanceTicks: bigint | null;
  readonly validUntil: number | null;
  readonly holdMinor: bigint;
}

/** What changes an order already placed: its lifecycle events, the other fields it writes, and the posting. */
export interface OrderChangePlan<Patch> {
  readonly orderId: number;
  /** The order's lifecycle as the decision read it: `events` apply to it. */
  readonly from: OrderLifecycle;
  readonly events: readonly OrderEvent[];
  readonly patch: Patch;
  readonly posting: Posting;
}

/** The fields a fill writes besides the status. */
export type FillPatch = FilledFields & { readonly stopLossTicks?: Ticks; readonly openFxRate?: string };
/** The fields a pending order's end writes besides the status and reason. */
export interface EndPatch {
  readonly coverTime: number;
}

/** The rows a limit order's fill is decided on, read under the user's trading lock and the order's row lock. */
export interface LimitFillRows {
  readonly order: PlacedOrderFacts;
  /** The available balance of the order's account set, read locked. */
  readonly availableMinor: Minor;
  readonly settings: TradingSettings;
  /** The rates into the account's currency now (X1); undefined for an order in its account's currency, null when the feed has none. */
  readonly fx: AccountFx | undefined | null;
}

/**
 * What opening `order` at `priceTicks` costs in its account's currency, with its own terms (O2); with
 * `fx` computed in the instrument's currency and converted at the pay rate, the conversions kept for
 * the posting (X1).
 */
export function placedOrderCosts(
  order: Pick<PlacedOrderFacts, 'decimals' | 'hands' | 'handCount' | 'lever' | 'insurance'>,
  settings: TradingSettings,
  fx: AccountFx | undefined,
  priceTicks: Ticks,
): OrderCosts & OpeningCosts {
  const inInstrument = orderCosts({
    priceTicks,
    decimals: order.decimals,
    hands: order.hands,
    handCount: order.handCount,
    lever: order.lever,
    defaultRate: settings.tradeDefaultRate,
    buyFeeRate: settings.tradeBuyFee,
    insuranceRate: settings.tradeInsuranceRate,
    insurance: order.insurance,
    ...(fx === undefined ? {} : { moneyDecimals: currencyDecimals(fx.instrumentCurrency) }),
  });
  if (fx === undefined) return inInstrument;
  const converted = convertCosts(inInstrument, fx);
  return {
    fx: { openingFee: converted.openingFee.conversion, insurance: converted.insurance.conversion },
    ...converted.account,
  };
}

/**
 * Decides a pending limit order's fill on `quote` (O4): none (null) unless it is CREATED, unexpired
 * (O10) and its limit crossed; at core `fillPrice`, the limit or better, paying margin, fee and
 * insurance from the hold and refunding the rest. When a better price would cost more than the hold
 * and available together it fills at its limit; when even that costs more, the order is cancelled
 * as `unfunded` and its hold returned (O13). A trailing stop (O11) starts at the fill.
 */
export function decideLimitFill(
  rows: LimitFillRows,
  quote: Quote,
  nowMs: number,
): Decision<OrderChangePlan<FillPatch> | OrderChangePlan<EndPatch> | null> {
  const { order } = rows;
  if (order.status !== 'CREATED' || order.limitPriceTicks === null || isExpired(order.validUntil, nowMs))
    return { ok: true, value: null };
  const limit = ticks(order.limitPriceTicks);
  if (!limitCrossed(order.direction, limit, quote.bidTicks, quote.askTicks)) return { ok: true, value: null };
  const fx = rows.fx;
  assert(fx !== null, `X1: order ${order.id} has no rate to settle at`);
  const fundsMinor = order.holdMinor + rows.availableMinor;
  let price = fillPrice(order.direction, quote.bidTicks, quote.askTicks);
  let costs = placedOrderCosts(order, rows.settings, fx, price);
  if (costs.totalMinor > fundsMinor) {
    price = limit;
    costs = placedOrderCosts(order, rows.settings, fx, price);
  }
  if (costs.totalMinor > fundsMinor) return { ok: true, value: decideEndPending(order, 'refuse_unfunded', nowMs) };
  const trailing = order.trailingDistanceTicks;
  const ctx = {
    userId: order.userId,
    currency: order.currency,
    ref: `order:${order.id}`,
    eventId: `order:${order.id}:fill`,
  };
  // The fill's own fields first, then the optional ones: one shape per kind of fill (docs/adr/0026).
  const filled = filledFields(price, costs, nowMs);
  const patch: FillPatch = {
    buildPriceTicks: filled.buildPriceTicks,
    marginMinor: filled.marginMinor,
    openingFeeMinor: filled.openingFeeMinor,
    insuranceMinor: filled.insuranceMinor,
    buildTime: filled.buildTime,
    rolledAt: filled.rolledAt,
    ...(trailing === null
      ? {}
      : {
          stopLossTicks: trailStop(
            { direction: order.direction, stopLossTicks: null, trailingDistanceTicks: ticks(trailing) },
            quote.bidTicks,
            quote.askTicks,
          ),
        }),
    ...(fx === undefined ? {} : { openFxRate: formatRate(fx.pay) }),
  };
  return {
    ok: true,
    value: {
      orderId: order.id,
      from: { status: order.status, closeReason: order.closeReason },
      events: [{ type: 'fill' }],
      patch,
      posting: postLimitFill(ctx, order.accountSet, minor(order.holdMinor), costs),
    },
  };
}

/**
 * Ends a pending order on the engine's side: expired at its `validUntil` (O10) or refused because its
 * fill cannot be paid for (O13). CANCEL with the event's reason, exactly its hold returned by the
 * cancel's posting (type 5, `order:<id>:cancel`), the same posting a user's cancel makes, so the ledger
 * itself refuses a second return.
 */
export function decideEndPending(
  order: PlacedOrderFacts,
  event: 'expire' | 'refuse_unfunded',
  nowMs: number,
): OrderChangePlan<EndPatch> {
  const ctx = {
    userId: order.userId,
    currency: order.currency,
    ref: `order:${order.id}`,
    eventId: `order:${order.id}:cancel`,
  };
  return {
    orderId: order.id,
    from: { status: order.status, closeReason: order.closeReason },
    events: [{ type: event }],
    patch: { coverTime: nowMs },
    posting: postLimitCancel(ctx, order.accountSet, minor(order.holdMinor)),
  };
}

/** Why a user's cancel is refused: the order is not pending (O1), said of the `orderId` field. */
export const NOT_PENDING = 'is not a pending order';

/**
 * Decides a user's cancel of a pending order (O1: CREATED → CANCEL; AMO2: QUEUED → CANCEL): exactly
 * its hold comes back by the cancel's posting (type 5, O4); any other state is refused (404).
 */
export function decideCancel(order: PlacedOrderFacts, nowMs: number): Decision<OrderChangePlan<EndPatch>> {
  if (order.status !== 'CREATED' && order.status !== 'QUEUED') return refuse('O1', 'orderId', 404, NOT_PENDING);
  const ctx = {
    userId: order.userId,
    currency: order.currency,
    ref: `order:${order.id}`,
    eventId: `order:${order.id}:cancel`,
  };
  return {
    ok: true,
    value: {
      orderId: order.id,
      from: { status: order.status, closeReason: order.closeReason },
      events: [{ type: 'cancel' }],
      patch: { coverTime: nowMs },
      posting: postLimitCancel(ctx, order.accountSet, minor(order.holdMinor)),
    },
  };
}

/** The rows an after-market order's release is decided on, read under the user's trading lock and the order's row lock. */
export interface ReleaseRows {
  readonly order: PlacedOrderFacts;
  /** Whether its product's market trades at this instant (open and not suspended). */
  readonly marketTradable: boolean;
}

/**
 * Decides the release of an after-market order at its market's open (AMO3): QUEUED → CREATED, nothing
 * moved in the ledger (its hold carries on, AMO2). None (null) while its market is not tradable, or
 * once its validity has run out: then it is the expiry pass's to end (O10). Never refuses.
 */
export function decideRelease(
  rows: ReleaseRows,
  nowMs: number,
): Decision<OrderChangePlan<Record<string, never>> | null> {
  const { order } = rows;
  if (order.status !== 'QUEUED' || !rows.marketTradable || isExpired(order.validUntil, nowMs))
    return { ok: true, value: null };
  return {
    ok: true,
    value: {
      orderId: order.id,
      from: { status: order.status, closeReason: order.closeReason },
      events: [{ type: 'release' }],
      patch: {},
      posting: [],
    },
  };
}

/**
 * Decides the expiry of a pending order (O10; AMO2 for a queued one): ended by `decideEndPending` as
 * `expire` once its `validUntil` has come, exactly its hold returned. None (null) while it is valid or
 * once it is no longer pending (filled, cancelled or expired a moment ago). Never refuses.
 */
export function decideExpiry(
  rows: { readonly order: PlacedOrderFacts },
  nowMs: number,
): Decision<OrderChangePlan<EndPatch> | null> {
  const { order } = rows;
  if (!isPendingState(order.status) || !isExpired(order.validUntil, nowMs)) return { ok: true, value: null };
  return { ok: true, value: decideEndPending(order, 'expire', nowMs) };
}

/**
 * The position an allotment opens (a paid group order G6, a listed new share): born CREATED and
 * filled at once at the offering's price (O1), its margin what the customer paid, no fee and no
 * insurance; the fill's fields through `filledFields` like every other fill (O2).
 */
export function allottedFill(
  priceTicks: Ticks,
  paidMinor: Minor,
  nowMs: number,
): FilledFields & { readonly status: OrderLifecycle['status'] } {
  const { status } = orderAfter({ status: 'CREATED', closeReason: null }, [{ type: 'fill' }]);
  const paid = { marginMinor: paidMinor, openingFeeMinor: minor(0n), insuranceCostMinor: minor(0n) };
  return { status, ...filledFields(priceTicks, paid, nowMs) };
}
