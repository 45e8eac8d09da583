import { z } from 'zod';
import { defineCall } from '../call';
import { decimalOut, epochMs } from '../fields';
import { accountType, balanceRecord } from './account';

/**
 * Trading analytics and the balance statement (issue 16; CONTRACT.md, "Beyond the seed"). Every
 * figure is derived from the ledger and the orders (docs/SPEC.md AN1–AN5). `from` and `to` are epoch
 * ms, inclusive; without `from` the window starts at the account's first record, without `to` it
 * ends now.
 */

/** The longest window `balance/log/export` writes, in records (a limit on what grows). */
export const STATEMENT_ROWS_MAX = 10_000;

const windowPayload = {
  accountType: accountType.default('real'),
  from: epochMs().optional(),
  to: epochMs().optional(),
};

function orderedWindow<T extends { from?: number | undefined; to?: number | undefined }>(v: T, ctx: z.RefinementCtx) {
  if (v.from !== undefined && v.to !== undefined && v.from > v.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before the start time' });
}

export const analytics = z.object({
  /** The account set's currency; every amount below is in it. */
  currency: z.string(),
  /** Σ net P&L of the closed trades, after their fees: the win rate's basis (SPEC AN1). */
  realisedPnl: decimalOut(),
  /** Σ price P&L of the closed trades before fees; grossPnl − fees − tradeOvernightFees = realisedPnl. */
  grossPnl: decimalOut(),
  unrealisedPnl: decimalOut(),
  fees: decimalOut(),
  /** The overnight fees the closed trades paid over their lives. */
  tradeOvernightFees: decimalOut(),
  /** Every overnight fee charged in the window, open positions' too. */
  overnightFees: decimalOut(),
  /** Winning trades in percent, two decimals ("66.67"); a win is a trade whose net P&L is above 0. */
  winRate: decimalOut(),
  trades: z.number().int(),
  /** The largest fall of end-of-day equity from an earlier peak, as a non-negative amount. */
  maxDrawdown: decimalOut(),
  byMarket: z.array(z.object({ market: z.string(), pnl: decimalOut(), trades: z.number().int() })),
  /** India calendar days with a trade or a record, oldest first. */
  byDay: z.array(z.object({ day: z.string(), pnl: decimalOut(), equity: decimalOut() })),
});
export type Analytics = z.infer<typeof analytics>;

export const userAnalytics = defineCall({
  path: 'user/analytics',
  access: 'user',
  summary: 'Realised and unrealised P&L, fees, win rate, drawdown, P&L by market and by day over a window',
  payload: z.object(windowPayload).superRefine(orderedWindow),
  body: analytics,
});

export const balanceLogExport = defineCall({
  path: 'balance/log/export',
  access: 'user',
  summary: `The balance records of a window as CSV (text/csv, at most ${STATEMENT_ROWS_MAX} rows, oldest first)`,
  download: { contentType: 'text/csv; charset=utf-8', filename: 'statement.csv' },
  payload: z.object(windowPayload).superRefine(orderedWindow),
  body: z.string(),
});

/** The most records one monthly statement lists; a busier month says `truncated` (the CSV has them all). */
export const MONTHLY_STATEMENT_ROWS_MAX = 2_000;

export const monthlyStatement = z.object({
  month: z.string(),
  accountType,
  /** The account set's currency; every amount below is in it. */
  currency: z.string(),
  /** The month in India time as epoch ms, both inclusive. */
  from: z.number().int(),
  to: z.number().int(),
  holder: z.object({ username: z.string(), nickname: z.string(), realName: z.string().nullable() }),
  /** The available balance just before the month and at its end, from the ledger. */
  openingBalance: decimalOut(),
  closingBalance: decimalOut(),
  moneyIn: decimalOut(),
  moneyOut: decimalOut(),
  /** Movements of the available balance that are not records (e.g. a demo reset's sweep). */
  unlisted: decimalOut(),
  totals: z.array(z.object({ type: z.number().int(), count: z.number().int(), amount: decimalOut() })),
  /** The month's records, oldest first. */
  records: z.array(balanceRecord),
  truncated: z.boolean(),
});
export type MonthlyStatement = z.infer<typeof monthlyStatement>;

export const balanceStatement = defineCall({
  path: 'balance/statement',
  access: 'user',
  summary: `A calendar month's statement in India time: opening and closing balance, the records (at most ${MONTHLY_STATEMENT_ROWS_MAX}) and their totals by type`,
  payload: z.object({
    accountType: accountType.default('real'),
    month: z
      .string()
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-11'),
  }),
  body: monthlyStatement,
});
