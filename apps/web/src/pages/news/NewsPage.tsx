import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListRefresh } from '../../components/ListRefresh';
import { LoadMoreFooter, loadMoreState } from '../../components/LoadMoreFooter';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useMarkAllNoticesRead, useNewsFront, useNoticeUnread } from '../../features/news/queries';
import { TimeAgo } from '../../features/news/TimeAgo';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { toast } from '../../lib/toast';
import '../../features/news/news.css';

/** The News tab: notices with their unread count (and "Mark all read", W11), then articles in the reader's language, newest first. */
export function NewsPage() {
  const { t } = useTranslation();
  const news = useNewsFront();
  const unread = useNoticeUnread();
  const items = news.data?.pages.flatMap((p) => p.list) ?? [];
  const unreadCount = unread.data?.unread ?? 0;
  const loggedIn = useSession((s) => s.token !== null);
  const markAll = useMarkAllNoticesRead();

  return (
    <div data-testid="news-page">
      <ListRefresh onRefresh={() => Promise.all([news.refetch(), unread.refetch()])}>
        <Link to={PATHS.notice} className="news-notices" data-testid="news-notices">
          <span>{t('news.noticesEntry')}</span>
          {unreadCount > 0 && (
            <span className="unread-dot" data-testid="news-notices-unread">
              {t('news.unreadCount', { count: unreadCount })}
            </span>
          )}
        </Link>
        {loggedIn && unreadCount > 0 && (
          <button
            type="button"
            className="news-mark-all"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onSuccess: () => toast(t('noticeRead.markedAll'), 'success') })}
            data-testid="news-mark-all"
          >
            {t('noticeRead.markAll')}
          </button>
        )}
        <p className="news-hint">{t('news.simulatedHint')}</p>
        {news.isError && items.length === 0 ? (
          <ErrorRetry onRetry={() => void news.refetch()} />
        ) : news.isPending ? (
          <LoadingSkeleton lines={6} />
        ) : items.length === 0 ? (
          <EmptyState text={t('news.empty')} />
        ) : (
          <>
            {items.map((n) => (
              <Link
                key={n.id}
                to={`${PATHS.newsDetail}?id=${n.id}`}
                className="news-item"
                data-testid="news-item"
                data-news-id={n.id}
              >
                <div className="news-item__text">
                  <h2 className="news-item__title">{n.title}</h2>
                  <p className="news-item__summary">{n.summary}</p>
                  <div className="news-item__meta">
                    <span>{n.source}</span>
                    <TimeAgo ms={n.createdAt} />
                  </div>
                </div>
                {n.cover && <img className="news-item__cover" src={n.cover} alt="" loading="lazy" />}
              </Link>
            ))}
            <LoadMoreFooter
              state={loadMoreState(news.hasNextPage, news.isFetchingNextPage)}
              onLoadMore={() => void news.fetchNextPage()}
            />
          </>
        )}
      </ListRefresh>
    </div>
  );
}
