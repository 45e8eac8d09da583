import {
  type Minor,
  MONEY_DECIMALS,
  minor,
  mulRate,
  notional,
  pow10,
  type Rate,
  roundHalfUp,
  type Ticks,
} from '../money';
import type { Direction } from './settings';

/**
 * The money of a trade, in integer minor units. Every amount is rounded half-up exactly once, from
 * the exact value: the fee of a notional is computed from price × units, not from the already rounded
 * notional, so no amount is rounded twice.
 */

/** The units a position holds: hands × units per hand. Non-integer or negative counts are bugs. */
export function quantityUnits(hands: number, handCount: number): bigint {
  if (!Number.isSafeInteger(hands) || hands < 0) throw new RangeError(`hands must be a whole number, got ${hands}`);
  if (!Number.isSafeInteger(handCount) || handCount < 1) {
    throw new RangeError(`handCount must be a positive whole number, got ${handCount}`);
  }
  return BigInt(hands) * BigInt(handCount);
}

/**
 * The value of `units` at `priceTicks`, times a rational factor, rounded half-up once to the minor
 * unit: price × units × 10^moneyDecimals × factorNumerator ÷ (10^priceDecimals × factorDenominator).
 * This is the one conversion from a price in ticks and a quantity to money; `notional` in money.ts is
 * the same with factor 1.
 */
export function priceValueMinor(
  priceTicks: bigint,
  priceDecimals: number,
  units: bigint,
  factorNumerator = 1n,
  factorDenominator = 1n,
  moneyDecimals = MONEY_DECIMALS,
): Minor {
  return minor(
    roundHalfUp(priceTicks * units * pow10(moneyDecimals) * factorNumerator, pow10(priceDecimals) * factorDenominator),
  );
}

/** The money a new position takes, all in minor units; total = margin + opening fee + insurance. */
export interface OrderCosts {
  readonly notionalMinor: Minor;
  readonly marginMinor: Minor;
  readonly openingFeeMinor: Minor;
  readonly insuranceCostMinor: Minor;
  readonly totalMinor: Minor;
}

export interface OrderCostsInput {
  readonly priceTicks: Ticks;
  /** The product's price decimals. */
  readonly decimals: number;
  readonly hands: number;
  readonly handCount: number;
  /** The lever (margin = notional ÷ lever), or null when the product has none. */
  readonly lever: number | null;
  /** `tradeDefaultRate`: margin = notional × this when there is no lever. */
  readonly defaultRate: Rate;
  /** `tradeBuyFee`. */
  readonly buyFeeRate: Rate;
  /** `tradeInsuranceRate`, applied to the margin. */
  readonly insuranceRate: Rate;
  readonly insurance: boolean;
  readonly moneyDecimals?: number;
}

/**
 * What opening a position costs (PRODUCT.md, "Trading rules"): notional = price × hands × handCount;
 * margin = notional ÷ lever, or notional × tradeDefaultRate without a lever; opening fee = notional ×
 * tradeBuyFee; insurance = margin × tradeInsuranceRate when insured, else 0. Margin and fee are each
 * rounded half-up once from the exact notional; insurance is a rate of the margin actually held, so it
 * rounds the rounded margin (O2).
 */
export function orderCosts(input: OrderCostsInput): OrderCosts {
  const units = quantityUnits(input.hands, input.handCount);
  const md = input.moneyDecimals ?? MONEY_DECIMALS;
  const value = (num: bigint, den: bigint) => priceValueMinor(input.priceTicks, input.decimals, units, num, den, md);
  if (input.lever !== null && (!Number.isSafeInteger(input.lever) || input.lever < 1)) {
    throw new RangeError(`lever must be a positive whole number, got ${input.lever}`);
  }
  const notionalMinor = notional(input.priceTicks, input.decimals, units, md);
  const marginMinor =
    input.lever === null
      ? value(input.defaultRate.numerator, pow10(input.defaultRate.scale))
      : value(1n, BigInt(input.lever));
  const openingFeeMinor = value(input.buyFeeRate.numerator, pow10(input.buyFeeRate.scale));
  const insuranceCostMinor = input.insurance ? mulRate(marginMinor, input.insuranceRate) : minor(0n);
  return {
    notionalMinor,
    marginMinor,
    openingFeeMinor,
    insuranceCostMinor,
    totalMinor: minor(marginMinor + openingFeeMinor + insuranceCostMinor),
  };
}

/** The amounts that size a position's money: its side, entry price and size. */
export interface PositionSize {
  readonly direction: Direction;
  readonly buildPriceTicks: Ticks;
  readonly hands: number;
  readonly handCount: number;
  readonly decimals: number;
}

/**
 * Unrealised (or, at the close price, realised) P&L in minor units: (mark − build) × units for a
 * buy, (build − mark) × units for a sell, rounded half-up away from zero. Because that rounding is
 * symmetric, a buy and a sell of the same prices and size have exactly opposite P&L (O7).
 */
export function positionPnl(
  input: PositionSize & { readonly markPriceTicks: Ticks; readonly moneyDecimals?: number },
): Minor {
  const diffTicks = input.markPriceTicks - input.buildPriceTicks;
  const signedTicks = input.direction === 'buy' ? diffTicks : -diffTicks;
  const units = quantityUnits(input.hands, input.handCount);
  return priceValueMinor(signedTicks, input.decimals, units, 1n, 1n, input.moneyDecimals ?? MONEY_DECIMALS);
}

/** The closing fee in minor units: notional at the close price × tradeSaleFee, rounded half-up once. */
export function closingFee(input: {
  readonly closePriceTicks: Ticks;
  readonly decimals: number;
  readonly hands: number;
  readonly handCount: number;
  readonly saleFeeRate: Rate;
  readonly moneyDecimals?: number;
}): Minor {
  const units = quantityUnits(input.hands, input.handCount);
  const rate = input.saleFeeRate;
  return priceValueMinor(
    input.closePriceTicks,
    input.decimals,
    units,
    rate.numerator,
    pow10(rate.scale),
    input.moneyDecimals ?? MONEY_DECIMALS,
  );
}

/** The overnight fee of one held position per daily roll: notional × tradeDelayRate, half-up. */
export function overnightFee(notionalMinor: Minor, tradeDelayRate: Rate): Minor {
  return mulRate(notionalMinor, tradeDelayRate);
}
