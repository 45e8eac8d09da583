import { INDIA_OFFSET_MS } from '../india-time';

/**
 * The balance statement as CSV (issue 16, `balance/log/export`; docs/SPEC.md AN5): RFC 4180 text, a
 * header and one row per record, amounts as the exact decimal strings the records carry, times in ISO
 * 8601 at India time (`2026-11-21T17:30:05+05:30`).
 */

export interface StatementRow {
  id: number;
  createdAtMs: number;
  type: number;
  typeName: string;
  accountType: string;
  currency: string;
  /** Signed decimal string, e.g. "-120.50". */
  amount: string;
  balanceAfter: string;
  ref: string;
  remark: string | null;
  /** Which part of its event the record is (LR1), and that part's name in the file's language; null for none. */
  part: string | null;
  partName: string | null;
  /** What the record is about (LR2): an order's number and instrument, an offering, a correction's reason. */
  subject: string | null;
  /**
   * The other side of a converted amount (X1, FR1): a USDT recharge's USDT and the rate it was
   * credited at (1 `fxCurrency` = `fxRate` `currency`); null when nothing converted. `fxAmount` is
   * signed like `amount`.
   */
  fx: { currency: string; amount: string; rate: string } | null;
}

export const STATEMENT_CSV_HEADER = [
  'id',
  'date',
  'type',
  'type_name',
  'account_type',
  'currency',
  'amount',
  'balance_after',
  'ref',
  'remark',
  'part',
  'part_name',
  'subject',
  'fx_currency',
  'fx_amount',
  'fx_rate',
] as const;

/** An instant in ISO 8601 at India time, to the second: `YYYY-MM-DDTHH:mm:ss+05:30`. */
export function indiaIso(epochMs: number): string {
  if (!Number.isFinite(epochMs)) throw new RangeError(`not an epoch: ${epochMs}`);
  const shifted = new Date(epochMs + INDIA_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}+05:30`;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break (quotes doubled). A text cell that
 * a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is prefixed
 * with an apostrophe; amounts are written by the caller as plain numbers and never pass here as text.
 */
export function csvField(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole CSV, CRLF line ends (RFC 4180), the header first. */
export function statementCsv(rows: readonly StatementRow[]): string {
  const lines = [STATEMENT_CSV_HEADER.join(',')];
  for (const r of rows) {
    lines.push(
      [
        String(r.id),
        indiaIso(r.createdAtMs),
        String(r.type),
        csvField(r.typeName),
        csvField(r.accountType),
        csvField(r.currency),
        csvField(r.amount, false),
        csvField(r.balanceAfter, false),
        csvField(r.ref),
        csvField(r.remark ?? ''),
        csvField(r.part ?? ''),
        csvField(r.partName ?? ''),
        csvField(r.subject ?? ''),
        csvField(r.fx?.currency ?? ''),
        csvField(r.fx?.amount ?? '', false),
        csvField(r.fx?.rate ?? '', false),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Reads a CSV written by `statementCsv` back into its cells (tests and re-imports). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      if (ch === '\r') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
