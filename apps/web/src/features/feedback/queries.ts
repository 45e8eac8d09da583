import type { PayloadIn } from '@demo/contract';
import { feedbackList, feedbackSubmit } from '@demo/contract/refs';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const feedbackKeys = { own: ['feedback', 'own'] as const };

/** The customer's own feedback with its status and answer, newest first (W4). */
export function useOwnFeedback() {
  return useInfiniteQuery({
    queryKey: feedbackKeys.own,
    queryFn: ({ pageParam }) => call(feedbackList, { page: pageParam, size: 10 }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

export function useSubmitFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof feedbackSubmit>) => call(feedbackSubmit, payload),
    onSuccess: () => qc.invalidateQueries({ queryKey: feedbackKeys.own }),
  });
}
