import { CHANNEL_USER } from '@demo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useUserEvents } from '../../lib/realtime';
import { getSocket } from '../../lib/socket';
import { userKeys } from '../account/queries';
import { fundsKeys } from './queries';

/** What staff decided: `{type:'review', kind, id, status}` on the user channel. */
export interface ReviewEvent {
  type: 'review';
  kind: string;
  id: number;
  status: string;
}

export function isReviewEvent(content: unknown): content is ReviewEvent {
  if (typeof content !== 'object' || content === null) return false;
  const c = content as Record<string, unknown>;
  return c.type === 'review' && typeof c.kind === 'string' && typeof c.id === 'number' && typeof c.status === 'string';
}

/**
 * Keeps funds screens live: a review decision (recharge, withdrawal, KYC, institution) or a balance
 * change makes the lists and the user's balances load again. Review events are read off the user
 * channel directly, so they arrive whether or not the shared event schema lists them yet.
 */
export function useFundsLiveUpdates(onReview?: (event: ReviewEvent) => void): void {
  const qc = useQueryClient();
  const handler = useRef(onReview);
  handler.current = onReview;
  useUserEvents((event) => {
    if (event.type === 'balance') void qc.invalidateQueries({ queryKey: userKeys.all });
  });
  useEffect(() => {
    return getSocket().on(CHANNEL_USER, (content) => {
      if (!isReviewEvent(content)) return;
      void qc.invalidateQueries({ queryKey: fundsKeys.all });
      void qc.invalidateQueries({ queryKey: userKeys.all });
      void qc.invalidateQueries({ queryKey: ['kyc'] });
      void qc.invalidateQueries({ queryKey: ['institution'] });
      handler.current?.(content);
    });
  }, [qc]);
}
