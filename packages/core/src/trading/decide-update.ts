import { type Decision, type RuleFailure, refuse } from '../failure';
import { postLimitHoldChange } from '../ledger/rules-trading';
import type { Posting } from '../ledger/transfer';
import { formatPrice, type Minor, minor, parsePrice, type Ticks, ticks } from '../money';
import { withChanges } from '../shape';
import type { AccountFx } from './account-fx';
import { INSURANCE_NEEDS_STOP, OFF_TICK } from './decide-create';
import { type OrderChangePlan, type PlacedOrderFacts, placedOrderCosts } from './decide-fill';
import { isPendingState } from './lifecycle';
import type { MarkedPosition } from './margin';
import { trailStop } from './prices';
import type { Quote, TradingSettings } from './settings';
import { accountForceCoverTicks, checkStopInsideForceCover } from './stop-vs-force-cover';
import { validateOrderEdit } from './validate-edit';

/** A placed order as an edit reads it (an orders row has these and more). */
export interface EditedOrderFacts extends PlacedOrderFacts {
  readonly priceType: 'market' | 'limit';
  readonly version: number;
  readonly stopLossTicks: bigint | null;
  readonly buildPriceTicks: bigint | null;
  readonly marginMinor: bigint;
  /** The instrument's currency when it differs from the account's (X1), else null. */
  readonly instrumentCurrency: string | null;
}

/** An `order/update` payload's levels, as the decimal strings of the wire. */
export interface OrderEditRequest {
  readonly price?: string | undefined;
  readonly stopLoss?: string | undefined;
  readonly takeProfit?: string | undefined;
  readonly trailingDistance?: string | undefined;
}

/** The rows an edit is decided on, read under the user's trading lock with the order locked. */
export interface OrderEditRows {
  readonly order: EditedOrderFacts;
  /** The order's product: whether it is suspended and tradable now; undefined when it is gone. */
  readonly product: { readonly suspended: boolean; readonly tradable: boolean } | undefined;
  /** The product's quote now, or null when the feed has none. */
  readonly quote: Quote | null;
  /** The rates into the account's currency now (X1); undefined for an order in its account's currency, null when the feed has none. */
  readonly fx: AccountFx | undefined | null;
  readonly settings: TradingSettings;
  /** The available balance of the order's account set, read locked. */
  readonly availableMinor: Minor;
  /** The user's other open positions in the set, marked now; read only for an edit that sends a stop loss. */
  readonly otherPositions: readonly MarkedPosition[];
}

/** The fields an edit writes: its levels, and a repriced order's limit price and hold (O12). */
export interface EditPatch {
  readonly stopLossTicks: Ticks | null;
  readonly takeProfitTicks: Ticks | null;
  readonly trailingDistanceTicks: Ticks | null;
  readonly limitPriceTicks?: Ticks;
  readonly holdMinor?: Minor;
}

/** Why an edit is refused, said of the `orderId` or `price` field (the server translates them as they stand). */
export const NOT_OPEN = 'is closed or cancelled and can no longer be edited';
export const PRICE_NOT_PENDING = 'can be changed only on a pending limit order';

/** The payload's prices in the order's decimals, or the field whose price is off the tick (601). */
function readLevels(
  request: OrderEditRequest,
  decimals: number,
): Decision<Record<'price' | 'stopLoss' | 'takeProfit' | 'trailingDistance', Ticks | null>> {
  const levels = { price: null, stopLoss: null, takeProfit: null, trailingDistance: null } as Record<
    'price' | 'stopLoss' | 'takeProfit' | 'trailingDistance',
    Ticks | null
  >;
  for (const field of ['price', 'stopLoss', 'takeProfit', 'trailingDistance'] as const) {
    const text = request[field];
    if (text === undefined) continue;
    const parsed = parsePrice(text, decimals);
    if (!parsed.ok) return refuse('O12', field, 601, OFF_TICK);
    levels[field] = parsed.value;
  }
  return { ok: true, value: levels };
}

/**
 * Decides an `order/update` (O12, O11, AMO2, LV3, X1): the levels sent replace the stored ones and
 * are checked as at creation — a closed order (404), a price on anything but a pending limit order
 * (404), an insured order without a stop loss (404), a product not tradable now (600; a queued order
 * only when suspended), a price off the tick (601), core `validateOrderEdit` (601). A held trailing
 * stop restarts only when its distance changes. A new price re-holds the costs at this instant's
 * rate as one posting (601 without a rate, 407 when short). A stop loss beyond the forced-cover price
 * is refused (601, LV3), checked against the available the re-hold leaves. No status changes.
 */
export function decideUpdate(rows: OrderEditRows, request: OrderEditRequest): Decision<OrderChangePlan<EditPatch>> {
  const { order } = rows;
  const pending = isPendingState(order.status);
  if (!pending && order.status !== 'BUILD') return refuse('O12', 'orderId', 404, NOT_OPEN);
  if (request.price !== undefined && !(pending && order.priceType === 'limit'))
    return refuse('O12', 'price', 404, PRICE_NOT_PENDING);
  if (order.insurance && request.stopLoss === undefined) return refuse('O12', 'stopLoss', 404, INSURANCE_NEEDS_STOP);
  // AMO2: a queued order waits for a shut market by design, so only a suspension stops its edit.
  const product = rows.product;
  const editable = order.status === 'QUEUED' ? product && !product.suspended : product?.tradable;
  if (!editable) return refuse('O12', 'orderId', 600);
  const levels = readLevels(request, order.decimals);
  if (!levels.ok) return levels;
  const { price: newPrice, stopLoss, takeProfit, trailingDistance: trailing } = levels.value;
  const quote = rows.quote;
  if (!quote) return refuse('O12', '', 601, 'no tradable quote');
  const limit = pending ? (newPrice ?? (order.limitPriceTicks === null ? null : ticks(order.limitPriceTicks))) : null;
  const repriced = newPrice !== null && newPrice !== order.limitPriceTicks;
  const checked = validateOrderEdit(
    {
      direction: order.direction,
      status: pending ? 'CREATED' : 'BUILD',
      limitPriceTicks: limit,
      repriced,
      stopLossTicks: stopLoss,
      takeProfitTicks: takeProfit,
      trailingDistanceTicks: trailing,
    },
    quote,
  );
  if (!checked.ok) return checked;
  let patch: EditPatch = { stopLossTicks: stopLoss, takeProfitTicks: takeProfit, trailingDistanceTicks: trailing };
  if (!pending && trailing !== null) {
    // O11: the trail is set now; a distance sent again unchanged keeps the level it reached.
    const reached = order.stopLossTicks;
    const kept = trailing === order.trailingDistanceTicks && reached !== null;
    const restarted = { direction: order.direction, stopLossTicks: null, trailingDistanceTicks: trailing };
    patch = withChanges(patch, {
      stopLossTicks: kept ? ticks(reached) : trailStop(restarted, quote.bidTicks, quote.askTicks),
    });
  }
  let posting: Posting = [];
  let availableMinor = rows.availableMinor;
  if (pending && newPrice !== null && repriced) {
    const held = rehold(rows, newPrice);
    if (!held.ok) return held;
    patch = { limitPriceTicks: newPrice, holdMinor: held.value.holdMinor, ...patch };
    posting = held.value.posting;
    availableMinor = minor(availableMinor - (held.value.holdMinor - order.holdMinor));
  }
  // LV3: checked after any re-hold, so a pending order's available is what its fill would leave.
  const beyond = stopVsForceCover(rows, stopLoss, limit, availableMinor);
  if (beyond) return beyond;
  return {
    ok: true,
    value: {
      orderId: order.id,
      from: { status: order.status, closeReason: order.closeReason },
      events: [],
      patch,
      posting,
    },
  };
}

/**
 * Holds a pending limit order's costs at its new price (O12): from the order's own terms at this
 * instant's rate (X1), as a fill would pay them; the difference from the old hold is one posting
 * (`order:<id>:hold:<version>`), and a rise the available cannot pay is refused (407, L3).
 */
function rehold(rows: OrderEditRows, priceTicks: Ticks): Decision<{ holdMinor: Minor; posting: Posting }> {
  const { order, fx } = rows;
  if (fx === null) {
    const from = order.instrumentCurrency ?? order.currency;
    return refuse('X1', 'price', 601, 'no exchange rate', { from, to: order.currency });
  }
  const costs = placedOrderCosts(order, rows.settings, fx, priceTicks);
  const heldMinor = minor(order.holdMinor);
  if (costs.totalMinor === heldMinor) return { ok: true, value: { holdMinor: heldMinor, posting: [] } };
  if (costs.totalMinor - heldMinor > rows.availableMinor) return refuse('L3', 'price', 407);
  const ctx = {
    userId: order.userId,
    currency: order.currency,
    ref: `order:${order.id}`,
    eventId: `order:${order.id}:hold:${order.version}`,
  };
  const posting = postLimitHoldChange(ctx, order.accountSet, heldMinor, costs.totalMinor);
  return { ok: true, value: { holdMinor: costs.totalMinor, posting } };
}

/**
 * LV3 for an edit: the position as it is held (a held one) or as its limit would fill it (a pending
 * one, its margin at that price), against `availableMinor`. An order whose currencies have no rate
 * quoted right now cannot be valued (it is marked at P&L 0 too), so it is not refused here.
 */
function stopVsForceCover(
  rows: OrderEditRows,
  stopLoss: Ticks | null,
  limit: Ticks | null,
  availableMinor: Minor,
): RuleFailure | null {
  const { order, fx } = rows;
  if (stopLoss === null || fx === null) return null;
  const pending = isPendingState(order.status);
  const entry = pending ? limit : order.buildPriceTicks === null ? null : ticks(order.buildPriceTicks);
  if (entry === null) return null;
  const marginMinor = pending
    ? placedOrderCosts(order, rows.settings, fx, entry).marginMinor
    : minor(order.marginMinor);
  const level = accountForceCoverTicks({
    position: {
      direction: order.direction,
      buildPriceTicks: entry,
      hands: order.hands,
      handCount: order.handCount,
      decimals: order.decimals,
      marginMinor,
    },
    availableMinor,
    others: rows.otherPositions.filter((other) => other.id !== order.id),
    settings: rows.settings,
    ...(fx === undefined ? {} : { fx }),
  });
  const inside = checkStopInsideForceCover({
    direction: order.direction,
    stopLossTicks: stopLoss,
    forceCoverTicks: level,
  });
  if (inside.ok || level === null) return null;
  const levelText = `${formatPrice(level, order.decimals)} ${order.instrumentCurrency ?? order.currency}`;
  return refuse('LV3', 'stopLoss', 601, `must be inside the forced-cover price ${levelText}`, {
    direction: order.direction,
    level: levelText,
  });
}
