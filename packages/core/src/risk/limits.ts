import { type Decision, refuse } from '../failure';
import { currencyDecimals } from '../fx';
import { convertMinor } from '../fx/rates';
import { formatMoney, type Minor, minor, type Ticks } from '../money';
import { accountFxFromQuotes } from '../trading/account-fx';
import { priceValueMinor, quantityUnits } from '../trading/costs';
import type { QuoteOf } from '../trading/marks';
import type { Direction } from '../trading/settings';
import { type BookPosition, houseBook } from './exposure';
import { type Halt, refuseHalted } from './halts';

/**
 * Risk limits on the order path (issue 45; docs/SPEC.md RL1–RL8). Every limit bounds an absolute
 * size, and an order is refused only when it makes that size larger and past the limit: an order
 * that shrinks an exposure, like a cover, always passes (RL3).
 */

/** The three kinds of limit a desk sets (CONTRACT.md `risk/limit/set`). */
export type RiskLimitKind = 'houseNotional' | 'maxLots' | 'customerNotional';

/** The limits and the book one order is checked against, read by the executor (RL4, RL5). */
export interface RiskLimitFacts {
  /** The currency the notional limits are in (the desk's reporting currency). */
  readonly reportingCurrency: string;
  /** The house's limit on the customers' net notional in the order's instrument, or null for none. */
  readonly houseNotionalMaxMinor: Minor | null;
  /** The customers' net notional in the instrument now, reporting currency (the node's book, RL4). */
  readonly houseNetNotionalMinor: Minor;
  /** The most net lots this customer may hold in the instrument, or null for none. */
  readonly maxLots: number | null;
  /** The most total notional (Σ |net| over instruments) this customer may hold, or null for none. */
  readonly customerNotionalMaxMinor: Minor | null;
  /** The customer's open positions and pending orders in the set, read under the trading lock (RL5). */
  readonly own: readonly BookPosition[];
  /** The quotes the notional is valued at (closing sides) and converted with (mid). */
  readonly quoteOf: QuoteOf;
}

/** The order being placed, as the limits see it. */
export interface LimitedOrder {
  readonly code: string;
  readonly currency: string;
  readonly decimals: number;
  readonly handCount: number;
  readonly direction: Direction;
  readonly hands: number;
  /** The price it opens at (the quote's side for a market order, its limit price otherwise). */
  readonly priceTicks: Ticks;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** Whether a size moving from `before` to `after` grows past `max` (RL2, RL3). */
function crosses(before: bigint, after: bigint, max: bigint): boolean {
  return abs(after) > max && abs(after) > abs(before);
}

/**
 * Checks an order against the risk limits (RL1–RL3), in a fixed order: the house's net notional in
 * the instrument, the customer's net lots in it, the customer's total notional. Notional is the
 * order's units at its price, converted at the mid rate of the same quotes the book is marked at;
 * without a rate to the reporting currency a notional limit cannot be kept, and the order is refused
 * (RL6). Refusals are code 600 under rule RL1, naming the limit in `values`.
 */
export function checkRiskLimits(facts: RiskLimitFacts, order: LimitedOrder): Decision<null> {
  const sign = order.direction === 'buy' ? 1n : -1n;
  const reporting = facts.reportingCurrency;
  const needsNotional = facts.houseNotionalMaxMinor !== null || facts.customerNotionalMaxMinor !== null;
  let orderNotionalMinor = 0n;
  if (needsNotional) {
    const fx = accountFxFromQuotes(facts.quoteOf, order.currency, reporting, 0n);
    if (fx === null) {
      const houseMax = facts.houseNotionalMaxMinor;
      if (houseMax !== null) return refused(order.code, 'houseNotional', money(houseMax, reporting), reporting);
      return refused(order.code, 'customerNotional', money(facts.customerNotionalMaxMinor ?? 0n, reporting), reporting);
    }
    const units = quantityUnits(order.hands, order.handCount);
    const value = priceValueMinor(order.priceTicks, order.decimals, units, 1n, 1n, currencyDecimals(order.currency));
    orderNotionalMinor = sign * convertMinor(value, fx.mid);
  }
  const houseMax = facts.houseNotionalMaxMinor;
  const houseBefore = facts.houseNetNotionalMinor;
  if (houseMax !== null && crosses(houseBefore, houseBefore + orderNotionalMinor, houseMax))
    return refused(order.code, 'houseNotional', money(houseMax, reporting), reporting);
  if (facts.maxLots === null && facts.customerNotionalMaxMinor === null) return { ok: true, value: null };
  const own = houseBook(facts.own, facts.quoteOf, reporting);
  if (facts.maxLots !== null) {
    const held = own.instruments.find((i) => i.code === order.code);
    const lotsBefore = BigInt(held ? held.longLots - held.shortLots : 0);
    if (crosses(lotsBefore, lotsBefore + sign * BigInt(order.hands), BigInt(facts.maxLots)))
      return refused(order.code, 'maxLots', String(facts.maxLots), reporting);
  }
  const customerMax = facts.customerNotionalMaxMinor;
  if (customerMax === null) return { ok: true, value: null };
  let totalBefore = 0n;
  let inCode = 0n;
  for (const i of own.instruments) {
    if (i.netNotionalReportingMinor === null)
      return refused(order.code, 'customerNotional', money(customerMax, reporting), reporting);
    totalBefore += abs(i.netNotionalReportingMinor);
    if (i.code === order.code) inCode = i.netNotionalReportingMinor;
  }
  const totalAfter = totalBefore - abs(inCode) + abs(inCode + orderNotionalMinor);
  if (totalAfter > customerMax && totalAfter > totalBefore)
    return refused(order.code, 'customerNotional', money(customerMax, reporting), reporting);
  return { ok: true, value: null };
}

const money = (amount: bigint, currency: string) => formatMoney(minor(amount), currencyDecimals(currency));

function refused(code: string, kind: RiskLimitKind, limit: string, currency: string) {
  return refuse('RL1', kind === 'houseNotional' || kind === 'maxLots' ? 'code' : '', 600, `${kind} limit`, {
    kind,
    code,
    limit,
    currency,
  });
}

/** What a pending limit order's fill is checked against (RL9): the house's limit and net in its instrument. */
export type LimitFillFacts = Pick<
  RiskLimitFacts,
  'reportingCurrency' | 'houseNotionalMaxMinor' | 'houseNetNotionalMinor' | 'quoteOf'
>;

/**
 * Whether a pending limit order may fill now (RL9): the house's net notional in its instrument, as
 * `checkRiskLimits` checks it at placement, with the fill added at the order's limit price. The
 * per-customer limits already counted the order when it was placed (RL5) and are not checked again;
 * an order that would take the house past its limit waits, pending, for a tick when it does not.
 */
export function checkLimitFill(facts: LimitFillFacts, order: LimitedOrder): Decision<null> {
  return checkRiskLimits({ ...facts, maxLots: null, customerNotionalMaxMinor: null, own: [] }, order);
}

/**
 * An opening of exposure outside `order/create` (RL10: a group join), decided as an order is: a halt
 * of the instrument first (HL1), then every limit binding it (RL1–RL3), for the lots it asks for at
 * its price. Facts are undefined when no limit binds.
 */
export function checkOpening(
  halt: Halt | null,
  facts: RiskLimitFacts | undefined,
  opening: LimitedOrder,
): Decision<null> {
  const halted = refuseHalted(halt);
  if (halted) return halted;
  return facts ? checkRiskLimits(facts, opening) : { ok: true, value: null };
}
