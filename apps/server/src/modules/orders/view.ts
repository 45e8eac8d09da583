import type { Order } from '@demo/contract';
import { formatMoney, formatPrice, markPrice, minor, positionPnl, type Ticks, ticks } from '@demo/core';
import type { Queryable } from '../../db/client';
import type { MarketData } from '../../market/market-data';
import { catalogOf } from './catalog';
import type { OrderRow, ProductRow } from './store';
import { quoteTicks } from './terms';

/** The contract's order shape: money as decimal strings, prices in the product's decimals. */

function price(value: bigint | null, decimals: number): string | null {
  return value === null ? null : formatPrice(ticks(value), decimals);
}

/** The open position's P&L at the closing side of the current quote, or null without a quote. */
function livePnl(row: OrderRow, mark: Ticks | null): bigint | null {
  if (row.status !== 'BUILD' || mark === null || row.buildPriceTicks === null) return null;
  return positionPnl({
    direction: row.direction,
    buildPriceTicks: ticks(row.buildPriceTicks),
    hands: row.hands,
    handCount: row.handCount,
    decimals: row.decimals,
    markPriceTicks: mark,
  });
}

/**
 * One order for the wire. `fee` is every charge the order paid: opening fee, insurance premium,
 * closing fee and overnight fees. `profit` is the realised P&L of a closed order and the live P&L
 * of an open one. `currentPrice` is the price it would close at now (held) or open at now (pending).
 */
export function viewOrder(
  row: OrderRow,
  product: Pick<ProductRow, 'name' | 'market'> | undefined,
  market: Pick<MarketData, 'quote'>,
): Order {
  const quote =
    row.status === 'BUILD' || row.status === 'CREATED' ? quoteTicks(market.quote(row.code), row.decimals) : null;
  let current: Ticks | null = null;
  if (quote && row.status === 'BUILD') current = markPrice(row.direction, quote.bidTicks, quote.askTicks);
  if (quote && row.status === 'CREATED') current = row.direction === 'buy' ? quote.askTicks : quote.bidTicks;
  const profit = row.status === 'COVER' ? row.profitMinor : (livePnl(row, current) ?? 0n);
  const fee = row.openingFeeMinor + row.insuranceMinor + row.closingFeeMinor + row.overnightFeeMinor;
  return {
    id: row.id,
    orderNo: row.orderNo,
    code: row.code,
    name: product?.name ?? row.code,
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
    fee: formatMoney(minor(fee)),
    insurance: row.insurance,
    profit: formatMoney(minor(profit)),
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
  };
}

/** Views many orders, their products from the catalog (catalog.ts) as of `nowMs`. */
export async function viewOrders(
  q: Queryable,
  rows: readonly OrderRow[],
  market: Pick<MarketData, 'quote'>,
  nowMs: number,
): Promise<Order[]> {
  const catalog = await catalogOf(q, nowMs);
  return rows.map((row) => viewOrder(row, catalog.productByCode(row.code), market));
}
