import { INDIA_OFFSET_MS } from '../india-time';

/**
 * The monthly statement (issue 16; docs/SPEC.md AN6): a calendar month in India time, the available
 * balance at its start and end, and the month's balance records summed by type.
 */

/** A month as the statement names it: `2026-11`. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The instants (epoch ms, both inclusive) of a month in India time: from 00:00 IST on its first day
 * to the last millisecond before 00:00 IST on the next month's first day. India has no daylight
 * saving, so the offset is fixed. A string that is not `YYYY-MM` is a bug of the caller and throws.
 */
export function indiaMonthWindow(month: string): { fromMs: number; toMs: number } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`not a month: ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    fromMs: Date.UTC(year, index, 1) - INDIA_OFFSET_MS,
    toMs: Date.UTC(year, index + 1, 1) - INDIA_OFFSET_MS - 1,
  };
}

/** The India month (`YYYY-MM`) an instant falls in. */
export function indiaMonthOf(epochMs: number): string {
  const shifted = new Date(epochMs + INDIA_OFFSET_MS);
  return `${String(shifted.getUTCFullYear()).padStart(4, '0')}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month before (`delta` -1) or after (+1) a `YYYY-MM` month. */
export function shiftMonth(month: string, delta: number): string {
  const { fromMs } = indiaMonthWindow(month);
  const shifted = new Date(fromMs + INDIA_OFFSET_MS);
  return indiaMonthOf(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + delta, 1));
}

export interface StatementRecord {
  readonly type: number;
  /** Signed from the customer's side: + credited to the available balance, − debited from it. */
  readonly amountMinor: bigint;
}

export interface StatementSummary {
  /** One line per record type present, by type number: how many records and their signed sum. */
  readonly totals: ReadonlyArray<{ type: number; count: number; amountMinor: bigint }>;
  /** The sum of the credits (≥ 0) and of the debits (≤ 0) among the records. */
  readonly inMinor: bigint;
  readonly outMinor: bigint;
  /**
   * closing − opening − Σ records: movements of the available balance that are not customer records
   * (internal types, e.g. a demo reset's sweep, or records beyond the page's limit). 0 in the usual
   * month; shown as its own line so the statement always adds up.
   */
  readonly unlistedMinor: bigint;
}

/** Sums a month's records by type and reconciles them with the opening and closing balances. */
export function summariseStatement(input: {
  openingMinor: bigint;
  closingMinor: bigint;
  records: readonly StatementRecord[];
}): StatementSummary {
  const byType = new Map<number, { count: number; amountMinor: bigint }>();
  let inMinor = 0n;
  let outMinor = 0n;
  for (const r of input.records) {
    const line = byType.get(r.type) ?? { count: 0, amountMinor: 0n };
    line.count += 1;
    line.amountMinor += r.amountMinor;
    byType.set(r.type, line);
    if (r.amountMinor >= 0n) inMinor += r.amountMinor;
    else outMinor += r.amountMinor;
  }
  const totals = [...byType].sort(([a], [b]) => a - b).map(([type, line]) => ({ type, ...line }));
  return { totals, inMinor, outMinor, unlistedMinor: input.closingMinor - input.openingMinor - inMinor - outMinor };
}
