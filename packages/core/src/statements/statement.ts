import type { AnalyticsFigures } from '../analytics/analytics';
import { csvField, indiaIso } from '../analytics/statement-csv';
import { assert } from '../assert';
import { type Decision, refuse } from '../failure';
import { INDIA_OFFSET_MS } from '../india-time';
import { formatMoney, minor } from '../money';

/**
 * The P&L and ledger statement (issue 47; docs/SPEC.md ST1–ST8): one window of one account set, by
 * default a financial year (1 April – 31 March in India time). Its P&L figures are `user/analytics`'
 * own (`computeAnalytics` over the same rows, ST2); its ledger section lists every record of the
 * available balance with a running balance that must land on the stored one (ST4). The canonical
 * text of its figures is what the SHA-256 at the foot of the file covers (ST5).
 */

/** The longest window a statement covers, in days (ST1): a financial year with room to spare. */
export const STATEMENT_WINDOW_DAYS_MAX = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The financial year an instant falls in, by its first calendar year (1 April 2026 – 31 March 2027 is 2026). */
export function financialYearOf(epochMs: number): number {
  const shifted = new Date(epochMs + INDIA_OFFSET_MS);
  const year = shifted.getUTCFullYear();
  return shifted.getUTCMonth() >= 3 ? year : year - 1;
}

/** A financial year's instants, both inclusive: 00:00 IST on 1 April to the last ms of 31 March. */
export function financialYearWindow(startYear: number): { fromMs: number; toMs: number } {
  if (!Number.isInteger(startYear)) throw new RangeError(`not a year: ${startYear}`);
  return {
    fromMs: Date.UTC(startYear, 3, 1) - INDIA_OFFSET_MS,
    toMs: Date.UTC(startYear + 1, 3, 1) - INDIA_OFFSET_MS - 1,
  };
}

/** How a financial year is written in India: `2026-27`. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * The window a statement covers (ST1): a financial year when one is named; otherwise `from`/`to`,
 * where a missing `to` is now and a missing `from` the start of `to`'s financial year. A window
 * longer than STATEMENT_WINDOW_DAYS_MAX days, or ending before it starts, is ST1's refusal about
 * `to` (404; `values.check` is 'tooLong' or 'beforeStart').
 */
export function statementWindow(
  input: { financialYear?: number | undefined; from?: number | undefined; to?: number | undefined },
  nowMs: number,
): Decision<{ fromMs: number; toMs: number }> {
  if (input.financialYear !== undefined) return { ok: true, value: financialYearWindow(input.financialYear) };
  const toMs = input.to ?? nowMs;
  const fromMs = input.from ?? financialYearWindow(financialYearOf(toMs)).fromMs;
  if (toMs < fromMs) return refuse('ST1', 'to', 404, 'must not be before the start time', { check: 'beforeStart' });
  if (toMs - fromMs > STATEMENT_WINDOW_DAYS_MAX * DAY_MS)
    return refuse('ST1', 'to', 404, `must be within ${STATEMENT_WINDOW_DAYS_MAX} days of the start time`, {
      check: 'tooLong',
    });
  return { ok: true, value: { fromMs, toMs } };
}

/** One closed trade with its instrument, as the statement lists it by instrument. */
export interface StatementTrade {
  code: string;
  market: string;
  profitMinor: bigint;
  openingFeeMinor: bigint;
  closingFeeMinor: bigint;
  overnightFeeMinor: bigint;
}

export interface InstrumentPnl {
  code: string;
  market: string;
  trades: number;
  grossMinor: bigint;
  feesMinor: bigint;
  overnightFeesMinor: bigint;
  /** gross − fees − overnight fees: the same net basis as analytics' realised P&L (AN1). */
  netMinor: bigint;
}

/** Realised P&L per instrument, by code; Σ net over instruments = analytics' realised P&L (ST2). */
export function pnlByInstrument(trades: readonly StatementTrade[]): InstrumentPnl[] {
  const byCode = new Map<string, InstrumentPnl>();
  for (const t of trades) {
    const line = byCode.get(t.code) ?? {
      code: t.code,
      market: t.market,
      trades: 0,
      grossMinor: 0n,
      feesMinor: 0n,
      overnightFeesMinor: 0n,
      netMinor: 0n,
    };
    line.trades++;
    line.grossMinor += t.profitMinor;
    line.feesMinor += t.openingFeeMinor + t.closingFeeMinor;
    line.overnightFeesMinor += t.overnightFeeMinor;
    line.netMinor += t.profitMinor - t.openingFeeMinor - t.closingFeeMinor - t.overnightFeeMinor;
    byCode.set(t.code, line);
  }
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** A record of the available balance as the ledger section lists it. */
export interface LedgerLine {
  id: number;
  atMs: number;
  type: number;
  /** Signed from the customer's side. */
  deltaMinor: bigint;
  /** What the ledger stored as the balance after this record. */
  balanceAfterMinor: bigint;
}

/**
 * The running balance of the ledger section (ST4): opening plus each record in order. A sum that
 * parts from the ledger's stored balance is a broken ledger or a missing record, never shown.
 */
export class RunningBalance {
  private balanceMinor: bigint;
  constructor(openingMinor: bigint) {
    this.balanceMinor = openingMinor;
  }
  add(line: LedgerLine): bigint {
    this.balanceMinor += line.deltaMinor;
    assert(
      this.balanceMinor === line.balanceAfterMinor,
      `ST4: record ${line.id} leaves ${line.balanceAfterMinor} but the running balance is ${this.balanceMinor}`,
    );
    return this.balanceMinor;
  }
  get current(): bigint {
    return this.balanceMinor;
  }
}

/** Everything a statement states, before any formatting: what its hash covers (ST5). */
export interface StatementFigures {
  userId: number;
  accountType: string;
  currency: string;
  decimals: number;
  fromMs: number;
  toMs: number;
  /** The available balance just before the window and at its end (ST4). */
  openingMinor: bigint;
  closingMinor: bigint;
  analytics: Omit<AnalyticsFigures, 'byDay' | 'unrealisedPnlMinor' | 'winRateBps' | 'maxDrawdownMinor'>;
  byInstrument: readonly InstrumentPnl[];
  /** The window's records of the available balance summed by type (deposits, withdrawals, allotments…). */
  byType: ReadonlyArray<{ type: number; count: number; amountMinor: bigint }>;
  /** How many records the ledger section lists. */
  records: number;
}

/** Whether the window holds nothing to state: no trade and no record (ST6). */
export function isEmptyStatement(f: StatementFigures): boolean {
  return f.records === 0 && f.analytics.trades === 0;
}

/**
 * The canonical text of a statement's figures (ST5): one `key=value` line each, amounts as decimals,
 * in a fixed order. The server hashes it; the same figures always give the same text.
 */
export function statementFiguresText(f: StatementFigures): string {
  const money = (value: bigint) => formatMoney(minor(value), f.decimals);
  const a = f.analytics;
  const lines = [
    `user=${f.userId}`,
    `accountType=${f.accountType}`,
    `currency=${f.currency}`,
    `from=${indiaIso(f.fromMs)}`,
    `to=${indiaIso(f.toMs)}`,
    `opening=${money(f.openingMinor)}`,
    `closing=${money(f.closingMinor)}`,
    `realised=${money(a.realisedPnlMinor)}`,
    `gross=${money(a.grossPnlMinor)}`,
    `fees=${money(a.feesMinor)}`,
    `tradeOvernightFees=${money(a.tradeOvernightFeesMinor)}`,
    `overnightFees=${money(a.overnightFeesMinor)}`,
    `trades=${a.trades}`,
    ...a.byMarket.map((m) => `market.${m.market}=${m.trades}:${money(m.pnlMinor)}`),
    ...f.byInstrument.map((i) => `instrument.${i.code}=${i.trades}:${money(i.netMinor)}`),
    ...f.byType.map((t) => `type.${t.type}=${t.count}:${money(t.amountMinor)}`),
    `records=${f.records}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The statement CSV's columns (ST7): one table, `section` says what a row is. */
export const PNL_CSV_HEADER = [
  'section',
  'key',
  'label',
  'date',
  'id',
  'market',
  'count',
  'gross',
  'fees',
  'overnight_fees',
  'amount',
  'balance_after',
] as const;

type CsvCells = Partial<Record<(typeof PNL_CSV_HEADER)[number], string>>;
const AMOUNT_COLUMNS = new Set(['gross', 'fees', 'overnight_fees', 'amount', 'balance_after', 'count', 'id']);

/** One CSV line (CRLF ended) of the statement; amounts are written as plain numbers, text is guarded. */
export function pnlCsvLine(cells: CsvCells): string {
  return `${PNL_CSV_HEADER.map((column) => csvField(cells[column] ?? '', !AMOUNT_COLUMNS.has(column))).join(',')}\r\n`;
}

/** Labels of the statement's summary lines in the file's language. */
export interface StatementLabels {
  summary: Record<SummaryKey, string>;
  typeName: (type: number) => string;
}

export const SUMMARY_KEYS = [
  'opening_balance',
  'closing_balance',
  'gross_pnl',
  'fees',
  'trade_overnight_fees',
  'realised_pnl',
  'overnight_fees',
  'trades',
] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];

/** The summary lines of a statement, key and decimal (or count), in the order both files print them. */
export function summaryLines(f: StatementFigures): Array<{ key: SummaryKey; value: string }> {
  const money = (value: bigint) => formatMoney(minor(value), f.decimals);
  const a = f.analytics;
  const values: Record<SummaryKey, string> = {
    opening_balance: money(f.openingMinor),
    closing_balance: money(f.closingMinor),
    gross_pnl: money(a.grossPnlMinor),
    fees: money(a.feesMinor),
    trade_overnight_fees: money(a.tradeOvernightFeesMinor),
    realised_pnl: money(a.realisedPnlMinor),
    overnight_fees: money(a.overnightFeesMinor),
    trades: String(a.trades),
  };
  return SUMMARY_KEYS.map((key) => ({ key, value: values[key] }));
}

/** The head of the CSV: the header, the summary, the markets, instruments and record types (ST7). */
export function pnlCsvHead(f: StatementFigures, labels: StatementLabels): string {
  const money = (value: bigint) => formatMoney(minor(value), f.decimals);
  let out = `${PNL_CSV_HEADER.join(',')}\r\n`;
  out += pnlCsvLine({ section: 'window', key: 'from', date: indiaIso(f.fromMs) });
  out += pnlCsvLine({ section: 'window', key: 'to', date: indiaIso(f.toMs) });
  out += pnlCsvLine({ section: 'window', key: 'account_type', label: f.accountType });
  out += pnlCsvLine({ section: 'window', key: 'currency', label: f.currency });
  for (const line of summaryLines(f))
    out += pnlCsvLine(
      line.key === 'trades'
        ? { section: 'summary', key: line.key, label: labels.summary[line.key], count: line.value }
        : { section: 'summary', key: line.key, label: labels.summary[line.key], amount: line.value },
    );
  for (const m of f.analytics.byMarket)
    out += pnlCsvLine({
      section: 'market',
      key: m.market,
      market: m.market,
      count: String(m.trades),
      amount: money(m.pnlMinor),
    });
  for (const i of f.byInstrument)
    out += pnlCsvLine({
      section: 'instrument',
      key: i.code,
      market: i.market,
      count: String(i.trades),
      gross: money(i.grossMinor),
      fees: money(i.feesMinor),
      overnight_fees: money(i.overnightFeesMinor),
      amount: money(i.netMinor),
    });
  for (const t of f.byType)
    out += pnlCsvLine({
      section: 'type',
      key: String(t.type),
      label: labels.typeName(t.type),
      count: String(t.count),
      amount: money(t.amountMinor),
    });
  return out;
}

/** One ledger record's CSV line, with the running balance after it. */
export function pnlCsvRecord(line: LedgerLine, label: string, runningMinor: bigint, decimals: number): string {
  return pnlCsvLine({
    section: 'record',
    key: String(line.type),
    label,
    date: indiaIso(line.atMs),
    id: String(line.id),
    amount: formatMoney(minor(line.deltaMinor), decimals),
    balance_after: formatMoney(minor(runningMinor), decimals),
  });
}

/** The CSV's last line: the figures' SHA-256 (ST5). */
export function pnlCsvFoot(sha256: string): string {
  return pnlCsvLine({ section: 'verify', key: 'sha256', label: sha256 });
}

/**
 * An identifier as a statement prints it (ST3): a phone keeps its last 4 digits, an e-mail its first
 * letter and domain; at least half of anything stays hidden.
 */
export function maskIdentifier(text: string): string {
  const at = text.indexOf('@');
  if (at > 0) return `${text[0]}${'*'.repeat(Math.max(3, at - 1))}${text.slice(at)}`;
  const shown = Math.min(4, Math.floor(text.length / 2));
  return '*'.repeat(text.length - shown) + text.slice(text.length - shown);
}
