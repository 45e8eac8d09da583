import { formatIndiaTime } from '@demo/client';
import Tag from 'antd-mobile/es/components/tag';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../components/ListRefresh';
import { LoadMoreFooter, loadMoreState } from '../../components/LoadMoreFooter';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useNotices } from '../../features/content/queries';
import { useMarkAllNoticesRead, useMarkNoticesRead, useNoticeUnread } from '../../features/news/queries';
import { useSession } from '../../lib/session-store';
import '../../features/news/news.css';
import { toast } from '../../lib/toast';

/**
 * Every notice, newest first, a page at a time. Opening the page marks the notices it shows as read
 * (W6); those that were unread when it opened keep a "New" tag until the page is left, or until
 * "Mark all read" (W11) marks every counted notice read at once, the ones not loaded yet included.
 */
export function NoticePage() {
  const { t } = useTranslation();
  const notices = useNotices();
  const loggedIn = useSession((s) => s.token !== null);
  const state = useNoticeUnread();
  const markRead = useMarkNoticesRead();
  const items = notices.data?.pages.flatMap((p) => p.list) ?? [];
  // The read marks as they were on arrival, so "New" does not vanish the moment they are sent.
  const readOnArrival = useRef<Set<number> | null>(null);
  if (readOnArrival.current === null && state.data) readOnArrival.current = new Set(state.data.readIds);

  const readIds = state.data?.readIds;
  const markAll = useMarkAllNoticesRead();
  const [allRead, setAllRead] = useState(false);
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () => {
        setAllRead(true);
        toast(t('noticeRead.markedAll'), 'success');
      },
    });
  const { mutate } = markRead;
  useEffect(() => {
    if (!loggedIn || !readIds) return;
    const read = new Set(readIds);
    const unread = items.map((n) => n.id).filter((id) => !read.has(id));
    if (unread.length > 0) mutate(unread.slice(0, 100));
  }, [loggedIn, readIds, items, mutate]);

  return (
    <div className="page">
      <PageNav title={t('notice.title')} />
      <ListRefresh onRefresh={() => notices.refetch()}>
        <div className="page-body">
          {loggedIn && (state.data?.unread ?? 0) > 0 && (
            <button
              type="button"
              className="news-mark-all"
              disabled={markAll.isPending}
              onClick={markAllRead}
              data-testid="notice-mark-all"
            >
              {t('noticeRead.markAll')}
            </button>
          )}
          {notices.isError && items.length === 0 ? (
            <ErrorRetry onRetry={() => void notices.refetch()} />
          ) : notices.isPending ? (
            <LoadingSkeleton />
          ) : items.length === 0 ? (
            <EmptyState text={t('notice.empty')} />
          ) : (
            <>
              {items.map((n) => (
                <article key={n.id} className="card notice-card" data-testid="notice-item">
                  <h2 className="card-title">
                    {loggedIn && !allRead && readOnArrival.current !== null && !readOnArrival.current.has(n.id) && (
                      <Tag color="danger" fill="solid" style={{ marginRight: 6 }} data-testid="notice-new">
                        {t('noticeRead.unreadBadge')}
                      </Tag>
                    )}
                    {n.title}
                  </h2>
                  <p className="notice-card__content">{n.content}</p>
                  <time className="muted tabular" dateTime={new Date(n.createdAt).toISOString()}>
                    {formatIndiaTime(n.createdAt, 'YYYY-MM-DD HH:mm')}
                  </time>
                </article>
              ))}
              <LoadMoreFooter
                state={loadMoreState(notices.hasNextPage, notices.isFetchingNextPage)}
                onLoadMore={() => void notices.fetchNextPage()}
              />
            </>
          )}
        </div>
      </ListRefresh>
    </div>
  );
}
