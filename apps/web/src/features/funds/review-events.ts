import type { ReviewEvent } from '@demo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useUserEvents } from '../../lib/realtime';
import { userKeys } from '../account/queries';
import { institutionKeys } from '../institution/queries';
import { kycKeys } from '../kyc/queries';
import { fundsKeys } from './queries';

/**
 * Keeps funds screens live: a review decision (`{type:'review', kind, id, status}` for a recharge,
 * withdrawal, KYC or institutional application) or a balance change reloads the lists and balances
 * it touches, so the customer sees staff decide without refreshing.
 */
export function useFundsLiveUpdates(onReview?: (event: ReviewEvent) => void): void {
  const qc = useQueryClient();
  const handler = useRef(onReview);
  handler.current = onReview;
  useUserEvents((event) => {
    if (event.type === 'balance') {
      void qc.invalidateQueries({ queryKey: userKeys.all });
      return;
    }
    if (event.type !== 'review') return;
    void qc.invalidateQueries({ queryKey: userKeys.all });
    if (event.kind === 'kyc') void qc.invalidateQueries({ queryKey: kycKeys.all });
    else if (event.kind === 'institution') void qc.invalidateQueries({ queryKey: institutionKeys.all });
    else void qc.invalidateQueries({ queryKey: fundsKeys.all });
    handler.current?.(event);
  });
}
