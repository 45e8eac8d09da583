import { formatDecimal } from '@demo/client';
import type { Offering } from '@demo/contract';
import {
  type AccountFx,
  convertAmount,
  currencyDecimals,
  formatMoney,
  formatRate,
  minor,
  parseMoney,
  parsePrice,
  sharesCostMinor,
} from '@demo/core';

/**
 * The cost calculator of an offering (issue 12): lots × lot size × price, plus the application fee,
 * in the offering's currency, and what the account pays for it in its own currency at the live pay
 * rate — the same core functions the server charges with, so the figure shown before confirming is
 * the one taken (X1, X3). Decimal strings and bigints only.
 */
export interface SubscriptionCost {
  readonly shares: number;
  /** In the offering's currency. */
  readonly cost: string;
  readonly fee: string;
  readonly total: string;
  /** In the account's currency; null without a rate. */
  readonly pay: string | null;
  readonly rate: string | null;
  readonly accountCurrency: string;
}

/** Places of a decimal string ("1234.50" → 2). */
export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * The underlying's market price beside an offering's price, as every price on screen is written: its
 * currency's symbol and grouping (₩115,618; ₹1,234.50); null without a quote.
 */
export function marketPriceText(offering: Pick<Offering, 'underlyingPrice' | 'currency'>): string | null {
  const price = offering.underlyingPrice;
  return price === null
    ? null
    : formatDecimal(price, { currency: offering.currency, decimals: decimalsOf(price) }).text;
}

export function subscriptionCost(
  offering: Pick<Offering, 'price' | 'lotSize' | 'fee' | 'currency'>,
  lots: number,
  fx: AccountFx | null,
  accountCurrency: string,
): SubscriptionCost | null {
  const decimals = decimalsOf(offering.price);
  const price = parsePrice(offering.price, decimals);
  const moneyDecimals = currencyDecimals(offering.currency);
  const fee = parseMoney(offering.fee, moneyDecimals);
  if (!price.ok || !fee.ok || lots < 0) return null;
  const shares = lots * offering.lotSize;
  const costMinor = sharesCostMinor(price.value, decimals, shares, offering.currency);
  const totalMinor = minor(costMinor + fee.value);
  const money = (value: bigint) => formatMoney(minor(value), moneyDecimals);
  let pay: string | null = null;
  let rate: string | null = null;
  if (fx) {
    const a = convertAmount(fx, costMinor, 'pay');
    const b = convertAmount(fx, fee.value, 'pay');
    pay = formatMoney(minor(a.accountMinor + b.accountMinor), currencyDecimals(accountCurrency));
    rate = fx.instrumentCurrency === fx.accountCurrency ? null : formatRate(fx.pay);
  }
  return {
    shares,
    cost: money(costMinor),
    fee: money(fee.value),
    total: money(totalMinor),
    pay,
    rate,
    accountCurrency,
  };
}

/** Days, hours, minutes and seconds until `targetMs` (all zero once it has passed). */
export function countdownParts(targetMs: number, nowMs: number) {
  const left = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    done: left === 0,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

/** The route of an offering's detail page in its market. */
export function detailPath(offering: Pick<Offering, 'market' | 'code'>): string {
  const market = offering.market === 'korea' ? 'korea' : 'india';
  return `/pages/product/${market}/new/detail?code=${encodeURIComponent(offering.code)}`;
}
