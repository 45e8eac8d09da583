import type { ReviewEvent } from '@demo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserEvents } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { userKeys } from '../../lib/user-keys';
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

const REQUEST_STATUSES = ['UNDER', 'PASS', 'REJECT', 'PAID'] as const;
type RequestStatus = (typeof REQUEST_STATUSES)[number];
const isRequestStatus = (s: string): s is RequestStatus => (REQUEST_STATUSES as readonly string[]).includes(s);

/**
 * Live updates for a screen about one kind of request, saying in a toast what staff decided
 * ("Your request #12 is now: Approved") while the list beneath it reloads.
 */
export function useReviewToasts(kind: 'recharge' | 'withdraw'): void {
  const { t } = useTranslation();
  useFundsLiveUpdates((event) => {
    if (event.kind !== kind || !isRequestStatus(event.status)) return;
    toast(t('funds.statusChanged', { id: event.id, status: t(`funds.status.${event.status}`) }));
  });
}
