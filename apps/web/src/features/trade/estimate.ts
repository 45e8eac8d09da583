import type { PublicSettings } from '@demo/contract';
import {
  type AccountFx,
  checkStopInsideForceCover,
  convertCosts,
  currencyDecimals,
  type DepthBook,
  type Direction,
  fillPrice,
  forceCoverPriceTicks,
  formatMoney,
  formatPrice,
  formatRate,
  type Minor,
  minor,
  type OrderCosts,
  orderCosts,
  parseMoney,
  parsePrice,
  parseRate,
  parseTradingSettings,
  type Ticks,
  type TradingSettings,
  ticks,
  validateStops,
  walkDepth,
} from '@demo/core';
import { parseQuantity } from '../../components/quantity-clamp';

/**
 * The pre-trade estimate of the trade panel. It runs the server's own core rules (`orderCosts`,
 * `validateStops`, `forceCoverPriceTicks`) on the same inputs the server reads, so the numbers shown
 * before confirming are the ones it will charge at that price. All amounts stay bigint or decimal
 * strings; nothing passes through a binary float.
 */

/** A product's trading terms as the contract sends them. */
export interface TradeTerms {
  readonly decimals: number;
  readonly handCount: number;
  readonly lever: number;
}

export interface EstimateInput {
  readonly direction: Direction;
  readonly priceType: 'market' | 'limit';
  /** Decimal strings of the live quote. */
  readonly bid: string;
  readonly ask: string;
  /** The limit price as typed (limit orders only). */
  readonly limitPrice: string;
  readonly hands: number;
  readonly lever: number;
  readonly insurance: boolean;
  readonly terms: TradeTerms;
  readonly settings: TradingSettings;
  /** The account summary (`user/statisticsWallet`) of the account the order trades in. */
  readonly availableAssets: string;
  /** Margin + open P&L of the open positions: with `positionProfit`, their margin (pending holds aside, LV2). */
  readonly marketValue: string;
  readonly positionProfit: string;
  /**
   * The instrument's currency against the account's, from the live pair quotes (core
   * `accountFxFromQuotes`, as the server settles): costs are computed in the instrument's currency and
   * converted at the pay rate. Absent, both currencies are one.
   */
  readonly fx?: AccountFx;
  /**
   * The product's book at the quote shown (`data/depth`, its best levels the quote's). Given, a market
   * order whose lots exceed the best level is estimated at the price walked through it, with core's
   * own `walkDepth`, as the server fills it (SPEC DP4).
   */
  readonly depth?: DepthBook | null | undefined;
}

/** How a market order's estimate walked the book: its lots, the best level's and the levels taken (DP4). */
export interface DepthEstimate {
  readonly hands: number;
  readonly topLots: number;
  readonly levels: number;
}

export interface TradeEstimate {
  /** The price the costs are computed at: the ask (buy) or bid (sell) for a market order, else the limit. */
  readonly entryPrice: string;
  /** The contract value, in the instrument's currency (`instrumentCurrency`). */
  readonly notional: string;
  /** Currency codes: the instrument's (prices, notional) and the account's (margin, fees, total, available). */
  readonly instrumentCurrency: string | null;
  readonly accountCurrency: string | null;
  /** The pay rate used, 1 instrument currency = rate account currency; null when nothing converts. */
  readonly rate: string | null;
  /** The market's mid rate the pay rate is quoted against, and the spread added, in percent (X3). */
  readonly marketRate: string | null;
  readonly spreadPercent: string | null;
  readonly margin: string;
  readonly openingFee: string;
  readonly insuranceCost: string;
  readonly total: string;
  readonly available: string;
  readonly enough: boolean;
  /** The closing-side price at which forced cover would happen, or null when none is reachable. */
  readonly forceCoverPrice: string | null;
  readonly forceCoverTicks: Ticks | null;
  /** The raw costs in the account's currency, for tests that compare with core. */
  readonly costs: OrderCosts;
  /** Set when the entry price was walked through the book rather than read off the quote (DP4). */
  readonly walked?: DepthEstimate;
}

/** The trading settings of `config/setting` parsed by core, or null when they are not usable. */
export function tradingSettingsOf(settings: PublicSettings | undefined): TradingSettings | null {
  if (!settings) return null;
  const parsed = parseTradingSettings(settings);
  return parsed.ok ? parsed.value : null;
}

/** Parses a price typed by the user in the product's decimals; null when it is not one. */
export function priceTicksOf(text: string, decimals: number): Ticks | null {
  const parsed = parsePrice(text, decimals);
  return parsed.ok && parsed.value > 0n ? parsed.value : null;
}

function money(text: string): Minor {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.value : minor(0n);
}

/** The price an order enters at: market at the ask (buy) or bid (sell), limit at its own price. */
export function entryPriceTicks(
  input: Pick<EstimateInput, 'direction' | 'priceType' | 'bid' | 'ask' | 'limitPrice' | 'terms'>,
): Ticks | null {
  const d = input.terms.decimals;
  if (input.priceType === 'limit') return priceTicksOf(input.limitPrice, d);
  const bid = priceTicksOf(input.bid, d);
  const ask = priceTicksOf(input.ask, d);
  return bid === null || ask === null ? null : fillPrice(input.direction, bid, ask);
}

/** The estimate, or null while the entry price is unknown or not a price. */
export function tradeEstimate(input: EstimateInput): TradeEstimate | null {
  const quoted = entryPriceTicks(input);
  if (quoted === null || !Number.isSafeInteger(input.hands) || input.hands < 1) return null;
  const walk = walkedEntry(input);
  const entry = walk?.priceTicks ?? quoted;
  const { decimals, handCount } = input.terms;
  const fx = input.fx;
  const instrumentDecimals = fx === undefined ? undefined : currencyDecimals(fx.instrumentCurrency);
  const accountDecimals = fx === undefined ? undefined : currencyDecimals(fx.accountCurrency);
  const inInstrument = orderCosts({
    priceTicks: entry,
    decimals,
    hands: input.hands,
    handCount,
    lever: input.lever,
    defaultRate: input.settings.tradeDefaultRate,
    buyFeeRate: input.settings.tradeBuyFee,
    insuranceRate: input.settings.tradeInsuranceRate,
    insurance: input.insurance,
    ...(instrumentDecimals === undefined ? {} : { moneyDecimals: instrumentDecimals }),
  });
  const costs = fx === undefined ? inInstrument : convertCosts(inInstrument, fx).account;
  const converting = fx !== undefined && fx.instrumentCurrency !== fx.accountCurrency;
  const accountMoney = (value: Minor) => formatMoney(value, accountDecimals);
  const available = money(input.availableAssets);
  // LV2: the engine's equity counts available + margin + P&L of the positions; money held for pending
  // orders and withdrawals is neither equity nor used margin, so the wallet's margin is market value − P&L.
  const openPnl = money(input.positionProfit);
  const openMargin = money(input.marketValue) - openPnl;
  const forceTicks = forceCoverPriceTicks({
    position: {
      direction: input.direction,
      buildPriceTicks: entry,
      hands: input.hands,
      handCount,
      decimals,
      marginMinor: costs.marginMinor,
    },
    otherEquityMinor: minor(available - costs.totalMinor + openMargin + openPnl),
    otherMarginMinor: minor(openMargin),
    forceCoverRate: input.settings.tradeForceCoverRate,
    ...(fx === undefined ? {} : { fx }),
  });
  return {
    entryPrice: formatPrice(entry, decimals),
    notional: formatMoney(inInstrument.notionalMinor, instrumentDecimals),
    instrumentCurrency: fx?.instrumentCurrency ?? null,
    accountCurrency: fx?.accountCurrency ?? null,
    rate: converting ? formatRate(fx.pay) : null,
    marketRate: converting ? formatRate(fx.mid) : null,
    spreadPercent: converting ? percentOfBps(fx.spreadBps) : null,
    margin: accountMoney(costs.marginMinor),
    openingFee: accountMoney(costs.openingFeeMinor),
    insuranceCost: accountMoney(costs.insuranceCostMinor),
    total: accountMoney(costs.totalMinor),
    available: accountMoney(available),
    enough: costs.totalMinor <= available,
    forceCoverPrice: forceTicks === null ? null : formatPrice(forceTicks, decimals),
    forceCoverTicks: forceTicks,
    costs,
    ...(walk ? { walked: walk.walked } : {}),
  };
}

/**
 * A market order's price walked through `input.depth` when its lots exceed the best level and the
 * book's best levels are the quote's (DP1, DP4); null otherwise (it fills at the quote).
 */
function walkedEntry(input: EstimateInput): { priceTicks: Ticks; walked: DepthEstimate } | null {
  const book = input.depth;
  if (!book || input.priceType !== 'market') return null;
  const d = input.terms.decimals;
  if (
    book.bids[0]?.priceTicks !== priceTicksOf(input.bid, d) ||
    book.asks[0]?.priceTicks !== priceTicksOf(input.ask, d)
  )
    return null;
  const walk = walkDepth(book, input.direction, input.hands);
  if (!walk.walked) return null;
  const top = (input.direction === 'buy' ? book.asks : book.bids)[0]?.sizeLots ?? 0;
  return { priceTicks: walk.priceTicks, walked: { hands: input.hands, topLots: top, levels: walk.levels.length } };
}

/**
 * The estimate for the lots as typed (SPEC LV4): none while they are not a valid count (empty, 0, a
 * fraction), so the ticket never shows the figures of the last valid count.
 */
export function estimateForLots(handsText: string, input: Omit<EstimateInput, 'hands'>): TradeEstimate | null {
  const lots = parseQuantity(handsText, { min: 1 });
  return lots.ok ? tradeEstimate({ ...input, hands: lots.value }) : null;
}

/**
 * The ticket's check of a fixed stop loss against the estimate's forced-cover price, with the rule the
 * server applies (core `checkStopInsideForceCover`, SPEC LV3): the level it lies beyond, or null.
 */
export function stopBeyondForceCover(input: {
  readonly direction: Direction;
  readonly stopLoss: string;
  readonly decimals: number;
  readonly estimate: TradeEstimate | null;
}): Ticks | null {
  const stop = priceTicksOf(input.stopLoss, input.decimals);
  if (stop === null || input.estimate === null) return null;
  const checked = checkStopInsideForceCover({
    direction: input.direction,
    stopLossTicks: stop,
    forceCoverTicks: input.estimate.forceCoverTicks,
  });
  return checked.ok ? null : input.estimate.forceCoverTicks;
}

export type StopsProblem =
  | 'stopLossFormat'
  | 'takeProfitFormat'
  | 'stopLossSide'
  | 'takeProfitSide'
  | 'insuranceNeedsStop';

/**
 * Checks stop loss and take profit as the server does (code 601 when on the wrong side of the entry
 * price, core `validateStops`), and that insurance has a stop loss to guarantee. Empty fields are
 * not set; the first problem is returned, or null.
 */
export function stopsProblem(input: {
  readonly direction: Direction;
  readonly entryPriceTicks: Ticks | null;
  readonly stopLoss: string;
  readonly takeProfit: string;
  readonly insurance: boolean;
  readonly decimals: number;
}): StopsProblem | null {
  const sl = input.stopLoss.trim() === '' ? null : priceTicksOf(input.stopLoss, input.decimals);
  const tp = input.takeProfit.trim() === '' ? null : priceTicksOf(input.takeProfit, input.decimals);
  if (input.stopLoss.trim() !== '' && sl === null) return 'stopLossFormat';
  if (input.takeProfit.trim() !== '' && tp === null) return 'takeProfitFormat';
  if (input.insurance && sl === null) return 'insuranceNeedsStop';
  if (input.entryPriceTicks === null) return null;
  const checked = validateStops({
    direction: input.direction,
    entryPriceTicks: input.entryPriceTicks,
    stopLossTicks: sl,
    takeProfitTicks: tp,
  });
  if (checked.ok) return null;
  return checked.field === 'stopLoss' ? 'stopLossSide' : 'takeProfitSide';
}

/** Moves a price by `steps` ticks of the product (one tick = 10^-decimals); never below one tick. */
export function stepPrice(text: string, decimals: number, steps: number): string {
  const current = priceTicksOf(text, decimals);
  if (current === null) return text;
  const next = current + BigInt(steps);
  return formatPrice((next < 1n ? 1n : next) as Ticks, decimals);
}

/** Basis points as a percentage, exactly and without trailing zeros: 30 → "0.3", 125 → "1.25". */
export function percentOfBps(bps: bigint): string {
  return formatMoney(minor(bps), 2).replace(/\.?0+$/, '');
}

/** A rate as a percentage for display, exactly: "0.02" → "2", "0.0005" → "0.05". */
export function ratePercent(rate: string): string {
  const parsed = parseRate(rate);
  if (!parsed.ok) return '--';
  const { numerator, scale } = parsed.value;
  const text = scale >= 2 ? formatPrice(ticks(numerator), scale - 2) : String(numerator * 10n ** BigInt(2 - scale));
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
