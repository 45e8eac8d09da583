import { type Body, type consoleApi, consoleFundsApi, type PayloadIn } from '@demo/contract';
import { canCall } from '../../lib/access';

/**
 * A manual balance correction is one typed ledger entry (type 16) that two people agree on: one
 * proposes it, a different admin approves or rejects it. These helpers keep that rule in one place.
 */

export type Correction = Body<typeof consoleFundsApi.correctionList>['list'][number];
export type CorrectionStatus = Correction['status'];
type ProposePayload = PayloadIn<typeof consoleFundsApi.correctionPropose>;

export interface ProposeValues {
  userId: number;
  accountType: ProposePayload['accountType'];
  direction: ProposePayload['direction'];
  /** Exactly as typed, a decimal string; never a float. */
  amount: string;
  reason: string;
}

export function proposePayload(values: ProposeValues): ProposePayload {
  return {
    userId: values.userId,
    accountType: values.accountType,
    direction: values.direction,
    amount: values.amount.trim(),
    reason: values.reason.trim(),
  };
}

/**
 * Whether this staff member may decide a correction: it is still proposed, their role may approve,
 * and somebody else proposed it (the server refuses one's own proposal too).
 */
export function mayDecide(correction: Pick<Correction, 'status' | 'proposedBy'>, me: consoleApi.Staff): boolean {
  return (
    correction.status === 'PROPOSED' &&
    correction.proposedBy !== me.id &&
    canCall(consoleFundsApi.correctionApprove, me.role)
  );
}

/** How the amount reads in the table: a credit adds, a debit takes away. */
export function signedAmount(correction: Pick<Correction, 'direction' | 'amount'>): string {
  return `${correction.direction === 'credit' ? '+' : '−'}${correction.amount}`;
}

/**
 * A customer picked by what staff typed: a plain number up to 9 digits may be an id; anything else
 * (a phone number or an e-mail address) is looked up as a username.
 */
export function idFromSearch(text: string): number | null {
  const trimmed = text.trim();
  return /^[1-9]\d{0,8}$/.test(trimmed) ? Number(trimmed) : null;
}

export const CORRECTION_TABS: readonly { status: CorrectionStatus; label: string }[] = [
  { status: 'PROPOSED', label: 'Waiting for approval' },
  { status: 'APPROVED', label: 'Approved' },
  { status: 'REJECTED', label: 'Rejected' },
];
