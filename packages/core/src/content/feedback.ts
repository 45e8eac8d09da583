import { type Decision, refuse } from '../failure';
import { type LifecycleStatus, stampStatus } from '../lifecycle';

/**
 * The feedback inbox's status machine (docs/SPEC.md W5):
 * new → in_progress | answered | closed; in_progress → answered | closed; answered → in_progress
 * (the customer wrote again) | closed; closed is final. An answer moves the feedback to answered
 * unless the same change closes it; answered needs an answer, given now or before.
 */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type FeedbackStatusName = (typeof FEEDBACK_STATUSES)[number];
/** Feedback is born new (LC2). */
export const FEEDBACK_INITIAL: LifecycleStatus<FeedbackStatusName> = stampStatus('new');

const NEXT: Readonly<Record<FeedbackStatusName, readonly FeedbackStatusName[]>> = {
  new: ['in_progress', 'answered', 'closed'],
  in_progress: ['answered', 'closed'],
  answered: ['in_progress', 'closed'],
  closed: [],
};

/** The code a change the feedback's status does not allow answers (W5: abnormal data). */
const FEEDBACK_REFUSAL_CODE = 404;

/**
 * W5: the status a staff change leads to, or W5's refusal: about `status` when closed feedback would
 * change (`values.from` is then 'closed') or the move is not allowed, about `answer` when answered
 * would have no answer.
 */
export function feedbackStatusAfter(
  current: FeedbackStatusName,
  change: { status?: FeedbackStatusName | undefined; answer?: string | undefined; hasAnswer: boolean },
): Decision<LifecycleStatus<FeedbackStatusName>> {
  const values = { from: current };
  if (current === 'closed')
    return refuse('W5', 'status', FEEDBACK_REFUSAL_CODE, 'closed feedback cannot change', values);
  const answering = change.answer !== undefined && change.answer.trim() !== '';
  const target = change.status ?? (answering ? 'answered' : current);
  if (target !== current && !NEXT[current].includes(target))
    return refuse('W5', 'status', FEEDBACK_REFUSAL_CODE, `cannot move from ${current} to ${target}`, values);
  if (target === 'answered' && !answering && !change.hasAnswer)
    return refuse('W5', 'answer', FEEDBACK_REFUSAL_CODE, 'an answer is required to mark feedback answered', values);
  return { ok: true, value: stampStatus(target) };
}
