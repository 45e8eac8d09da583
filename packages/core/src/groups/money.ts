import { currencyDecimals } from '../fx/currencies';
import { type Minor, minor, mulRate, type Rate, type Ticks } from '../money';
import { type AccountFx, type Converted, convertAmount } from '../trading/account-fx';
import { priceValueMinor, quantityUnits } from '../trading/costs';

/**
 * The money of a group order (PRODUCT.md, "Group orders"; docs/SPEC.md G4–G6). Amounts a member asks,
 * pays and gets back are minor units of their account's currency; the group's price is in its
 * product's currency and is converted once, at the allocation instant's pay rate (X1, X3).
 */

/**
 * The deposit paid on joining: half-up(amount × depositRate), never more than the amount (a rate
 * above 1 is a bug in the offering: the console refuses it).
 */
export function groupDepositMinor(amountMinor: Minor, depositRate: Rate): Minor {
  const deposit = mulRate(amountMinor, depositRate);
  if (deposit < 0n || deposit > amountMinor) throw new RangeError(`deposit rate must be within 0..1`);
  return deposit;
}

/**
 * The price of one unit (one hand of the product: `handCount` shares at `priceTicks`) in the account's
 * currency at the allocation's pay rate, rounded half-up once (X1). The instrument amount is in the
 * product currency's own minor unit (¥ and ₩ have none).
 */
export function groupUnitCost(priceTicks: Ticks, priceDecimals: number, handCount: number, fx: AccountFx): Converted {
  const instrumentMinor = priceValueMinor(
    priceTicks,
    priceDecimals,
    quantityUnits(1, handCount),
    1n,
    1n,
    currencyDecimals(fx.instrumentCurrency),
  );
  return convertAmount(fx, instrumentMinor, 'pay');
}

/**
 * The whole units an amount asks for at a unit cost: ⌊amount ÷ unit cost⌋, so the asked units are
 * never worth more than the amount (G1). A unit cost of zero (a price that rounds to nothing) asks nothing.
 */
export function requestedUnits(amountMinor: Minor, unitCostMinor: Minor): number {
  if (unitCostMinor <= 0n || amountMinor <= 0n) return 0;
  const units = amountMinor / unitCostMinor;
  return units > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(units);
}

/** What a member's allotment means for their money (G4). */
export interface AllocationOutcome {
  /** `holding`: the deposit pays it all; `paying`: the rest is owed; `none`: nothing was allotted. */
  readonly outcome: 'holding' | 'paying' | 'none';
  /** The allotted units' value: units × unit cost. */
  readonly allottedMinor: Minor;
  /** What goes back now (type 15): the whole deposit when nothing was allotted, else the deposit above the value. */
  readonly refundMinor: Minor;
  /** What the member still owes to hold the units; 0 unless `paying`. */
  readonly unpaidMinor: Minor;
}

/**
 * Splits a member's deposit against their allotment (G4): with no units the deposit comes back whole;
 * a deposit at or above the allotted value pays it and the excess comes back; a smaller one leaves
 * the rest owed. Always deposit = allotted − unpaid + refund when units > 0, and = refund when not.
 */
export function allocationOutcome(depositMinor: Minor, units: number, unitCostMinor: Minor): AllocationOutcome {
  if (!Number.isSafeInteger(units) || units < 0) throw new RangeError(`units must be a whole number ≥ 0, got ${units}`);
  const allottedMinor = minor(BigInt(units) * unitCostMinor);
  if (units === 0) return { outcome: 'none', allottedMinor, refundMinor: depositMinor, unpaidMinor: minor(0n) };
  if (depositMinor >= allottedMinor) {
    return {
      outcome: 'holding',
      allottedMinor,
      refundMinor: minor(depositMinor - allottedMinor),
      unpaidMinor: minor(0n),
    };
  }
  return { outcome: 'paying', allottedMinor, refundMinor: minor(0n), unpaidMinor: minor(allottedMinor - depositMinor) };
}
