import { type LifecycleStatus, stampStatus } from '../lifecycle';
import { type Checked, err, ok } from '../result';

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

export type FeedbackChangeError = 'closed' | 'transition' | 'answer_required';

export function feedbackStatusAfter(
  current: FeedbackStatusName,
  change: { status?: FeedbackStatusName | undefined; answer?: string | undefined; hasAnswer: boolean },
): Checked<LifecycleStatus<FeedbackStatusName>, FeedbackChangeError> {
  if (current === 'closed') return err('closed');
  const answering = change.answer !== undefined && change.answer.trim() !== '';
  const target = change.status ?? (answering ? 'answered' : current);
  if (target !== current && !NEXT[current].includes(target)) return err('transition');
  if (target === 'answered' && !answering && !change.hasAnswer) return err('answer_required');
  return ok(stampStatus(target));
}
