import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter, loadMoreState } from '../../components/LoadMoreFooter';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { TimeAgo } from '../news/TimeAgo';
import { useOwnFeedback } from './queries';

const STATUS_COLOR = { new: 'default', in_progress: 'warning', answered: 'success', closed: 'default' } as const;

/** The customer's past feedback: what they wrote, its status, and the answer staff gave. */
export function FeedbackHistory() {
  const { t } = useTranslation();
  const own = useOwnFeedback();
  const items = own.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="feedback-history" aria-labelledby="feedback-history-title">
      <h2 id="feedback-history-title" className="card-title">
        {t('feedbackMore.history')}
      </h2>
      {own.isError && items.length === 0 ? (
        <ErrorRetry onRetry={() => void own.refetch()} />
      ) : own.isPending ? (
        <LoadingSkeleton lines={2} />
      ) : items.length === 0 ? (
        <EmptyState text={t('feedbackMore.historyEmpty')} />
      ) : (
        <>
          {items.map((f) => (
            <article key={f.id} className="feedback-entry" data-testid="feedback-entry" data-status={f.status}>
              <div className="feedback-entry__head">
                <TimeAgo ms={f.createdAt} />
                <Tag color={STATUS_COLOR[f.status]} fill="outline">
                  {t(`feedbackMore.status.${f.status}`)}
                </Tag>
              </div>
              <p className="feedback-entry__content">{f.content}</p>
              {f.images.length > 0 && (
                <div className="feedback-entry__images">
                  {f.images.map((url) => (
                    <img key={url} src={url} alt="" />
                  ))}
                </div>
              )}
              {f.answer && (
                <div className="feedback-entry__answer" data-testid="feedback-answer">
                  <strong>{t('feedbackMore.answer')}: </strong>
                  {f.answer}
                </div>
              )}
            </article>
          ))}
          <LoadMoreFooter
            state={loadMoreState(own.hasNextPage, own.isFetchingNextPage)}
            onLoadMore={() => void own.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
