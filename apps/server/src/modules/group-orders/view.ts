import type { GroupOrder, Locale, Group as WireGroup } from '@demo/contract';
import { currencyDecimals, formatMoney, formatPrice, groupOfferingStatus, minor, ticks } from '@demo/core';
import type { ProductRow } from '../trading';
import { localName } from '../trading';
import type { GroupOrderRow, GroupRow } from './store';

/** The contract's shapes of a group purchase and a group order: money as decimal strings (G4). */

function money(value: bigint, currency: string): string {
  return formatMoney(minor(value), currencyDecimals(currency));
}

/** A group purchase as the contract shows it; its product named in `locale`, as on every other screen. */
export function viewGroup(
  row: GroupRow,
  product: Pick<ProductRow, 'name' | 'nameHi' | 'market'> | undefined,
  nowMs: number,
  locale: Locale = 'en',
): WireGroup {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    productName: product ? localName(product, locale) : row.code,
    market: product?.market ?? '',
    price: formatPrice(ticks(row.priceTicks), row.decimals),
    currency: row.instrumentCurrency,
    handCount: row.handCount,
    blockQty: row.blockHands,
    minAmount: money(row.minAmountMinor, row.currency),
    maxAmount: money(row.maxAmountMinor, row.currency),
    accountCurrency: row.currency,
    depositRate: row.depositRate,
    allocateAt: row.allocateAt,
    payDeadline: row.payDeadline,
    status: groupOfferingStatus(
      { allocateAtMs: row.allocateAt, payDeadlineMs: row.payDeadline, allocatedAtMs: row.allocatedAt },
      nowMs,
    ),
    unitCost: row.unitCostMinor === null ? null : money(row.unitCostMinor, row.currency),
    allocationRate: row.allocationRate,
  };
}

/**
 * What the order has paid and the platform keeps: the deposit until the allocation decides, the
 * allotted value once held, the deposit less what came back while PAYING (nothing comes back then),
 * and nothing once lapsed.
 */
function paidMinor(row: GroupOrderRow): bigint {
  if (row.status === 'HOLDING') return row.allottedMinor ?? 0n;
  if (row.status === 'LAPSED') return 0n;
  return row.depositMinor - row.refundedMinor;
}

/** What is still owed: before allocation the amount less the deposit, while PAYING the rest. */
export function unpaidMinor(row: GroupOrderRow): bigint {
  if (row.status === 'SUBMIT') return row.amountMinor - row.depositMinor;
  if (row.status === 'PAYING') return row.unpaidMinor;
  return 0n;
}

export function viewGroupOrder(row: GroupOrderRow, group: WireGroup): GroupOrder {
  const m = (value: bigint) => money(value, row.currency);
  return {
    id: row.id,
    group,
    accountType: row.accountSet,
    currency: row.currency,
    amount: m(row.amountMinor),
    depositAmount: m(row.depositMinor),
    paidAmount: m(paidMinor(row)),
    unpaidAmount: m(unpaidMinor(row)),
    refundedAmount: m(row.refundedMinor),
    allocatedQty: row.allottedHands,
    allottedAmount: row.allottedMinor === null ? null : m(row.allottedMinor),
    status: row.status,
    orderId: row.orderId,
    createdAt: row.createdAt.getTime(),
  };
}
