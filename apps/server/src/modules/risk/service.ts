import { type AccountType, consoleRiskApi, type RiskTopicKind, type StaffEvent } from '@demo/contract';
import {
  type BookPosition,
  currencyDecimals,
  formatIndiaTime,
  formatMoney,
  formatPrice,
  type HousePnl,
  houseBook,
  housePnl,
  type Minor,
  marginLevel,
  marginLevelBps,
  minor,
  pow10,
  type Rate,
  roundHalfUp,
  startOfIndiaDayMs,
  ticks,
} from '@demo/core';
import type { Db } from '../../db/client';
import { readCurrency } from '../../ledger/currency';
import { availableBalances } from '../../ledger/service';
import { ok, type Result } from '../../lib/result';
import type { MarketData } from '../../market/market-data';
import type { OrderRow } from '../trading';
import { markRow, quoteTicks, tradingTerms } from '../trading';
import { forcedCoversSince, houseDayFacts, houseDayMarks, markHouseDay, openBook, openRows } from './store';

const { HOUSE_PNL_WINDOW_DAYS_DEFAULT } = consoleRiskApi;
const DAY_MS = 86_400_000;

/** The currency the desk reports every figure in beside the instrument's own (PRODUCT.md: INR). */
export const REPORTING_CURRENCY = 'INR';

export interface RiskDeps {
  db: Db;
  market: Pick<MarketData, 'quote'>;
  now: () => number;
  /** The published conversion spread, as trading uses it (forced cover values accounts with it). */
  fxSpreadBps?: bigint;
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
  const firstDayMs = startOfIndiaDayMs(fromMs);
  const [window, today, month, positions, marks] = await Promise.all([
    houseDayFacts(d.db, set, fromMs, toMs),
    houseDayFacts(d.db, set, todayMs, nowMs),
    houseDayFacts(d.db, set, monthMs, nowMs),
    openBook(d.db, set),
    houseDayMarks(d.db, set, firstDayMs, startOfIndiaDayMs(toMs)),
  ]);
  const book = houseBook(positions, (code) => d.market.quote(code), currency);
  const windowPnl = housePnl(window, fromMs, toMs);
  const figures = (p: HousePnl) => ({
    realised: money(p.realisedMinor, currency),
    spread: money(p.spreadMinor, currency),
    fees: money(p.feesMinor, currency),
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
    byDay: windowPnl.byDay.map((day, i) => {
      // RK7: today's is the figure now; an earlier day's is its last mark, none before marking began.
      const dayStartMs = firstDayMs + i * DAY_MS;
      const marked = dayStartMs === todayMs ? book.houseUnrealisedReportingMinor : marks.get(dayStartMs);
      return {
        day: day.day,
        ...figures({ ...day, byDay: [] }),
        unrealised: marked === undefined ? null : money(minor(marked), currency),
      };
    }),
  });
}

/**
 * The desk's figure of a risk topic (RK9), exactly as the staff call answers it: `risk/exposure`, or
 * `risk/house_pnl` for its default window, as the staff event the socket pushes.
 */
export function riskPushFigure(d: RiskDeps): (kind: RiskTopicKind, set: AccountType) => Promise<StaffEvent> {
  return async (kind, set) => {
    const result = kind === 'exposure' ? await riskExposure(d, set) : await riskHousePnl(d, { accountType: set });
    if (!result.ok) throw new Error(`risk ${kind} of ${set} failed: ${result.code}`);
    return kind === 'exposure'
      ? { type: 'risk_exposure', book: result.body as consoleRiskApi.RiskBook }
      : { type: 'risk_pnl', pnl: result.body as consoleRiskApi.HousePnl };
  };
}

/** How often the engine leader marks the house's unrealised P&L of the day (RK7). */
export const HOUSE_MARK_INTERVAL_MS = 60_000;

/**
 * The engine leader's mark of the house's unrealised P&L (RK7): each account set's book valued as
 * `risk/house_pnl` values it now, recorded for today's India day; the day's last mark stays as its figure.
 */
export async function markHouseUnrealised(d: RiskDeps, nowMs: number): Promise<Record<AccountType, Minor>> {
  const marked = {} as Record<AccountType, Minor>;
  for (const set of ['real', 'virtual'] as const) {
    const [positions, currency] = await Promise.all([openBook(d.db, set), readCurrency(d.db, set)]);
    const book = houseBook(positions, (code) => d.market.quote(code), currency);
    const unrealisedMinor = book.houseUnrealisedReportingMinor;
    await markHouseDay(d.db, set, { dayStartMs: startOfIndiaDayMs(nowMs), unrealisedMinor, markedAt: nowMs });
    marked[set] = unrealisedMinor;
  }
  return marked;
}

/** 00:00 India time on the first day of the India month containing `epochMs`. */
function startOfIndiaMonthMs(epochMs: number): number {
  const day = Number(formatIndiaTime(epochMs, 'YYYY-MM-DD').slice(8, 10));
  return startOfIndiaDayMs(epochMs) - (day - 1) * DAY_MS;
}

/** A rate (0.5) as a percentage with two decimals ("50.00"). */
function percentOf(rate: Rate): string {
  return formatMoney(minor(roundHalfUp(rate.numerator * 10_000n, pow10(rate.scale))), 2);
}

/**
 * `risk/near_cover` (RK6): every account of the set with open positions valued as the engine values
 * it for forced cover (the same `markRow` and core `marginLevel`, M1), lowest level first, and the
 * set's forced covers since 00:00 India time.
 */
export async function riskNearCover(d: RiskDeps, set: AccountType): Promise<Result<consoleRiskApi.NearCover>> {
  const nowMs = d.now();
  const terms = await tradingTerms(d, nowMs);
  const currency = terms.currency(set);
  const [rows, covers] = await Promise.all([
    openRows(d.db, set),
    forcedCoversSince(d.db, set, startOfIndiaDayMs(nowMs), consoleRiskApi.FORCED_COVERS_LISTED_MAX),
  ]);
  const byUser = new Map<number, OrderRow[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const available = await availableBalances(
    d.db,
    [...byUser.keys()].map((userId) => ({ userId, set, currency })),
  );
  const quoteOf = (code: string) => d.market.quote(code);
  const accounts = [...byUser.entries()].flatMap(([userId, held]) => {
    const marked = held.map((row) => markRow(row, quoteTicks(d.market.quote(row.code), row.decimals), terms));
    const level = marginLevel(available.get(`${userId}:${set}`) ?? minor(0n), marked);
    if (level === null) return [];
    const book = houseBook(held.map(bookPositionOf), quoteOf, currency);
    const exposures = book.instruments.map((i) => i.netNotionalReportingMinor);
    const exposure = exposures.some((e) => e === null)
      ? null
      : minor(exposures.reduce<bigint>((sum, e) => sum + (e === null ? 0n : e < 0n ? -e : e), 0n));
    return [{ userId, level, bps: marginLevelBps(level), positions: held.length, exposure }];
  });
  accounts.sort((a, b) => (a.bps < b.bps ? -1 : a.bps > b.bps ? 1 : a.userId - b.userId));
  return ok({
    accountType: set,
    currency,
    forceCoverLevel: percentOf(terms.settings.tradeForceCoverRate),
    warningLevel: percentOf(terms.settings.tradeForceCoverWarning),
    list: accounts.slice(0, consoleRiskApi.NEAR_COVER_MAX).map((a) => ({
      userId: a.userId,
      marginLevel: formatMoney(minor(a.bps), 2),
      equity: money(a.level.equityMinor, currency),
      usedMargin: money(a.level.usedMarginMinor, currency),
      positions: a.positions,
      exposure: moneyOrNull(a.exposure, currency),
    })),
    forcedCoversToday: covers.map((row) => ({
      orderId: row.id,
      orderNo: row.orderNo,
      userId: row.userId,
      code: row.code,
      hands: row.hands,
      coverPrice: row.coverPriceTicks === null ? null : formatPrice(ticks(row.coverPriceTicks), row.decimals),
      profit: money(minor(row.profitMinor), currency),
      absorbed: money(minor(row.absorbedMinor), currency),
      coverTime: row.coverTime ?? 0,
    })),
  });
}

/** An order row as the house's book reads it. */
function bookPositionOf(row: OrderRow): BookPosition {
  return {
    userId: row.userId,
    code: row.code,
    direction: row.direction,
    hands: row.hands,
    handCount: row.handCount,
    decimals: row.decimals,
    buildPriceTicks: ticks(row.buildPriceTicks ?? 0n),
    instrumentCurrency: row.instrumentCurrency ?? row.currency,
  };
}
