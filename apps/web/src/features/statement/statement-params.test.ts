// Proves the statement page reads its month and account from the address, falling back to the
// current India month and the app's account, and never to a month that has not begun (AN6).
import { describe, expect, it } from 'vitest';
import { monthLabel, recentMonths, statementParams, statementSearch } from './statement-params';

const NOW = Date.UTC(2026, 10, 30, 19, 0); // 00:30 on 1 December in India
const params = (query: string) => statementParams(new URLSearchParams(query), NOW, 'real');

describe('statement params', () => {
  it('takes a valid past month and account from the address', () => {
    expect(params('month=2026-10&account=virtual')).toEqual({ month: '2026-10', accountType: 'virtual' });
    expect(params('month=2025-01')).toEqual({ month: '2025-01', accountType: 'real' });
  });

  it('falls back to the current India month for a missing, malformed or future month', () => {
    expect(params('').month).toBe('2026-12');
    expect(params('month=2026-13').month).toBe('2026-12');
    expect(params('month=november').month).toBe('2026-12');
    expect(params('month=2027-01').month).toBe('2026-12');
    expect(params('account=other').accountType).toBe('real');
  });

  it('writes the same params back into the address', () => {
    expect(statementSearch({ month: '2026-11', accountType: 'virtual' })).toBe('month=2026-11&account=virtual');
  });

  it('offers the recent months newest first and names them in the reader’s language', () => {
    expect(recentMonths('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(recentMonths('2026-11')).toHaveLength(36);
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(monthLabel('2026-11', 'hi')).toBe('नवंबर 2026');
  });
});
