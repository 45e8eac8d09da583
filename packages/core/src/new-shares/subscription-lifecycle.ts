import { assert } from '../assert';
import { applyStatusEvent, type LifecycleStatus, stampStatus, statusMachine } from '../lifecycle';

/**
 * A new-share subscription's life (docs/SPEC.md LC1, N): submitted (paid, waiting for the draw); the
 * allotment makes it success (some lots won) or fail (none, all refunded); the listing turns a
 * success into a position, position_completed. fail and position_completed are final.
 */
export const SUBSCRIPTION_LIFECYCLE = statusMachine({
  entity: 'new-share subscription',
  states: ['submitted', 'success', 'fail', 'position_completed'],
  initial: 'submitted',
  rules: {
    win: { from: ['submitted'], to: 'success' },
    lose: { from: ['submitted'], to: 'fail' },
    list: { from: ['success'], to: 'position_completed' },
  },
});

/** The allotment's event for a subscription that won `wonLots` lots. */
export function allotmentEvent(wonLots: number): 'win' | 'lose' {
  return wonLots > 0 ? 'win' : 'lose';
}

/** An event of a subscription's life (LC1): the draw's `win` or `lose`, the listing's `list`. */
export type SubscriptionEvent = keyof typeof SUBSCRIPTION_LIFECYCLE.rules;
export type SubscriptionStatus = (typeof SUBSCRIPTION_LIFECYCLE.states)[number];

/**
 * The status of a subscription born now after `events` (LC2): the one way a new subscription's
 * status is written. An event its lifecycle does not allow there is a bug in the decision that planned it.
 */
export function subscriptionBornAfter(events: readonly SubscriptionEvent[]): LifecycleStatus<SubscriptionStatus> {
  return subscriptionAfter(SUBSCRIPTION_LIFECYCLE.initial, events);
}

/**
 * The status of a subscription in `from` after `events` (LC2, LC3): the one way an allotment or a
 * listing writes a subscription's status. An event its lifecycle does not allow there is a bug.
 */
export function subscriptionAfter(
  from: SubscriptionStatus,
  events: readonly SubscriptionEvent[],
): LifecycleStatus<SubscriptionStatus> {
  // The status read from its row: a lifecycle's, so it stays one after no event.
  let status = stampStatus(from);
  for (const event of events) {
    const next = applyStatusEvent(SUBSCRIPTION_LIFECYCLE, status, event);
    assert(next.ok, `LC3: a subscription cannot ${event} from ${status}`);
    status = next.value;
  }
  return status;
}
