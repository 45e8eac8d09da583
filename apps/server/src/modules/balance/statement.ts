import { type AccountType, type Locale, MONTHLY_STATEMENT_ROWS_MAX, type MonthlyStatement } from '@demo/contract';
import { currencyDecimals, formatMoney, indiaMonthWindow, minor, summariseStatement, userAccounts } from '@demo/core';
import type { Deps } from '../../deps';
import { currencyOf } from '../../ledger/currency';
import { balanceBefore } from '../../ledger/store';
import { ok, type Result } from '../../lib/result';
import { readSettings } from '../../settings/service';
import { findUserById } from '../accounts';
import { recordViews } from './service';
import { findUserAccountIds, recordsInWindow } from './store';

/**
 * `balance/statement` (docs/SPEC.md AN6): one India calendar month of one account set. The opening
 * and closing balances are the available balance stored with the ledger's last transfer before and
 * within the month; the records are those `balance/log/list` shows; core sums them by type and
 * names what they do not explain, so the page always adds up.
 */
export async function monthlyStatement(
  deps: Pick<Deps, 'db'>,
  userId: number,
  input: { accountType: AccountType; month: string },
  locale: Locale,
): Promise<Result<MonthlyStatement>> {
  const user = await findUserById(deps.db, userId);
  // The session was just validated against this user; a missing row is a bug, not bad input.
  if (!user) throw new Error(`user ${userId} of a live session is missing`);
  const settings = await readSettings(deps.db);
  const currency = currencyOf(settings, input.accountType);
  const decimals = currencyDecimals(currency);
  const window = indiaMonthWindow(input.month);
  const [account] = await findUserAccountIds(deps.db, userId, [
    userAccounts(userId, input.accountType, currency).available,
  ]);
  // An account the ledger has not created yet has no records and a balance of 0.
  const openingMinor = account ? await balanceBefore(deps.db, account.id, window.fromMs) : 0n;
  const closingMinor = account ? await balanceBefore(deps.db, account.id, window.toMs + 1) : 0n;
  const rows = account ? await recordsInWindow(deps.db, account.id, window, MONTHLY_STATEMENT_ROWS_MAX + 1) : [];
  const truncated = rows.length > MONTHLY_STATEMENT_ROWS_MAX;
  const shown = truncated ? rows.slice(0, MONTHLY_STATEMENT_ROWS_MAX) : rows;
  const setOf = new Map(account ? [[account.id, input.accountType] as const] : []);
  const records = await recordViews(deps, shown, setOf, settings, locale);
  const summary = summariseStatement({
    openingMinor,
    closingMinor,
    records: shown.map((r) => ({
      type: r.type,
      amountMinor: r.creditAccountId === account?.id ? r.amountMinor : -r.amountMinor,
    })),
  });
  const money = (value: bigint) => formatMoney(minor(value), decimals);
  return ok({
    month: input.month,
    accountType: input.accountType,
    currency,
    from: window.fromMs,
    to: window.toMs,
    // The name on a statement is the verified one; before verification the nickname stands in.
    holder: {
      username: user.username,
      nickname: user.nickname,
      realName: user.creditStatus === 'PASS' ? user.realName : null,
    },
    openingBalance: money(openingMinor),
    closingBalance: money(closingMinor),
    moneyIn: money(summary.inMinor),
    moneyOut: money(summary.outMinor),
    unlisted: money(summary.unlistedMinor),
    totals: summary.totals.map((t) => ({ type: t.type, count: t.count, amount: money(t.amountMinor) })),
    records,
    truncated,
  });
}
