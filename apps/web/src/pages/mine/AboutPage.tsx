import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListRefresh } from '../../components/ListRefresh';
import { PageNav } from '../../components/PageNav';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useAbout } from '../../features/content/queries';
import { PATHS } from '../../lib/paths';

/** About us (`about/visible`): the operator's page, in the reader's language, reached from settings. */
export function AboutPage() {
  const { t } = useTranslation();
  const about = useAbout();
  const navigate = useNavigate();
  return (
    <div className="page" data-testid="about-page">
      <PageNav parent={PATHS.mine} title={about.data?.title ?? t('mine.about')} />
      <ListRefresh onRefresh={() => about.refetch()}>
        <div className="page-body">
          {about.isError ? (
            <ErrorRetry onRetry={() => void about.refetch()} />
          ) : about.isPending ? (
            <LoadingSkeleton lines={5} />
          ) : (
            <article className="card" aria-labelledby="about-title">
              <h2 id="about-title" className="card-title">
                {about.data.title}
              </h2>
              <p className="notice-card__content" data-testid="about-content">
                {about.data.content}
              </p>
            </article>
          )}
          <List mode="card" style={{ margin: '12px 0 0' }}>
            <List.Item data-testid="about-proof" onClick={() => navigate(PATHS.proof)}>
              {t('proof.link')}
            </List.Item>
          </List>
        </div>
      </ListRefresh>
    </div>
  );
}
