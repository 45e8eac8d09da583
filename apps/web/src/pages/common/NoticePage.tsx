import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../components/ListRefresh';
import { LoadMoreFooter, loadMoreState } from '../../components/LoadMoreFooter';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useNotices } from '../../features/content/queries';
import { formatDateTime } from '../../lib/date';

/** Every notice, newest first, a page at a time. */
export function NoticePage() {
  const { t } = useTranslation();
  const notices = useNotices();
  const items = notices.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <div className="page">
      <PageNav title={t('notice.title')} />
      <ListRefresh onRefresh={() => notices.refetch()}>
        <div className="page-body">
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
                  <h2 className="card-title">{n.title}</h2>
                  <p className="notice-card__content">{n.content}</p>
                  <time className="muted tabular" dateTime={new Date(n.createdAt).toISOString()}>
                    {formatDateTime(n.createdAt)}
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
