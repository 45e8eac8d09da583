import {
  type AccountType,
  type Analytics,
  balanceTypeLabel,
  isBalanceType,
  type Locale,
  recordPartLabels,
  STATEMENT_ROWS_MAX,
} from '@demo/contract';
import {
  type AnalyticsEntry,
  type AnalyticsFigures,
  computeAnalytics,
  currencyDecimals,
  formatMoney,
  MONEY_DECIMALS,
  minor,
  parseMoney,
  type StatementRow,
  statementCsv,
  userAccounts,
} from '@demo/core';
import { currencyOf } from '../../ledger/currency';
import { balanceBefore } from '../../ledger/store';
import { ok, type Result } from '../../lib/result';
import { readSettings } from '../../settings/service';
import { nameRecords, otherCurrencyOf } from '../balance';
import type { TradingDeps } from '../trading';
import { walletStatisticsOf } from '../wallet';
import * as store from './store';

/**
 * `user/analytics` and `balance/log/export` (docs/SPEC.md AN1–AN5): the service reads the window's
 * rows and core computes; nothing here does arithmetic on money besides summing per account.
 */

/** How many ledger rows one analytics window reads at most; beyond it the equity curve ends early. */
export const ANALYTICS_ENTRIES_MAX = 50_000;

export interface Window {
  fromMs: number;
  toMs: number;
}

function windowOf(deps: TradingDeps, input: { from?: number | undefined; to?: number | undefined }): Window {
  return { fromMs: input.from ?? 0, toMs: input.to ?? deps.now() };
}

async function accountsOf(deps: TradingDeps, userId: number, set: AccountType) {
  const settings = await readSettings(deps.db);
  const currency = currencyOf(settings, set);
  const names = userAccounts(userId, set, currency);
  const kinds = {
    [names.available.kind]: 'available',
    [names.locked.kind]: 'locked',
    [names.margin.kind]: 'margin',
  } as const;
  const found = await store.setAccounts(deps.db, userId, Object.keys(kinds), currency);
  const roleOf = new Map(found.map((a) => [a.id, kinds[a.kind] as AnalyticsEntry['account']]));
  return { currency, roleOf };
}

/**
 * The one computation of a window's P&L (AN1–AN4, ST2): the rows `user/analytics` and `statement/pnl`
 * both read, and core's `computeAnalytics` over them. The closed trades come back too (with their
 * instrument) so the statement can list them by instrument on the same basis.
 */
export async function windowAnalytics(
  deps: TradingDeps,
  userId: number,
  set: AccountType,
  window: Window,
  unrealisedPnlMinor: bigint,
): Promise<{ currency: string; figures: AnalyticsFigures; trades: store.ClosedTrade[] }> {
  const { currency, roleOf } = await accountsOf(deps, userId, set);
  const transfers = await store.transfersIn(deps.db, [...roleOf.keys()], window, {
    userTypesOnly: false,
    limit: ANALYTICS_ENTRIES_MAX,
  });
  const entries: AnalyticsEntry[] = [];
  for (const t of transfers) {
    const atMs = t.createdAt.getTime();
    const debit = roleOf.get(t.debitAccountId);
    const credit = roleOf.get(t.creditAccountId);
    if (debit && t.debitBalanceAfterMinor !== null)
      entries.push({
        atMs,
        account: debit,
        type: t.type,
        deltaMinor: -t.amountMinor,
        balanceAfterMinor: t.debitBalanceAfterMinor,
      });
    if (credit && t.creditBalanceAfterMinor !== null)
      entries.push({
        atMs,
        account: credit,
        type: t.type,
        deltaMinor: t.amountMinor,
        balanceAfterMinor: t.creditBalanceAfterMinor,
      });
  }
  const opening = { available: 0n, locked: 0n, margin: 0n };
  for (const [id, role] of roleOf) opening[role] = await balanceBefore(deps.db, id, window.fromMs);
  const trades = await store.closedTrades(deps.db, userId, set, window);
  const figures = computeAnalytics({
    trades: trades.map((t) => ({ ...t, coverTimeMs: t.coverTime })),
    entries,
    opening,
    unrealisedPnlMinor,
  });
  return { currency, figures, trades };
}

export async function userAnalytics(
  deps: TradingDeps,
  userId: number,
  input: { accountType: AccountType; from?: number | undefined; to?: number | undefined },
): Promise<Result<Analytics>> {
  const window = windowOf(deps, input);
  const wallet = await walletStatisticsOf(deps, userId, input.accountType);
  if (!wallet.ok) return wallet;
  // The wallet's positionProfit marks the open positions at the closing prices now (its own rule).
  const unrealised = parseMoney(wallet.body.positionProfit, MONEY_DECIMALS);
  if (!unrealised.ok) throw new Error(`positionProfit ${wallet.body.positionProfit} is not money`);
  const { currency, figures } = await windowAnalytics(deps, userId, input.accountType, window, unrealised.value);
  const decimals = currencyDecimals(currency);
  const money = (value: bigint) => formatMoney(minor(value), decimals);
  return ok({
    currency,
    realisedPnl: money(figures.realisedPnlMinor),
    grossPnl: money(figures.grossPnlMinor),
    unrealisedPnl: money(figures.unrealisedPnlMinor),
    fees: money(figures.feesMinor),
    tradeOvernightFees: money(figures.tradeOvernightFeesMinor),
    overnightFees: money(figures.overnightFeesMinor),
    winRate: formatMoney(minor(figures.winRateBps), 2),
    trades: figures.trades,
    maxDrawdown: money(figures.maxDrawdownMinor),
    byMarket: figures.byMarket.map((m) => ({ market: m.market, pnl: money(m.pnlMinor), trades: m.trades })),
    byDay: figures.byDay.map((d) => ({ day: d.day, pnl: money(d.pnlMinor), equity: money(d.equityMinor) })),
  });
}

/**
 * The window's balance records as CSV (AN5): the same records `balance/log/list` shows (changes of
 * the available balance, types 1–16), oldest first, at most STATEMENT_ROWS_MAX.
 */
export async function exportStatement(
  deps: TradingDeps,
  userId: number,
  input: { accountType: AccountType; from?: number | undefined; to?: number | undefined },
  locale: Locale,
): Promise<Result<string>> {
  const window = windowOf(deps, input);
  const { currency, roleOf } = await accountsOf(deps, userId, input.accountType);
  const available = [...roleOf].filter(([, role]) => role === 'available').map(([id]) => id);
  const transfers = await store.transfersIn(deps.db, available, window, {
    userTypesOnly: true,
    limit: STATEMENT_ROWS_MAX,
  });
  const decimals = currencyDecimals(currency);
  const names = await nameRecords(deps.db, transfers, locale);
  const rows: StatementRow[] = transfers.map((t, i) => {
    const credited = available.includes(t.creditAccountId);
    const after = credited ? t.creditBalanceAfterMinor : t.debitBalanceAfterMinor;
    if (after === null) throw new Error(`record ${t.id} has no balance after on the user's side`);
    const named = names[i];
    const part = named?.part ?? null;
    return {
      id: t.id,
      createdAtMs: t.createdAt.getTime(),
      type: t.type,
      typeName: isBalanceType(t.type) ? balanceTypeLabel(t.type, locale) : String(t.type),
      accountType: input.accountType,
      currency,
      amount: formatMoney(minor(credited ? t.amountMinor : -t.amountMinor), decimals),
      balanceAfter: formatMoney(minor(after), decimals),
      ref: t.ref,
      remark: t.remark,
      part,
      partName: part === null ? null : recordPartLabels[part][locale],
      subject: named?.subject ?? null,
      fx: named === undefined ? null : otherCurrencyOf(t, named, credited),
    };
  });
  return ok(statementCsv(rows));
}
