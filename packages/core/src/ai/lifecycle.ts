/**
 * The states of a customer's AI product (PRODUCT.md: in progress → pause ↔ in progress → ended;
 * unlock releases an ended product; docs/SPEC.md I6). `ended` is reached by the customer's stop or by
 * the end of the period, and is the only state in which the money has come back; `unlocked` is the
 * customer's acknowledgement that archives an ended product. Nothing else moves.
 */
export const AI_STATUSES = ['running', 'paused', 'ended', 'unlocked'] as const;
export type AiStatus = (typeof AI_STATUSES)[number];

const ALLOWED: Readonly<Record<AiStatus, readonly AiStatus[]>> = {
  running: ['paused', 'ended'],
  paused: ['running', 'ended'],
  ended: ['unlocked'],
  unlocked: [],
};

/** Whether a product may go from `from` to `to`. */
export function aiTransitionAllowed(from: AiStatus, to: AiStatus): boolean {
  return ALLOWED[from].includes(to);
}
