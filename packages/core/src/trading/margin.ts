import { currencyDecimals } from '../fx/currencies';
import { type Minor, MONEY_DECIMALS, minor, pow10, type Rate, roundHalfUp, type Ticks, ticks } from '../money';
import { type AccountFx, convertAmount, convertPnl } from './account-fx';
import { closingFee, type PositionSize, positionPnl, quantityUnits } from './costs';
import type { Position } from './position';
import { markPrice } from './prices';
import type { Quote, TradingSettings } from './settings';

/** A held position valued at the current quote, in minor units. */
export interface MarkedPosition {
  readonly id: number;
  readonly marginMinor: Minor;
  /** Signed P&L at the closing side of the quote. */
  readonly pnlMinor: Minor;
  /** What closing it now would cost. */
  readonly closingFeeMinor: Minor;
}

/**
 * Values a position at a quote: P&L and closing fee at its closing side (a buy's bid, a sell's ask).
 * With `fx`, both are computed in the instrument's currency and converted at the current rates (a
 * gain at the receive rate, a loss and the fee at the pay rate), so an FX move is part of P&L (X5);
 * the margin stays what the account paid.
 */
export function markPosition(position: Position, quote: Quote, saleFeeRate: Rate, fx?: AccountFx): MarkedPosition {
  const closeTicks = markPrice(position.direction, quote.bidTicks, quote.askTicks);
  const moneyDecimals = fx === undefined ? MONEY_DECIMALS : currencyDecimals(fx.instrumentCurrency);
  // The fields by name, not a spread of the position: a held row's copy is wide, and this runs for
  // every held order of every order placed or covered.
  const { direction, buildPriceTicks, hands, handCount, decimals } = position;
  const pnlMinor = positionPnl({
    direction,
    buildPriceTicks,
    hands,
    handCount,
    decimals,
    markPriceTicks: closeTicks,
    moneyDecimals,
  });
  const closingFeeMinor = closingFee({
    hands,
    handCount,
    decimals,
    closePriceTicks: closeTicks,
    saleFeeRate,
    moneyDecimals,
  });
  return {
    id: position.id,
    marginMinor: position.marginMinor,
    pnlMinor: fx === undefined ? pnlMinor : convertPnl(fx, pnlMinor).accountMinor,
    closingFeeMinor: fx === undefined ? closingFeeMinor : convertAmount(fx, closingFeeMinor, 'pay').accountMinor,
  };
}

/**
 * Equity in minor units: available + Σ (margin + P&L) of the open positions. Money held for pending
 * orders and withdrawals is not counted: it is committed elsewhere and cannot rescue a position.
 */
export function accountEquity(availableMinor: Minor, positions: readonly MarkedPosition[]): Minor {
  return minor(positions.reduce((sum, p) => sum + p.marginMinor + p.pnlMinor, availableMinor as bigint));
}

/** A margin level kept as the exact fraction equity ÷ used margin (M1); no floats anywhere. */
export interface MarginLevel {
  readonly equityMinor: Minor;
  readonly usedMarginMinor: Minor;
}

/** The account's margin level, or null when it uses no margin (no open positions). */
export function marginLevel(availableMinor: Minor, positions: readonly MarkedPosition[]): MarginLevel | null {
  const usedMarginMinor = minor(positions.reduce((sum, p) => sum + p.marginMinor, 0n));
  if (usedMarginMinor <= 0n) return null;
  return { equityMinor: accountEquity(availableMinor, positions), usedMarginMinor };
}

/** Whether equity ÷ used margin ≤ rate, compared exactly: equity × 10^scale ≤ numerator × used (M1). */
export function levelAtOrBelow(level: MarginLevel, rate: Rate): boolean {
  return level.equityMinor * pow10(rate.scale) <= rate.numerator * level.usedMarginMinor;
}

/** The margin level in basis points (10 000 = 100 %), rounded half-up; for display only. */
export function marginLevelBps(level: MarginLevel): bigint {
  return roundHalfUp(level.equityMinor * 10_000n, level.usedMarginMinor);
}

/** Orders marked positions by P&L, most negative first, ties by id: the forced-cover choice (M2). */
export function largestLossFirst(a: MarkedPosition, b: MarkedPosition): number {
  return a.pnlMinor === b.pnlMinor ? a.id - b.id : a.pnlMinor < b.pnlMinor ? -1 : 1;
}

/**
 * The ids of positions in the order to post closing them all at once: most profitable first, so gains
 * are in available before losses and fees leave it (M3). The reverse of `largestLossFirst`.
 */
export function settleOrder(positions: readonly MarkedPosition[]): number[] {
  return [...positions]
    .sort(largestLossFirst)
    .map((p) => p.id)
    .reverse();
}

export interface ForceCoverPlan {
  /** The level before anything closes; null without open positions. */
  readonly marginLevel: MarginLevel | null;
  /** The level is at or below `tradeForceCoverWarning` (M4). */
  readonly warning: boolean;
  /** Positions to close now, chosen largest loss first. Empty when the level is above the rate. */
  readonly toClose: readonly number[];
  /** The same positions in the order to post their closes: most profitable first (see below). */
  readonly settleOrder: readonly number[];
  /** What the closes cannot pay even together, for loss_absorption (M3); 0 usually. */
  readonly shortfallMinor: Minor;
}

/**
 * Plans forced cover (M2). When the level is at or below `tradeForceCoverRate`, positions are chosen
 * one by one, largest loss first (ties by id), until the level is strictly above the rate, or nothing
 * is left. Each simulated close returns margin + P&L − closing fee to available. While that leaves
 * available below zero the plan keeps closing, so open gains pay a gap loss before the platform does;
 * only what all the closes together cannot pay is `shortfallMinor`, for loss_absorption (M3).
 *
 * Post the closes in `settleOrder` (most profitable first): each `postClosePosition` then sees the
 * gains already realised in available, and together they absorb exactly `shortfallMinor`.
 */
export function forceCoverPlan(
  availableMinor: Minor,
  positions: readonly MarkedPosition[],
  settings: Pick<TradingSettings, 'tradeForceCoverRate' | 'tradeForceCoverWarning'>,
): ForceCoverPlan {
  const level = marginLevel(availableMinor, positions);
  if (level === null)
    return { marginLevel: null, warning: false, toClose: [], settleOrder: [], shortfallMinor: minor(0n) };
  const warning = levelAtOrBelow(level, settings.tradeForceCoverWarning);
  let open = [...positions].sort(largestLossFirst);
  const toClose: number[] = [];
  let available: bigint = availableMinor;
  for (;;) {
    const now = marginLevel(minor(available), open);
    const healthy = now === null || !levelAtOrBelow(now, settings.tradeForceCoverRate);
    const [worst, ...rest] = open;
    if (worst === undefined || (healthy && available >= 0n)) break;
    toClose.push(worst.id);
    available += worst.marginMinor + worst.pnlMinor - worst.closingFeeMinor;
    open = rest;
  }
  return {
    marginLevel: level,
    warning,
    toClose,
    settleOrder: [...toClose].reverse(),
    shortfallMinor: minor(available < 0n ? -available : 0n),
  };
}

/**
 * What covering one position would leave unpaid: loss + closing fee beyond available + margin + gain,
 * in minor units (0 when it can pay). A service covering by user request or by a stop must not let
 * loss_absorption pay this while the account still holds other positions whose value could: when it
 * is positive and other positions are open, it closes them too, in `forceCoverPlan`'s order (M3).
 */
export function coverShortfallMinor(
  availableMinor: Minor,
  cover: { readonly marginMinor: Minor; readonly pnlMinor: Minor; readonly closingFeeMinor: Minor },
): Minor {
  const after = availableMinor + cover.marginMinor + cover.pnlMinor - cover.closingFeeMinor;
  return minor(after < 0n ? -after : 0n);
}

/** ⌊a ÷ b⌋ for b > 0; bigint division alone truncates toward zero. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

/**
 * The closing-side price at which a position would bring its account to `tradeForceCoverRate`, for
 * the trade panel before an order is confirmed: for a buy the highest price, for a sell the lowest, at
 * which equity ÷ used margin ≤ the rate. The rest of the account is held constant: `otherEquityMinor`
 * is available (after this order's costs) plus the other positions' margin + P&L, and
 * `otherMarginMinor` their margin. Closing fees and the half-paisa rounding of P&L are left out, so
 * this is an estimate to show, never a trigger; the engine decides with `forceCoverPlan`. Null when no
 * positive price reaches the level. Always on the losing side: below the entry for a buy, above it for
 * a sell, and the entry itself when the account is already at the level there.
 */
export function forceCoverPriceTicks(input: {
  readonly position: PositionSize & { readonly marginMinor: Minor };
  readonly otherEquityMinor: Minor;
  readonly otherMarginMinor: Minor;
  readonly forceCoverRate: Rate;
  readonly moneyDecimals?: number;
  /**
   * The instrument's currency against the account's: the margins and equity are account money, the
   * price moves instrument money, and a loss converts at the pay rate (X5).
   */
  readonly fx?: AccountFx;
}): Ticks | null {
  const { position, forceCoverRate: rate } = input;
  const scale = pow10(rate.scale);
  // The P&L at which the level reaches the rate, times 10^scale to stay exact:
  // pnl = rate × (other margin + margin) − (other equity + margin).
  const targetScaled =
    rate.numerator * (input.otherMarginMinor + position.marginMinor) -
    (input.otherEquityMinor + position.marginMinor) * scale;
  const units = quantityUnits(position.hands, position.handCount);
  // ticks = pnl × 10^priceDecimals ÷ (units × 10^moneyDecimals); with a conversion, the account P&L
  // is first taken back to the instrument's currency through the pay rate n ÷ 10^s:
  // pnl(instrument) = pnl(account) × 10^s × 10^instrumentDecimals ÷ (n × 10^accountDecimals).
  const fx = input.fx;
  const fxRate = fx === undefined ? { numerator: 1n, scale: 0 } : fx.pay.rate;
  const accountDecimals =
    fx === undefined ? (input.moneyDecimals ?? MONEY_DECIMALS) : currencyDecimals(fx.accountCurrency);
  const divisor = units * pow10(accountDecimals) * scale * fxRate.numerator;
  const moveScaled = targetScaled * pow10(position.decimals) * pow10(fxRate.scale);
  const price =
    position.direction === 'buy'
      ? position.buildPriceTicks + floorDiv(moveScaled, divisor)
      : position.buildPriceTicks - floorDiv(moveScaled, divisor);
  // A level already at or below the rate at the entry price (the account cannot carry the position)
  // would put a buy's estimate above its entry and a sell's below it: there is no price to warn of, the
  // position would be covered at once, so the answer is the entry price itself, never the wrong side.
  if (position.direction === 'buy' ? price >= position.buildPriceTicks : price <= position.buildPriceTicks) {
    return position.buildPriceTicks;
  }
  return price > 0n ? ticks(price) : null;
}
