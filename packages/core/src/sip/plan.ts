import { statusMachine } from '../lifecycle';

/**
 * SP6, LC1: a SIP plan (`sip_plans.status`) is born active; the customer pauses and resumes it, three
 * skipped instalments in a row pause it (`pause`), and it ends when cancelled or when its last
 * instalment has run. An ended plan never runs again.
 */
export const SIP_PLAN_LIFECYCLE = statusMachine({
  entity: 'SIP plan',
  states: ['active', 'paused', 'ended'],
  initial: 'active',
  rules: {
    pause: { from: ['active'], to: 'paused' },
    resume: { from: ['paused'], to: 'active' },
    cancel: { from: ['active', 'paused'], to: 'ended' },
    finish: { from: ['active'], to: 'ended' },
  },
});

/** What an instalment came to (`sip_instalments.status`): written once, never changed (SP4). */
export const SIP_INSTALMENT_STATUSES = ['filled', 'skipped'] as const;
export type SipInstalmentStatus = (typeof SIP_INSTALMENT_STATUSES)[number];

/** SP6: this many skipped instalments in a row pause a plan. */
export const SIP_SKIPS_TO_PAUSE = 3;

/** Why an instalment was skipped; the reply and the notice say it in words (SP7). */
export const SIP_SKIP_REASONS = [
  'insufficient_funds',
  'market_closed',
  'halted',
  'brake',
  'no_price',
  'below_one_lot',
  'refused',
  'missed',
] as const;
export type SipSkipReason = (typeof SIP_SKIP_REASONS)[number];

/** A plan's run of skips after one instalment, and whether the plan pauses because of it (SP6). */
export function afterInstalment(
  skipsInARow: number,
  status: SipInstalmentStatus,
): { readonly skipsInARow: number; readonly pause: boolean } {
  if (status === 'filled') return { skipsInARow: 0, pause: false };
  const skips = skipsInARow + 1;
  return { skipsInARow: skips, pause: skips >= SIP_SKIPS_TO_PAUSE };
}
