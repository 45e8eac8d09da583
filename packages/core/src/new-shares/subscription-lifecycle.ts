import { statusMachine } from '../lifecycle';

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
