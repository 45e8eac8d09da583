import type { Decision } from '../failure';
import { applyStatusEvent, type LifecycleStatus, statusMachine } from '../lifecycle';

/**
 * The states of a customer's AI product (PRODUCT.md: in progress → pause ↔ in progress → ended;
 * unlock releases an ended product; docs/SPEC.md I6, LC1). `ended` is reached by the customer's stop or
 * by the end of the period, and is the only state in which the money has come back; `unlocked` is the
 * customer's acknowledgement that archives an ended product. Nothing else moves.
 */
export const AI_PURCHASE_LIFECYCLE = statusMachine({
  entity: 'AI purchase',
  states: ['running', 'paused', 'ended', 'unlocked'],
  initial: 'running',
  rules: {
    pause: { from: ['running'], to: 'paused' },
    resume: { from: ['paused'], to: 'running' },
    end: { from: ['running', 'paused'], to: 'ended' },
    unlock: { from: ['ended'], to: 'unlocked' },
  },
});
export type AiStatus = (typeof AI_PURCHASE_LIFECYCLE.states)[number];
type AiEvent = keyof typeof AI_PURCHASE_LIFECYCLE.rules;

/** The customer asks for a status, not an event: the one event that leads to each. */
const EVENT_TO: Readonly<Record<AiStatus, AiEvent>> = {
  running: 'resume',
  paused: 'pause',
  ended: 'end',
  unlocked: 'unlock',
};

/** The status a customer's request for `to` leads to from `from`, or the LC3 refusal (I6). */
export function aiStatusChange(from: AiStatus, to: AiStatus): Decision<LifecycleStatus<AiStatus>> {
  return applyStatusEvent(AI_PURCHASE_LIFECYCLE, from, EVENT_TO[to]);
}
