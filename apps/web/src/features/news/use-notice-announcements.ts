import { useQueryClient } from '@tanstack/react-query';
import { useUserEvents } from '../../lib/realtime';
import { newsKeys } from './queries';

/**
 * A notice staff just published (`{type:'notice', kind:'announcement'}`, W6) refreshes the marquee,
 * the notice list and the unread count at once, wherever the customer is in the app.
 */
export function useNoticeAnnouncements(): void {
  const qc = useQueryClient();
  useUserEvents((event) => {
    if (event.type !== 'notice' || event.kind !== 'announcement') return;
    void qc.invalidateQueries({ queryKey: ['notice'] });
    void qc.invalidateQueries({ queryKey: newsKeys.noticeUnread });
  });
}
