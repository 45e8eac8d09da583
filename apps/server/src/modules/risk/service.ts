import { type AccountType, consoleRiskApi } from '@demo/contract';
import {
  currencyDecimals,
  formatIndiaTime,
  formatMoney,
  type HousePnl,
  houseBook,
  housePnl,
  type Minor,
  startOfIndiaDayMs,
} from '@demo/core';
import type { Db } from '../../db/client';
import { readCurrency } from '../../ledger/currency';
import { ok, type Result } from '../../lib/result';
import type { MarketData } from '../../market/market-data';
import { houseDayFacts, openBook } from './store';

const { HOUSE_PNL_WINDOW_DAYS_DEFAULT } = consoleRiskApi;
const DAY_MS = 86_400_000;

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

/**
 * `risk/house_pnl` (RK4, RK5): the window's facts summed per India day by the store, the house's side
 * decided by core; today and this month (India time) beside the window, and unrealised P&L now from
 * the same marks as `risk/exposure`. The set's currency is the accounts' (orders record their money in it).
 */
export async function riskHousePnl(
  d: RiskDeps,
  payload: { accountType: AccountType; from?: number | undefined; to?: number | undefined },
): Promise<Result<consoleRiskApi.HousePnl>> {
  const nowMs = d.now();
  const toMs = payload.to ?? nowMs;
  const fromMs = payload.from ?? startOfIndiaDayMs(toMs) - (HOUSE_PNL_WINDOW_DAYS_DEFAULT - 1) * DAY_MS;
  const set = payload.accountType;
  const currency = await readCurrency(d.db, set);
  const todayMs = startOfIndiaDayMs(nowMs);
  const monthMs = startOfIndiaMonthMs(nowMs);
  const [window, today, month, positions] = await Promise.all([
    houseDayFacts(d.db, set, fromMs, toMs),
    houseDayFacts(d.db, set, todayMs, nowMs),
    houseDayFacts(d.db, set, monthMs, nowMs),
    openBook(d.db, set),
  ]);
  const book = houseBook(positions, (code) => d.market.quote(code), currency);
  const windowPnl = housePnl(window, fromMs, toMs);
  const figures = (p: HousePnl) => ({
    realised: money(p.realisedMinor, currency),
    spreadAndFees: money(p.spreadAndFeesMinor, currency),
  });
  return ok({
    accountType: set,
    currency,
    from: fromMs,
    to: toMs,
    ...figures(windowPnl),
    unrealised: money(book.houseUnrealisedReportingMinor, currency),
    today: figures(housePnl(today, todayMs, nowMs)),
    month: figures(housePnl(month, monthMs, nowMs)),
    byDay: windowPnl.byDay.map((day) => ({ day: day.day, ...figures({ ...day, byDay: [] }) })),
  });
}

/** 00:00 India time on the first day of the India month containing `epochMs`. */
function startOfIndiaMonthMs(epochMs: number): number {
  const day = Number(formatIndiaTime(epochMs, 'YYYY-MM-DD').slice(8, 10));
  return startOfIndiaDayMs(epochMs) - (day - 1) * DAY_MS;
}
