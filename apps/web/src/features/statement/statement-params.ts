import type { AccountType } from '@demo/contract';
import { indiaMonthOf, MONTH_PATTERN, shiftMonth } from '@demo/core';

export interface StatementParams {
  month: string;
  accountType: AccountType;
}

/**
 * The statement's month and account from the page's address (`?month=2026-11&account=virtual`), so a
 * printed or shared page reopens the same statement. A missing or malformed month is the current
 * India month; a month after it is brought back to it (there is nothing to state yet). A missing
 * account is the one the app is showing.
 */
export function statementParams(search: URLSearchParams, nowMs: number, fallback: AccountType): StatementParams {
  const current = indiaMonthOf(nowMs);
  const raw = search.get('month') ?? '';
  const month = MONTH_PATTERN.test(raw) && raw <= current ? raw : current;
  const account = search.get('account');
  return { month, accountType: account === 'real' || account === 'virtual' ? account : fallback };
}

/** The address of a statement page's query: `month=2026-11&account=real`. */
export function statementSearch(params: StatementParams): string {
  return new URLSearchParams({ month: params.month, account: params.accountType }).toString();
}

/** How many months back the month picker offers (the CSV export covers any window). */
export const STATEMENT_MONTHS_BACK = 36;

/** `current` and the months before it, newest first: the picker's choices. */
export function recentMonths(current: string, count: number = STATEMENT_MONTHS_BACK): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(current, -i));
}

/** "November 2026" / "नवंबर 2026": a `YYYY-MM` month in the reader's language. */
export function monthLabel(month: string, locale: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
}
