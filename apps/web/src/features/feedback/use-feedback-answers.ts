import type { FeedbackEntry, FeedbackEvent } from '@demo/contract';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUserEvents } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { feedbackKeys } from './queries';

type OwnPages = InfiniteData<{ list: FeedbackEntry[]; total: number }, number>;

/**
 * Staff changed one of the customer's feedback entries (`{type:'feedback',…entry}`, W12): the history
 * shows the new status and answer at once, and a new answer is toasted wherever the customer is.
 */
export function useFeedbackAnswers(): void {
  const { t } = useTranslation();
  const qc = useQueryClient();
  useUserEvents((event) => {
    if (event.type !== 'feedback') return;
    const { type: _type, ...entry } = event satisfies FeedbackEvent;
    const cached = qc.getQueryData<OwnPages>(feedbackKeys.own);
    const before = cached?.pages.flatMap((p) => p.list).find((f) => f.id === entry.id);
    if (cached && before) {
      qc.setQueryData<OwnPages>(feedbackKeys.own, {
        ...cached,
        pages: cached.pages.map((p) => ({ ...p, list: p.list.map((f) => (f.id === entry.id ? entry : f)) })),
      });
    } else {
      void qc.invalidateQueries({ queryKey: feedbackKeys.own });
    }
    if (entry.answer !== null && entry.answer !== before?.answer) toast(t('feedbackMore.answeredToast'), 'success');
  });
}
