import { type Minor, minor, type Rate, type Ticks } from '../money';
import { type AccountFx, convertCosts } from '../trading/account-fx';
import { orderCosts } from '../trading/costs';

/**
 * SP5: how many whole lots an amount plan buys. A SIP order is a fully paid buy (lever 1, no
 * insurance), so a lot costs its notional plus the opening fee, converted into the account's currency
 * at the pay rate as `order/create` converts it. The plan buys the most lots whose total fits the
 * amount; what is left of the amount is not carried to the next instalment, it stays in the account.
 */
export interface SipLotsInput {
  readonly amountMinor: Minor;
  /** The price a market buy fills at now: the ask, in ticks of the product's decimals. */
  readonly priceTicks: Ticks;
  readonly decimals: number;
  readonly handCount: number;
  readonly buyFeeRate: Rate;
  readonly defaultRate: Rate;
  readonly insuranceRate: Rate;
  /** The conversion into the account's currency (`sameCurrency` when the product is priced in it). */
  readonly fx: AccountFx;
}

/** A SIP order's lever: fully paid, whatever leverage the product allows (SP5). */
export const SIP_LEVER = 1;

/** The account-currency cost of `hands` lots bought by a SIP (SP5), rounded as an order's costs are (O2, X1). */
export function sipCostMinor(input: Omit<SipLotsInput, 'amountMinor'>, hands: number): Minor {
  const costs = orderCosts({
    priceTicks: input.priceTicks,
    decimals: input.decimals,
    hands,
    handCount: input.handCount,
    lever: SIP_LEVER,
    defaultRate: input.defaultRate,
    buyFeeRate: input.buyFeeRate,
    insuranceRate: input.insuranceRate,
    insurance: false,
  });
  return convertCosts(costs, input.fx).account.totalMinor;
}

/**
 * SP5: the whole lots `amountMinor` affords: the largest n with cost(n) ≤ amount, 0 when not even one
 * lot fits. The cost of one lot gives a first guess; rounding can move the total of n lots by a few
 * minor units either way, so the guess is corrected by stepping until it is the largest that fits.
 */
export function sipLots(input: SipLotsInput): number {
  const one = sipCostMinor(input, 1);
  if (one <= 0n || input.amountMinor < one) return 0;
  let hands = Number(input.amountMinor / one);
  while (hands > 0 && sipCostMinor(input, hands) > input.amountMinor) hands -= 1;
  while (sipCostMinor(input, hands + 1) <= input.amountMinor) hands += 1;
  return hands;
}

/** The remainder of an amount after its lots, which SP5 carries nowhere: shown on the instalment. */
export function sipRemainderMinor(input: SipLotsInput, hands: number): Minor {
  return minor(input.amountMinor - (hands === 0 ? 0n : sipCostMinor(input, hands)));
}
