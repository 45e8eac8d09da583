import type { AccountType, consoleRiskApi } from '@demo/contract';
import { currencyDecimals, formatMoney, houseBook, type Minor } from '@demo/core';
import type { Db } from '../../db/client';
import { ok, type Result } from '../../lib/result';
import type { MarketData } from '../../market/market-data';
import { openBook } from './store';

/** The currency the desk reports every figure in beside the instrument's own (PRODUCT.md: INR). */
export const REPORTING_CURRENCY = 'INR';

export interface RiskDeps {
  db: Db;
  market: Pick<MarketData, 'quote'>;
  now: () => number;
}

const money = (amount: Minor, currency: string) => formatMoney(amount, currencyDecimals(currency));
const moneyOrNull = (amount: Minor | null, currency: string) => (amount === null ? null : money(amount, currency));

/**
 * `risk/exposure` (RK1, RK2): the open positions of one account set read once, marked by core at the
 * node's quotes of one instant; the house's side is the opposite of the customers'.
 */
export async function riskExposure(d: RiskDeps, accountType: AccountType): Promise<Result<consoleRiskApi.RiskBook>> {
  const positions = await openBook(d.db, accountType);
  const time = d.now();
  const book = houseBook(positions, (code) => d.market.quote(code), REPORTING_CURRENCY);
  return ok({
    accountType,
    time,
    positions: positions.length,
    list: book.instruments.map((i) => ({
      code: i.code,
      currency: i.currency,
      longLots: i.longLots,
      shortLots: i.shortLots,
      notional: money(i.netNotionalMinor, i.currency),
      notionalInr: moneyOrNull(i.netNotionalReportingMinor, REPORTING_CURRENCY),
      houseUnrealisedPnl: money(i.houseUnrealisedMinor, i.currency),
      houseUnrealisedPnlInr: moneyOrNull(i.houseUnrealisedReportingMinor, REPORTING_CURRENCY),
      priced: i.priced,
      topCustomers: i.topCustomers.map((c) => ({
        userId: c.userId,
        netLots: c.netLots,
        notional: money(c.notionalMinor, i.currency),
      })),
    })),
    currencies: book.currencies.map((c) => ({
      currency: c.currency,
      notional: money(c.netNotionalMinor, c.currency),
      notionalInr: moneyOrNull(c.netNotionalReportingMinor, REPORTING_CURRENCY),
      houseUnrealisedPnl: money(c.houseUnrealisedMinor, c.currency),
      houseUnrealisedPnlInr: moneyOrNull(c.houseUnrealisedReportingMinor, REPORTING_CURRENCY),
    })),
    houseUnrealisedPnlInr: money(book.houseUnrealisedReportingMinor, REPORTING_CURRENCY),
  });
}
