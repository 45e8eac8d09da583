import { formatIndiaTime } from '@demo/client';
import type { consoleApi } from '@demo/contract';

/** What an admin may do about a member's sign-in from the staff page (SPEC S9, S10). */
export interface SignInActions {
  /** The member is locked out now: offer to lift it. */
  unlock: boolean;
  /** The member has an authenticator and is someone else: offer to reset it. */
  resetTotp: boolean;
}

export function signInActions(member: consoleApi.Staff, meId: number, nowMs: number): SignInActions {
  return {
    unlock: member.lockedUntil !== null && member.lockedUntil > nowMs,
    resetTotp: member.totpEnrolled && member.id !== meId,
  };
}

/** "Locked until 14:05 IST" for a lock-out still running, else null. */
export function lockLabel(lockedUntil: number | null, nowMs: number): string | null {
  if (lockedUntil === null || lockedUntil <= nowMs) return null;
  return `Locked until ${formatIndiaTime(lockedUntil, 'HH:mm')} IST`;
}
