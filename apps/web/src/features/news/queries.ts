import {
  newsDetail,
  newsFront,
  nextPageOf,
  noticeRead,
  noticeReadAll,
  noticeUnread,
  PAGE_SIZE_DEFAULT,
} from '@demo/contract/refs';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { usePrefs } from '../../lib/prefs-store';
import { useSession } from '../../lib/session-store';

export const newsKeys = {
  all: ['news'] as const,
  noticeUnread: ['notice', 'unread'] as const,
};

/** Articles in the reader's language, a page at a time (W2). */
export function useNewsFront(size = PAGE_SIZE_DEFAULT) {
  const locale = usePrefs((s) => s.locale);
  return useInfiniteQuery({
    queryKey: ['news', 'front', locale, size],
    queryFn: ({ pageParam }) => call(newsFront, { locale, page: pageParam, size }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useNewsDetail(id: number | null) {
  const locale = usePrefs((s) => s.locale);
  return useQuery({
    queryKey: ['news', 'detail', id, locale],
    queryFn: () => call(newsDetail, { key: id ?? 0, locale }, { silent: true }),
    enabled: id !== null,
  });
}

/** The signed-in customer's unread notices (W6); nothing for a visitor. */
export function useNoticeUnread() {
  const loggedIn = useSession((s) => s.token !== null);
  return useQuery({
    queryKey: newsKeys.noticeUnread,
    queryFn: () => call(noticeUnread, {}, { silent: true }),
    enabled: loggedIn,
  });
}

/** "Mark all read" (W11): every notice that counts as unread, in one call; the badges follow at once. */
export function useMarkAllNoticesRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(noticeReadAll, {}),
    onSuccess: (state) => qc.setQueryData(newsKeys.noticeUnread, state),
  });
}

export function useMarkNoticesRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(noticeRead, { ids: JSON.stringify(ids) }, { silent: true }),
    onSuccess: (state) => qc.setQueryData(newsKeys.noticeUnread, state),
  });
}
