import type { Decision } from '../failure';
import { applyStatusEvent, type LifecycleStatus, statusMachine } from '../lifecycle';

/**
 * The group order's life (docs/SPEC.md G2, LC1): SUBMIT (waiting for allocation) → PAYING (allotted
 * value above the deposit, waiting for the rest) | HOLDING (paid, a held position) | LAPSED (nothing
 * allotted, or the rest not paid by the deadline; the deposit went back). HOLDING and LAPSED are final.
 */
export const GROUP_ORDER_LIFECYCLE = statusMachine({
  entity: 'group order',
  states: ['SUBMIT', 'PAYING', 'HOLDING', 'LAPSED'],
  initial: 'SUBMIT',
  rules: {
    allocate_holding: { from: ['SUBMIT'], to: 'HOLDING' },
    allocate_paying: { from: ['SUBMIT'], to: 'PAYING' },
    allocate_none: { from: ['SUBMIT'], to: 'LAPSED' },
    pay: { from: ['PAYING'], to: 'HOLDING' },
    lapse: { from: ['PAYING'], to: 'LAPSED' },
  },
});
export type GroupOrderStatus = (typeof GROUP_ORDER_LIFECYCLE.states)[number];

export type GroupOrderEvent =
  /** The leader allocated the block; `outcome` says what this member's allotment led to (`allocationOutcome`). */
  | { readonly type: 'allocate'; readonly outcome: 'holding' | 'paying' | 'none' }
  /** The member paid the rest of a PAYING order. */
  | { readonly type: 'pay' }
  /** The pay deadline passed with the rest unpaid. */
  | { readonly type: 'lapse' };

/** The next status, or the LC3 refusal of an event the current status does not accept (G2). */
export function groupOrderTransition(
  status: GroupOrderStatus,
  event: GroupOrderEvent,
): Decision<LifecycleStatus<GroupOrderStatus>> {
  const name = event.type === 'allocate' ? (`allocate_${event.outcome}` as const) : event.type;
  return applyStatusEvent(GROUP_ORDER_LIFECYCLE, status, name);
}

/** A group offering's status at an instant: open for joining until its allocation, then allocated until the pay deadline. */
export type GroupOfferingStatus = 'open' | 'allocated' | 'closed';

/**
 * The offering's status at `nowMs` (G3): `open` while no allocation ran and the allocation time is
 * still ahead; `allocated` once the leader allocated, until the pay deadline; `closed` after it. An
 * offering whose allocation time passed but which the leader has not reached yet is no longer open:
 * nobody joins after the allocation time.
 */
export function groupOfferingStatus(
  offering: { readonly allocateAtMs: number; readonly payDeadlineMs: number; readonly allocatedAtMs: number | null },
  nowMs: number,
): GroupOfferingStatus {
  if (nowMs >= offering.payDeadlineMs) return 'closed';
  if (offering.allocatedAtMs !== null || nowMs >= offering.allocateAtMs) return 'allocated';
  return 'open';
}
