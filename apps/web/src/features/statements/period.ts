import { financialYearLabel, financialYearOf, INDIA_OFFSET_MS } from '@demo/core';

/**
 * The period a statement covers, as the Statements page picks it (docs/SPEC.md ST1): a financial year
 * (`fy:2026`) or a window of India calendar days (`custom`, from the two date fields).
 */

export type PeriodChoice = `fy:${number}` | 'custom';

/** The current financial year first, then the three before it. */
export function financialYearChoices(nowMs: number): Array<{ value: PeriodChoice; year: number; label: string }> {
  const current = financialYearOf(nowMs);
  return [0, 1, 2, 3].map((back) => {
    const year = current - back;
    return { value: `fy:${year}` as const, year, label: financialYearLabel(year) };
  });
}

/** `YYYY-MM-DD` (a date field's value) as the first or last millisecond of that India day; null if not a date. */
export function indiaDayMs(value: string, edge: 'start' | 'end'): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const startMs = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - INDIA_OFFSET_MS;
  return edge === 'start' ? startMs : startMs + 86_400_000 - 1;
}

/** What `statement/pnl` is asked for the choice; the custom window's missing ends are the server's defaults. */
export function periodPayload(
  choice: PeriodChoice,
  fromDay: string,
  toDay: string,
): { financialYear: number } | { from?: number; to?: number } {
  if (choice !== 'custom') return { financialYear: Number(choice.slice(3)) };
  const from = indiaDayMs(fromDay, 'start');
  const to = indiaDayMs(toDay, 'end');
  return { ...(from === null ? {} : { from }), ...(to === null ? {} : { to }) };
}
