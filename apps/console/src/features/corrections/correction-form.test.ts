// Proves the four-eyes rule as the console applies it, and how a proposal becomes its payload.
import type { consoleApi } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { idFromSearch, mayDecide, proposePayload, signedAmount } from './correction-form';

const staff = (id: number, role: consoleApi.Staff['role']): consoleApi.Staff => ({
  id,
  username: `s${id}`,
  displayName: `Staff ${id}`,
  role,
  active: true,
  mustChangePassword: false,
  mustChangeBecause: null,
  totpEnrolled: true,
  lockedUntil: null,
  createdAt: 0,
});

describe('four eyes', () => {
  it('lets a different admin decide a proposed correction', () => {
    expect(mayDecide({ status: 'PROPOSED', proposedBy: 1 }, staff(2, 'admin'))).toBe(true);
  });

  it('hides the decision from the proposer, from non-admins, and once decided', () => {
    expect(mayDecide({ status: 'PROPOSED', proposedBy: 2 }, staff(2, 'admin'))).toBe(false);
    expect(mayDecide({ status: 'PROPOSED', proposedBy: 1 }, staff(2, 'reviewer'))).toBe(false);
    expect(mayDecide({ status: 'APPROVED', proposedBy: 1 }, staff(2, 'admin'))).toBe(false);
  });
});

describe('proposal', () => {
  it('keeps the amount as the decimal string typed, trimmed', () => {
    expect(
      proposePayload({
        userId: 9,
        accountType: 'real',
        direction: 'debit',
        amount: ' 0.10 ',
        reason: ' duplicate credit ',
      }),
    ).toEqual({ userId: 9, accountType: 'real', direction: 'debit', amount: '0.10', reason: 'duplicate credit' });
  });

  it('signs the amount by direction without touching its digits', () => {
    expect(signedAmount({ direction: 'credit', amount: '250.00' })).toBe('+250.00');
    expect(signedAmount({ direction: 'debit', amount: '0.10' })).toBe('−0.10');
  });

  it('reads short numbers as ids and phone numbers or e-mails as usernames', () => {
    expect(idFromSearch(' 42 ')).toBe(42);
    expect(idFromSearch('9876543210')).toBeNull();
    expect(idFromSearch('a@b.in')).toBeNull();
    expect(idFromSearch('0')).toBeNull();
  });
});
