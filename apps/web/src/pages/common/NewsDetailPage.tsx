import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListRefresh } from '../../components/ListRefresh';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { detailRouteOf } from '../../features/markets/routes';
import { useNewsDetail } from '../../features/news/queries';
import { RichText } from '../../features/news/RichText';
import { TimeAgo } from '../../features/news/TimeAgo';
import { ApiError } from '../../lib/api';
import '../../features/news/news.css';

/** One article (`/pages/common/new_detail?id=N`), its rich text sanitised, its products linked. */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const article = useNewsDetail(id);
  const missing = id === null || (article.error instanceof ApiError && article.error.code === 404);

  return (
    <div className="page">
      <PageNav title={t('news.detailTitle')} />
      <ListRefresh onRefresh={() => article.refetch()}>
        {missing ? (
          <EmptyState text={t('news.notFound')} />
        ) : article.isError ? (
          <ErrorRetry onRetry={() => void article.refetch()} />
        ) : article.isPending ? (
          <LoadingSkeleton lines={8} />
        ) : (
          <article className="article" data-testid="news-article">
            <h1 className="article__title" data-testid="news-title">
              {article.data.title}
            </h1>
            <div className="article__meta">
              <span>{article.data.source}</span>
              <TimeAgo ms={article.data.createdAt} />
            </div>
            {article.data.cover && <img className="article__cover" src={article.data.cover} alt="" />}
            <RichText html={article.data.content} testId="news-content" />
            {article.data.related.length > 0 && (
              <section className="article__related" aria-labelledby="related-title">
                <h2 id="related-title">{t('news.related')}</h2>
                <div className="article__chips">
                  {article.data.related.map((p) => (
                    <Link key={p.code} to={detailRouteOf(p)} className="article__chip" data-testid="news-related">
                      {p.name}
                    </Link>
                  ))}
                </div>
              </section>
            )}
          </article>
        )}
      </ListRefresh>
    </div>
  );
}
