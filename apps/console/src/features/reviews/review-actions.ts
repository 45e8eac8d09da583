import type { Body, consoleFundsApi } from '@demo/contract';
import type { DecisionField } from '../../components/DecisionModal';

/**
 * Which decisions each review queue offers in which status, and how a decision's text becomes its
 * payload. The server enforces the same transitions; the console only hides buttons that would fail.
 */

export type ReviewCharge = Body<typeof consoleFundsApi.reviewRechargeList>['list'][number];
export type ReviewWithdrawal = Body<typeof consoleFundsApi.reviewWithdrawList>['list'][number];
export type ReviewKyc = Body<typeof consoleFundsApi.reviewKycList>['list'][number];
export type ReviewInstitution = Body<typeof consoleFundsApi.reviewInstitutionList>['list'][number];

export type ChargeStatus = ReviewCharge['status'];
export type WithdrawStatus = ReviewWithdrawal['status'];
export type KycStatus = ReviewKyc['status'];
export type InstitutionStatus = ReviewInstitution['status'];

export type RechargeAction = 'approve' | 'reject';
export type WithdrawAction = 'approve' | 'paid' | 'reject';
export type KycAction = 'pass' | 'reject';
export type InstitutionAction = 'approve' | 'reject';

/** A recharge is decided once, while it waits. */
export function rechargeActions(status: ChargeStatus): RechargeAction[] {
  return status === 'UNDER' ? ['approve', 'reject'] : [];
}

/** A waiting withdrawal is approved for payout or rejected; an approved one is paid or, failing that, rejected. */
export function withdrawActions(status: WithdrawStatus): WithdrawAction[] {
  if (status === 'UNDER') return ['approve', 'reject'];
  if (status === 'PASS') return ['paid', 'reject'];
  return [];
}

/** Only a submission in review (CREDITING) can be passed or rejected. */
export function kycActions(status: KycStatus): KycAction[] {
  return status === 'CREDITING' ? ['pass', 'reject'] : [];
}

export function institutionActions(status: InstitutionStatus): InstitutionAction[] {
  return status === 'UNDER' ? ['approve', 'reject'] : [];
}

/** The text field each kind of decision asks for. */
export function decisionField(action: RechargeAction | WithdrawAction | KycAction): DecisionField {
  if (action === 'reject') return 'reason';
  if (action === 'paid') return 'reference';
  return 'note';
}

/** An approval's optional note: sent trimmed, or left out when blank so the server stores none. */
export function notePayload(id: number, note: string): { id: number; reason?: string } {
  const text = note.trim();
  return text === '' ? { id } : { id, reason: text };
}

/** A rejection always carries its reason. */
export function reasonPayload(id: number, reason: string): { id: number; reason: string } {
  return { id, reason: reason.trim() };
}

/** Marking paid carries the payout reference the bank or chain gave. */
export function paidPayload(id: number, reference: string): { id: number; reference: string } {
  return { id, reference: reference.trim() };
}

/** A status tab of a queue: the status it lists and its label. */
export interface QueueTab<S extends string> {
  readonly status: S;
  readonly label: string;
}

export const RECHARGE_TABS: readonly QueueTab<ChargeStatus>[] = [
  { status: 'UNDER', label: 'Waiting' },
  { status: 'PASS', label: 'Approved' },
  { status: 'REJECT', label: 'Rejected' },
];

export const WITHDRAW_TABS: readonly QueueTab<WithdrawStatus>[] = [
  { status: 'UNDER', label: 'Waiting' },
  { status: 'PASS', label: 'Approved, to pay' },
  { status: 'PAID', label: 'Paid' },
  { status: 'REJECT', label: 'Rejected' },
];

export const KYC_TABS: readonly QueueTab<KycStatus>[] = [
  { status: 'CREDITING', label: 'In review' },
  { status: 'PASS', label: 'Verified' },
  { status: 'REJECT', label: 'Rejected' },
];

export const INSTITUTION_TABS: readonly QueueTab<InstitutionStatus>[] = [
  { status: 'UNDER', label: 'Waiting' },
  { status: 'PASS', label: 'Approved' },
  { status: 'REJECT', label: 'Rejected' },
];

/** The tab a URL's `status` names, or the queue's first (the work still to do). */
export function tabStatus<S extends string>(tabs: readonly QueueTab<S>[], raw: string | null): S {
  const found = tabs.find((tab) => tab.status === raw);
  const first = tabs[0];
  if (found !== undefined) return found.status;
  if (first === undefined) throw new Error('a queue needs at least one tab');
  return first.status;
}
