import { type AccountSet, orderTransition } from '@demo/core';
import type { Tx } from '../../db/client';
import { insertOrder, type OrderRow, orderNumber } from '../trading';
import type { GroupOrderRow, GroupRow } from './store';

/**
 * The held position of a paid group order (G6): a BUILD buy of the allotted hands at the offering's
 * price, lever 1 and no fee, its margin the allotted value the member paid, opened at the allocation's
 * rate. It is an ordinary order row with `source` = 'group', so it is valued, rolled and covered like
 * any position. The caller posts the allotted value into margin in the same transaction.
 */
export async function openGroupPosition(
  tx: Tx,
  group: GroupRow,
  order: GroupOrderRow,
  allottedHands: number,
  allottedMinor: bigint,
  nowMs: number,
): Promise<OrderRow> {
  // O1: every order is born CREATED; this one fills at once at the offering's price.
  const lifecycle = orderTransition({ status: 'CREATED', closeReason: null }, { type: 'fill' });
  if (!lifecycle.ok) throw new Error(lifecycle.detail);
  const converting = group.instrumentCurrency !== order.currency;
  const set: AccountSet = order.accountSet;
  return await insertOrder(tx, {
    orderNo: orderNumber(nowMs),
    userId: order.userId,
    accountSet: set,
    currency: order.currency,
    instrumentCurrency: converting ? group.instrumentCurrency : null,
    openFxRate: converting ? group.allocationRate : null,
    productId: group.productId,
    code: group.code,
    decimals: group.decimals,
    direction: 'buy',
    priceType: 'market',
    status: lifecycle.value.status,
    hands: allottedHands,
    handCount: group.handCount,
    lever: 1,
    buildPriceTicks: group.priceTicks,
    insurance: false,
    marginMinor: allottedMinor,
    source: 'group',
    commitTime: nowMs,
    buildTime: nowMs,
    rolledAt: nowMs,
  });
}
