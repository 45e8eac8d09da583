import type { StaffEvent } from '@demo/contract';
import { currencyDecimals, formatMoney, isLargeTrade, placedNotionalMinor, ticks } from '@demo/core';
import { BusChannel } from '../../../lib/bus';
import type { OrderRow } from './store';
import type { TradingDeps, TradingTerms } from './terms';

/** The currency the large-trade threshold is set in (PRODUCT.md: the house reports in INR). */
const THRESHOLD_CURRENCY = 'INR';

/**
 * HL9: tells every staff console of a freshly placed order whose notional reaches the
 * `riskLargeTradeNotional` setting, after its COMMIT. Accounts kept in another currency than the
 * threshold's are not compared (every account set is in INR on this platform).
 */
export async function announceLargeTrade(
  deps: Pick<TradingDeps, 'bus'>,
  terms: TradingTerms,
  row: OrderRow,
  nowMs: number,
): Promise<void> {
  const priceTicks = row.buildPriceTicks ?? row.limitPriceTicks;
  if (terms.largeTradeMinor <= 0n || row.currency !== THRESHOLD_CURRENCY || priceTicks === null) return;
  // Only the facts the check reads: a spread of the whole row costs more than the check itself.
  const { hands, handCount, decimals, instrumentCurrency, currency, openFxRate } = row;
  const facts = { hands, handCount, decimals, instrumentCurrency, currency, openFxRate, priceTicks: ticks(priceTicks) };
  const notionalMinor = placedNotionalMinor(facts);
  if (!isLargeTrade(notionalMinor, terms.largeTradeMinor)) return;
  const event: StaffEvent = {
    type: 'large_trade',
    orderId: row.id,
    orderNo: row.orderNo,
    userId: row.userId,
    accountType: row.accountSet,
    code: row.code,
    direction: row.direction,
    priceType: row.priceType,
    hands: row.hands,
    notional: formatMoney(notionalMinor, currencyDecimals(row.currency)),
    currency: row.currency,
    at: nowMs,
  };
  await deps.bus.publish(BusChannel.staff, event);
}
