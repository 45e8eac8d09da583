import { type AccountSet, allottedFill, minor, ticks } from '@demo/core';
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
  order: Pick<GroupOrderRow, 'userId' | 'accountSet' | 'currency'>,
  allottedHands: number,
  allottedMinor: bigint,
  nowMs: number,
): Promise<OrderRow> {
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
    hands: allottedHands,
    handCount: group.handCount,
    lever: 1,
    insurance: false,
    source: 'group',
    commitTime: nowMs,
    ...allottedFill(ticks(group.priceTicks), minor(allottedMinor), nowMs),
  });
}
