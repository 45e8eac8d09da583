import type { Locale, Order } from '@demo/contract';
import {
  currencyDecimals,
  formatMoney,
  formatPrice,
  isPendingState,
  markPrice,
  minor,
  type Ticks,
  ticks,
} from '@demo/core';
import type { MarketData } from '../../../market/market-data';
import { catalogOf } from './catalog';
import { markRow } from './settle';
import type { OrderRow, ProductRow } from './store';
import { instrumentCurrencyOf, quoteTicks, type TradingDeps, type TradingTerms, tradingTerms } from './terms';

/** The contract's order shape: money as decimal strings, prices in the product's decimals. */

function price(value: bigint | null, decimals: number): string | null {
  return value === null ? null : formatPrice(ticks(value), decimals);
}

/**
 * One order for the wire. `fee` is every charge the order paid: opening fee, insurance premium,
 * closing fee and overnight fees. `profit` is the realised P&L of a closed order and the live P&L
 * of an open one, in the account's currency at the current rate: the same `markRow` the wallet
 * summary sums, so a position row and the summary never disagree. `currentPrice` is the price it
 * would close at now (held) or open at now (pending). `name` is the product's name in the caller's
 * locale, as `product/front` gives it (its Hindi name where Hindi has its own), so a row shows the
 * same name as the market list.
 */
export function viewOrder(
  row: OrderRow,
  product: Pick<ProductRow, 'name' | 'nameHi' | 'market'> | undefined,
  market: Pick<MarketData, 'quote'>,
  terms: TradingTerms,
  locale: Locale = 'en',
): Order {
  const quote =
    row.status === 'BUILD' || isPendingState(row.status) ? quoteTicks(market.quote(row.code), row.decimals) : null;
  let current: Ticks | null = null;
  if (quote && row.status === 'BUILD') current = markPrice(row.direction, quote.bidTicks, quote.askTicks);
  if (quote && isPendingState(row.status)) current = row.direction === 'buy' ? quote.askTicks : quote.bidTicks;
  const profit =
    row.status === 'COVER'
      ? row.profitMinor
      : row.status === 'BUILD' && quote && row.buildPriceTicks !== null
        ? markRow(row, quote, terms).pnlMinor
        : 0n;
  const fee = row.openingFeeMinor + row.insuranceMinor + row.closingFeeMinor + row.overnightFeeMinor;
  const moneyDecimals = currencyDecimals(row.currency);
  const money = (value: bigint) => formatMoney(minor(value), moneyDecimals);
  return {
    id: row.id,
    orderNo: row.orderNo,
    code: row.code,
    name: product ? localName(product, locale) : row.code,
    market: product?.market ?? '',
    direction: row.direction,
    priceType: row.priceType,
    buildPrice: price(row.buildPriceTicks, row.decimals),
    price: price(row.limitPriceTicks, row.decimals),
    hands: row.hands,
    handCount: row.handCount,
    qty: String(BigInt(row.hands) * BigInt(row.handCount)),
    multiple: row.lever ?? 1,
    stopLoss: price(row.stopLossTicks, row.decimals),
    takeProfit: price(row.takeProfitTicks, row.decimals),
    trailingDistance: price(row.trailingDistanceTicks, row.decimals),
    validUntil: row.validUntil,
    validity: row.validity,
    fee: money(fee),
    insurance: row.insurance,
    profit: money(profit),
    currentPrice: price(current, row.decimals),
    coverPrice: price(row.coverPriceTicks, row.decimals),
    status: row.status,
    closeReason: row.closeReason,
    accountType: row.accountSet,
    parentId: row.parentId,
    source: row.source,
    buildTime: row.buildTime,
    commitTime: row.commitTime,
    coverTime: row.coverTime,
    decimals: row.decimals,
    instrumentCurrency: instrumentCurrencyOf(row),
    currency: row.currency,
    margin: money(row.status === 'BUILD' ? row.marginMinor : 0n),
    fxRate: row.openFxRate,
  };
}

/** Views many orders, their products from the catalog (catalog.ts) and the trading terms read once. */
export async function viewOrders(
  deps: TradingDeps,
  rows: readonly OrderRow[],
  locale: Locale = 'en',
): Promise<Order[]> {
  const nowMs = deps.now();
  const catalog = await catalogOf(deps.db, nowMs);
  const terms = await tradingTerms(deps, nowMs);
  return rows.map((row) => viewOrder(row, catalog.productByCode(row.code), deps.market, terms, locale));
}

/** A product's name in `locale`: its Hindi name where it has one, else the one name every locale shares. */
export function localName(product: Pick<ProductRow, 'name' | 'nameHi'>, locale: Locale): string {
  return locale === 'hi' && product.nameHi ? product.nameHi : product.name;
}
