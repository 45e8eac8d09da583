import { type Decision, type RuleFailure, refuse } from '../failure';
import { currencyDecimals } from '../fx/currencies';
import { formatMoney, type Minor, MONEY_DECIMALS, type Ticks } from '../money';
import { type AccountFx, type ConvertedCosts, convertCosts } from './account-fx';
import { type OrderCosts, orderCosts } from './costs';
import { placementState } from './lifecycle';
import { fillPrice, isSaneQuote, markPrice, triggeredExit, validateStops, validateTrailingDistance } from './prices';
import type { Direction, Quote, TradingSettings } from './settings';

/** Most hands one order may carry; equal to the contract's stepper maximum (`STEPPER_MAX`). */
export const HANDS_MAX = 100_000_000;
/** How far a limit price may sit from the current price it would trade at, in percent either way. */
export const LIMIT_PRICE_BAND_PERCENT = 50n;

export interface OrderRequest {
  readonly direction: Direction;
  readonly priceType: 'market' | 'limit';
  /** Required for a limit order, ignored for a market order. */
  readonly limitPriceTicks: Ticks | null;
  readonly hands: number;
  /** The lever the user chose, or null for the product's own. */
  readonly lever: number | null;
  readonly stopLossTicks: Ticks | null;
  readonly takeProfitTicks: Ticks | null;
  /** A trailing stop's distance (O11), in ticks; null or absent without one. */
  readonly trailingDistanceTicks?: Ticks | null;
  readonly insurance: boolean;
}

/** A product's trading terms. */
export interface ProductTerms {
  readonly decimals: number;
  /** Units per hand, or null to use `tradeHandCount`. */
  readonly handCount: number | null;
  /** The product's lever, also the highest a user may choose; null when margin uses tradeDefaultRate. */
  readonly lever: number | null;
  /** The price increment in ticks (5 for a 0.05 step at 2 decimals); 1 when absent. */
  readonly tickSizeTicks?: Ticks;
}

/** Everything an order is checked against, read by the caller at one instant. */
export interface OrderMarketState {
  /** Whether the product's market is in session; shut, only a limit order passes, as an after-market order (AMO1). */
  readonly marketOpen: boolean;
  readonly quote: Quote;
  readonly product: ProductTerms;
  readonly settings: TradingSettings;
  /** The available balance of the account set the order trades in. */
  readonly availableMinor: Minor;
  readonly moneyDecimals?: number;
  /**
   * The instrument's currency against the account's at this instant. Given, costs are computed in the
   * instrument's currency (its minor unit) and converted at the pay rate (X1); absent, both are one.
   */
  readonly fx?: AccountFx;
  /**
   * The price a market order fills at when its lots walk past the best level of the book (core
   * `walkDepth`, DP4); absent, it fills at the quote's side (O5). A limit order ignores it.
   */
  readonly marketFillTicks?: Ticks;
}

export interface AcceptedOrder {
  /** The market fill price, or the limit price of a limit order. */
  readonly entryPriceTicks: Ticks;
  readonly handCount: number;
  readonly lever: number | null;
  /** Costs at the entry price in the account's currency: what a market order pays, or a limit order holds. */
  readonly costs: OrderCosts;
  /** The same costs in the instrument's currency, with each conversion to record; null without `fx`. */
  readonly converted: ConvertedCosts | null;
}

/** O6's refusal with `code`, about the payload field its sentence starts with ('price must be …'). */
function orderRefusal(code: 600 | 601 | 602 | 404 | 407, detail: string): RuleFailure {
  return refuse('O6', fieldOf(detail), code, detail);
}

/** The first word of a rule's sentence when it names a field ("stopLoss must be …"), else ''. */
function fieldOf(detail: string): string {
  const word = detail.split(' ', 1)[0] ?? '';
  return PAYLOAD_FIELDS.includes(word) ? word : '';
}

const PAYLOAD_FIELDS = [
  'price',
  'hands',
  'lever',
  'stopLoss',
  'takeProfit',
  'trailingDistance',
  'validUntil',
  'validity',
];

const priceRefusal = (detail: string): RuleFailure => orderRefusal(601, detail);

/**
 * The 601 checks (O6): a sane quote, a limit price positive, on the tick and within
 * ±LIMIT_PRICE_BAND_PERCENT of the price it would trade at now, the levels on the tick and on the right
 * sides of the entry, a trailing distance smaller than the price it trails from (O11), and a market
 * order's stop loss not already hit. Answers the entry price.
 */
function checkPrices(input: OrderRequest, state: OrderMarketState): Ticks | RuleFailure {
  if (!isSaneQuote(state.quote)) return priceRefusal('no tradable quote');
  const tick = state.product.tickSizeTicks ?? 1n;
  const offTick = (t: Ticks | null) => t !== null && t % tick !== 0n;
  const marketTicks = fillPrice(input.direction, state.quote.bidTicks, state.quote.askTicks);
  let entryPriceTicks = input.priceType === 'market' ? (state.marketFillTicks ?? marketTicks) : marketTicks;
  if (input.priceType === 'limit') {
    const limit = input.limitPriceTicks;
    if (limit === null || limit <= 0n) return priceRefusal('price must be positive');
    const distance = limit > marketTicks ? limit - marketTicks : marketTicks - limit;
    if (distance * 100n > marketTicks * LIMIT_PRICE_BAND_PERCENT) {
      return priceRefusal(`price must be within ${LIMIT_PRICE_BAND_PERCENT}% of the current price`);
    }
    entryPriceTicks = limit;
  }
  if (offTick(input.priceType === 'limit' ? entryPriceTicks : null)) return priceRefusal('price is not on the tick');
  if (offTick(input.stopLossTicks)) return priceRefusal('stopLoss is not on the tick');
  if (offTick(input.takeProfitTicks)) return priceRefusal('takeProfit is not on the tick');
  const trailing = input.trailingDistanceTicks ?? null;
  if (offTick(trailing)) return priceRefusal('trailingDistance is not on the tick');
  const stops = validateStops({
    direction: input.direction,
    entryPriceTicks,
    stopLossTicks: input.stopLossTicks,
    takeProfitTicks: input.takeProfitTicks,
  });
  if (!stops.ok) return stops;
  // O11: a market order's trail starts from the closing side at the fill, a limit order's from its limit.
  const trailsFrom =
    input.priceType === 'market'
      ? markPrice(input.direction, state.quote.bidTicks, state.quote.askTicks)
      : entryPriceTicks;
  const trail = validateTrailingDistance(trailing, trailsFrom);
  if (!trail.ok) return trail;
  // A market order's stop must not already be hit on the closing side (a buy's stop between bid and
  // ask): the position would open and close on the same tick, paying spread and fees for nothing.
  const exits = {
    direction: input.direction,
    stopLossTicks: input.stopLossTicks,
    takeProfitTicks: null,
    insured: false,
  };
  if (input.priceType === 'market' && triggeredExit(exits, state.quote.bidTicks, state.quote.askTicks) !== null) {
    return priceRefusal('stopLoss would trigger at once');
  }
  return entryPriceTicks;
}

/** The 602 and 404 checks (O6): hands a whole number in 1..HANDS_MAX, a chosen lever within the product's. */
function checkHandsAndLever(input: OrderRequest, state: OrderMarketState): { lever: number | null } | RuleFailure {
  if (!Number.isSafeInteger(input.hands) || input.hands < 1 || input.hands > HANDS_MAX) {
    return orderRefusal(602, `hands must be a whole number in 1..${HANDS_MAX}`);
  }
  const productLever = state.product.lever;
  if (input.lever !== null) {
    const tooHigh = productLever !== null && input.lever > productLever;
    if (!Number.isSafeInteger(input.lever) || input.lever < 1 || tooHigh) {
      const range = productLever === null ? 'at least 1' : `in 1..${productLever}`;
      return orderRefusal(404, `lever must be a whole number ${range}`);
    }
  }
  return { lever: input.lever ?? productLever };
}

/** The order's costs at its entry price, in the instrument's currency and, with `fx`, converted. */
function entryCosts(input: OrderRequest, state: OrderMarketState, entryPriceTicks: Ticks, lever: number | null) {
  const handCount = state.product.handCount ?? state.settings.tradeHandCount;
  const costs = orderCosts({
    priceTicks: entryPriceTicks,
    decimals: state.product.decimals,
    hands: input.hands,
    handCount,
    lever,
    defaultRate: state.settings.tradeDefaultRate,
    buyFeeRate: state.settings.tradeBuyFee,
    insuranceRate: state.settings.tradeInsuranceRate,
    insurance: input.insurance,
    ...(state.fx !== undefined
      ? { moneyDecimals: currencyDecimals(state.fx.instrumentCurrency) }
      : state.moneyDecimals === undefined
        ? {}
        : { moneyDecimals: state.moneyDecimals }),
  });
  const converted = state.fx === undefined ? null : convertCosts(costs, state.fx);
  return { handCount, costs: converted?.account ?? costs, converted };
}

/**
 * Checks an order in the order the issue fixes and returns the first failure (O6): market open
 * (600; a limit order on a shut market passes to queue for the open, core `placementState`, AMO1),
 * prices (601, `checkPrices`), hands and lever (602, 404), funds for margin + opening fee + insurance
 * (407).
 */
export function validateOrder(input: OrderRequest, state: OrderMarketState): Decision<AcceptedOrder> {
  const placement = placementState(input.priceType, state.marketOpen);
  if (!placement.ok) return placement;
  const entryPriceTicks = checkPrices(input, state);
  if (typeof entryPriceTicks !== 'bigint') return entryPriceTicks;
  const chosen = checkHandsAndLever(input, state);
  if ('ok' in chosen) return chosen;
  const { handCount, costs, converted } = entryCosts(input, state, entryPriceTicks, chosen.lever);
  if (costs.totalMinor > state.availableMinor) {
    return orderRefusal(
      407,
      `needs ${accountAmount(costs.totalMinor, state)}, ${accountAmount(state.availableMinor, state)} available`,
    );
  }
  return { ok: true, value: { entryPriceTicks, handCount, lever: chosen.lever, costs, converted } };
}

/** An amount of the account's money as the customer reads it ("1234.50 INR"), never raw minor units. */
function accountAmount(amountMinor: Minor, state: OrderMarketState): string {
  if (state.fx)
    return `${formatMoney(amountMinor, currencyDecimals(state.fx.accountCurrency))} ${state.fx.accountCurrency}`;
  return formatMoney(amountMinor, state.moneyDecimals ?? MONEY_DECIMALS);
}
