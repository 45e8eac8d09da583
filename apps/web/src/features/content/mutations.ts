import { feedbackSubmit, type PayloadIn } from '@demo/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';

export function useSubmitFeedback() {
  return useMutation({ mutationFn: (payload: PayloadIn<typeof feedbackSubmit>) => call(feedbackSubmit, payload) });
}
