import { statusMachine } from '../lifecycle';

/**
 * A price alert's life (docs/SPEC.md LC1, AL2): born active; a crossing leaves a repeating alert
 * active (disarmed until the value comes back) and makes a one-off alert triggered; the customer may
 * remove an active or triggered alert, which cancels it. Cancelled is final.
 */
export const PRICE_ALERT_LIFECYCLE = statusMachine({
  entity: 'price alert',
  states: ['active', 'triggered', 'cancelled'],
  initial: 'active',
  rules: {
    fire_repeating: { from: ['active'], to: 'active' },
    fire_once: { from: ['active'], to: 'triggered' },
    cancel: { from: ['active', 'triggered'], to: 'cancelled' },
  },
});

/** The event a crossing is for an alert: a repeating one stays active, a one-off one is spent. */
export function alertFireEvent(repeat: boolean): 'fire_repeating' | 'fire_once' {
  return repeat ? 'fire_repeating' : 'fire_once';
}
