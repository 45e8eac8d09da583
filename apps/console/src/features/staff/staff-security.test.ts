// Proves the staff page offers an unlock only for a member locked now, and a TOTP reset only for
// another member who has enrolled (SPEC S9, S10).
import type { consoleApi } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { lockLabel, signInActions } from './staff-security';

const NOW = Date.UTC(2026, 11, 2, 8, 0, 0);
const member: consoleApi.Staff = {
  id: 7,
  username: 'desk',
  displayName: 'Desk',
  role: 'support',
  active: true,
  mustChangePassword: false,
  mustChangeBecause: null,
  totpEnrolled: true,
  lockedUntil: null,
  createdAt: NOW - 1,
};

describe('signInActions', () => {
  it('offers a reset for another enrolled member, and no unlock when nothing is locked', () => {
    expect(signInActions(member, 1, NOW)).toEqual({ unlock: false, resetTotp: true });
  });

  it('offers an unlock while a lock-out runs, not after it ended', () => {
    expect(signInActions({ ...member, lockedUntil: NOW + 60_000 }, 1, NOW).unlock).toBe(true);
    expect(signInActions({ ...member, lockedUntil: NOW - 1 }, 1, NOW).unlock).toBe(false);
  });

  it('never offers to reset one’s own authenticator or one not enrolled yet', () => {
    expect(signInActions(member, member.id, NOW).resetTotp).toBe(false);
    expect(signInActions({ ...member, totpEnrolled: false }, 1, NOW).resetTotp).toBe(false);
  });
});

describe('lockLabel', () => {
  it('names the end of a running lock-out in India time', () => {
    expect(lockLabel(NOW + 15 * 60_000, NOW)).toBe('Locked until 13:45 IST');
    expect(lockLabel(null, NOW)).toBeNull();
    expect(lockLabel(NOW, NOW)).toBeNull();
  });
});
