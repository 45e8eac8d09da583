import type { PayloadIn } from '@demo/contract';
import { feedbackList, feedbackSubmit, nextPageOf } from '@demo/contract/refs';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const feedbackKeys = { own: ['feedback', 'own'] as const };

/** The customer's own feedback with its status and answer, newest first (W4). */
export function useOwnFeedback() {
  return useInfiniteQuery({
    queryKey: feedbackKeys.own,
    queryFn: ({ pageParam }) => call(feedbackList, { page: pageParam, size: 10 }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useSubmitFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof feedbackSubmit>) => call(feedbackSubmit, payload),
    onSuccess: () => qc.invalidateQueries({ queryKey: feedbackKeys.own }),
  });
}
