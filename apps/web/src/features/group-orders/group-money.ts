import type { Group, GroupOrder } from '@demo/contract';
import { currencyDecimals, formatMoney, groupDepositMinor, parseMoney, parsePrice, parseRate } from '@demo/core';

/**
 * What the join sheet shows before the server decides, computed with the core's own rules (the same
 * `groupDepositMinor` the server posts): the deposit of an amount, and whether the amount is within
 * the offering's limits. Strings in, strings out; no floating point.
 */
export type GroupAmountProblem = 'format' | 'limits';

export interface GroupAmountCheck {
  problem: GroupAmountProblem | null;
  /** The deposit as a decimal string of the account's currency, when the amount parses. */
  deposit: string | null;
  /** Whole lots the amount is worth at the offering's price, when it is priced in the account's currency. */
  lots: number | null;
}

export function checkGroupAmount(group: Group, text: string): GroupAmountCheck {
  const decimals = currencyDecimals(group.accountCurrency);
  const amount = parseMoney(text.trim(), decimals);
  if (!amount.ok || amount.value <= 0n) return { problem: 'format', deposit: null, lots: null };
  const min = parseMoney(group.minAmount, decimals);
  const max = parseMoney(group.maxAmount, decimals);
  const rate = parseRate(group.depositRate);
  if (!rate.ok) return { problem: 'format', deposit: null, lots: null };
  const deposit = formatMoney(groupDepositMinor(amount.value, rate.value), decimals);
  const outside = (min.ok && amount.value < min.value) || (max.ok && amount.value > max.value);
  return { problem: outside ? 'limits' : null, deposit, lots: lotsWorth(group, amount.value) };
}

/** ⌊amount ÷ (price × lot)⌋ when no conversion is involved; the allocation's rate decides otherwise. */
function lotsWorth(group: Group, amountMinor: bigint): number | null {
  if (group.currency !== group.accountCurrency) return null;
  const places = group.price.split('.')[1]?.length ?? 0;
  const price = parsePrice(group.price, places);
  if (!price.ok || price.value <= 0n) return null;
  // lot cost in minor units = price × handCount × 10^moneyDecimals ÷ 10^priceDecimals.
  const money = currencyDecimals(group.accountCurrency);
  const numerator = amountMinor * 10n ** BigInt(places);
  const denominator = price.value * BigInt(group.handCount) * 10n ** BigInt(money);
  return Number(numerator / denominator);
}

/**
 * Which label the unpaid amount takes: before the allocation the member owes at most the rest of the
 * amount (the allocation may give fewer lots and return the difference), so it reads "up to".
 */
export function unpaidLabelKey(status: GroupOrder['status']): 'groups.unpaid' | 'groups.unpaidUpTo' {
  return status === 'SUBMIT' ? 'groups.unpaidUpTo' : 'groups.unpaid';
}
